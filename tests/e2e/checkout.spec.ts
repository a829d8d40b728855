import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { cartCount, chooseType } from "./support/cart";
import { fillCheckout, payButton } from "./support/checkout";
import { expectNoSideScroll } from "./support/layout";
import { addDaysIso, julyStay, policyDate } from "./support/stays";
import { expect, test } from "./support/test";

// Checkout books week 3 for good, so the other specs' stays stay open.
const stay = julyStay(3);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.use({ viewport: DESKTOP });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The amount of the labelled row of a money list ("Subtotal", "Trout Town Farms total", "Total"). */
function moneyRow(scope: Locator, label: string): Locator {
  return scope
    .locator("dl > div")
    .filter({ has: scope.page().locator("dt", { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .locator("dd");
}

type DataLayerEvent = { event?: string; ecommerce?: Record<string, unknown> };
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer: DataLayerEvent[] }).dataLayer);

async function addSiteToCart(page: Page, park: string, type: string) {
  await chooseType(page, park, type, stay);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
}

test("a cart from two parks is booked, confirmed by e-mail, and one stay cancelled", async ({ page }) => {
  test.setTimeout(120_000);
  // Trout Town Farms: a picked site with firewood and the CAMP5 code; Beaverkill Bend: any site.
  await chooseType(page, "trout-town-farms", "Orchard Tent Site", stay);
  await page
    .getByRole("button", { name: /^Site .+ on the map$/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
  const trout = page.getByRole("region", { name: "Trout Town Farms" });
  const orchard = trout.getByRole("article", { name: "Orchard Tent Site" });
  await orchard.getByRole("button", { name: "Edit add-ons for Orchard Tent Site" }).click();
  const addons = page.getByRole("dialog", { name: "Add-ons for Orchard Tent Site" });
  await addons.getByRole("button", { name: "One more: Firewood Bundle" }).click({ clickCount: 2 });
  await expect(addons.getByRole("status", { name: "2 × Firewood Bundle" })).toBeVisible();
  // A kayak rental brings the watercraft waiver into checkout.
  await addons.getByRole("button", { name: "One more: Kayak Rental (half day)" }).click();
  await expect(addons.getByRole("status", { name: "1 × Kayak Rental (half day)" })).toBeVisible();
  await addons.getByRole("button", { name: "Save add-ons" }).click();
  await expect(addons).toHaveCount(0, { timeout: 15_000 });
  await trout.getByRole("textbox", { name: "Promo code for Trout Town Farms" }).fill("CAMP5");
  await trout.getByRole("button", { name: "Apply" }).click();
  await expect(trout).toContainText("Code CAMP5 applied");
  await addSiteToCart(page, "beaverkill-bend", "Riverside Tent Site");
  await expect(cartCount(page)).toHaveText("2");
  await expectNoSideScroll(page);

  // What the cart shows is what the confirmation must show.
  const parks = ["Trout Town Farms", "Beaverkill Bend Campground"];
  const cartParkTotals = new Map<string, string>();
  for (const park of parks) {
    cartParkTotals.set(
      park,
      (await moneyRow(page.getByRole("region", { name: park }), `${park} total`).textContent())!,
    );
  }
  const cartTotal = (await moneyRow(
    page.getByRole("complementary", { name: "Order summary" }),
    "Total",
  ).textContent())!;
  expect(cartTotal).toMatch(/^\$[\d,]+\.\d\d$/);

  await page.getByRole("link", { name: "Check out" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Add trip details for Orchard Tent Site at Trout Town Farms" }),
  ).toBeVisible();
  const review = page.getByRole("complementary", { name: "Order summary" });
  for (const park of parks) {
    await expect(moneyRow(review.getByRole("region", { name: park }), `${park} total`)).toHaveText(
      cartParkTotals.get(park)!,
    );
  }
  await expect(moneyRow(review.getByRole("region", { name: "Order total" }), "Total")).toHaveText(cartTotal);
  await expect(review.getByRole("article", { name: "Riverside Tent Site" })).toContainText(
    "Assigned at check-in",
  );

  // Beside Pay: each park's policy with this stay's exact refund deadline (Trout Town Farms 7 days, half;
  // Beaverkill Bend 14 days, half).
  const pay = page.getByRole("region", { name: "5. Review and pay" });
  await expect(pay.getByRole("heading", { name: "Cancellation policy of Trout Town Farms" })).toBeVisible();
  await expect(pay).toContainText(
    `Free cancellation until 11:59 pm on ${policyDate(addDaysIso(stay.start, -7))} (park time); after that a fee of 50 % of the stay; no online cancellation from the arrival day (${policyDate(stay.start)}).`,
  );
  await expect(pay).toContainText(
    `Free cancellation until 11:59 pm on ${policyDate(addDaysIso(stay.start, -14))} (park time)`,
  );
  // The cart holds a kayak rental: its waiver is asked beside the general release. Demo payments say so.
  await expect(
    page.getByRole("checkbox", {
      name: /I have read and accept the General release of liability.* and Watercraft rental waiver/,
    }),
  ).toBeVisible();
  await expect(page.getByText("Demo payments: no card is charged.")).toBeVisible();

  const email = await fillCheckout(page, "4242 4242 4242 4242");
  await page
    .getByRole("button", { name: "Add trip details for Orchard Tent Site at Trout Town Farms" })
    .click();
  const orchardTrip = page.getByRole("dialog", {
    name: "Trip details: Orchard Tent Site at Trout Town Farms",
  });
  await orchardTrip.getByLabel("Estimated arrival time (optional)").fill("16:30");
  await orchardTrip
    .getByRole("textbox", { name: "Notes to the park (optional)" })
    .fill("Arriving with a canoe");
  await orchardTrip.getByRole("button", { name: "Save trip details" }).click();
  await expect(orchardTrip).toHaveCount(0);
  const editTrip = page.getByRole("button", {
    name: "Edit trip details for Orchard Tent Site at Trout Town Farms",
  });
  await expect(editTrip).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: editTrip })).toContainText("arriving 16:30");
  await expect(payButton(page)).toHaveText(`Pay ${cartTotal} and book`);
  await expectNoSideScroll(page);
  await payButton(page).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const code = page.getByText(/^LNT-[2-9A-HJKMNP-TV-Z]{6}$/);
  await expect(code).toBeVisible();
  const confirmation = (await code.textContent())!;
  await expect(page.getByText(`A confirmation e-mail is on its way to ${email}`)).toBeVisible();
  await expect(page.getByText(/^Booked (just now|\d+ minutes? ago)$/)).toBeVisible();
  const troutPart = page.getByRole("region", { name: "Trout Town Farms" });
  await expect(troutPart.getByRole("article", { name: "Orchard Tent Site" })).toContainText(
    "Firewood Bundle2 × $8.99$17.98",
  );
  await expect(troutPart.getByRole("article", { name: "Orchard Tent Site" })).toContainText("4:30 PM");
  await expect(troutPart.getByRole("link", { name: /^Directions/ })).toHaveAttribute("href", /^https?:\/\//);
  const beaverkillPart = page.getByRole("region", { name: "Beaverkill Bend Campground" });
  await expect(beaverkillPart.getByRole("article", { name: "Riverside Tent Site" })).toContainText(
    "Confirmed",
  );
  for (const park of parks) {
    await expect(moneyRow(page.getByRole("region", { name: park }), `${park} total`)).toHaveText(
      cartParkTotals.get(park)!,
    );
  }
  const orderSummary = page.getByRole("region", { name: "Order summary" });
  await expect(moneyRow(orderSummary, "Total")).toHaveText(cartTotal);

  const events = await dataLayer(page);
  expect(events.filter((event) => event.event === "begin_checkout")).toHaveLength(1);
  const purchases = events.filter((event) => event.event === "purchase");
  expect(purchases).toHaveLength(1);
  expect(purchases[0]!.ecommerce).toMatchObject({
    transaction_id: confirmation,
    currency: "USD",
    value: Number(cartTotal.replace(/[$,]/g, "")),
  });
  expect(purchases[0]!.ecommerce!.items).toHaveLength(2);

  // The outbox dispatcher writes the confirmation e-mail as a file within a few seconds.
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let mail = "";
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith(".eml"))) {
          // Quoted-printable: soft line breaks and "=3D" for "=".
          const text = (await readFile(path.join(outbox, file), "utf8"))
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=");
          if (text.includes(confirmation) && text.includes("?cancel=")) mail = text;
        }
        return mail !== "";
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // The e-mail has a cancel link per stay: it opens that stay's dialog; keeping the stay drops the link.
  const cancelLink = /\/checkout\/confirmation\/[0-9a-f-]{36}\?cancel=[0-9a-f-]{36}/.exec(mail)?.[0];
  expect(cancelLink).toBeDefined();
  await page.goto(cancelLink!);
  const linkDialog = page.getByRole("dialog", { name: "Cancel this reservation?" });
  await expect(linkDialog).toBeVisible();
  await linkDialog.getByRole("button", { name: "Keep reservation" }).click();
  await expect(linkDialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[0-9a-f-]{36}$/);

  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);

  // Cancelling the Beaverkill stay refunds what the dialog promised.
  const riverside = beaverkillPart.getByRole("article", { name: "Riverside Tent Site" });
  await riverside.getByRole("button", { name: /^Cancel reservation/ }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this reservation?" });
  const refund = (await moneyRow(dialog, "Refund to your card").textContent())!;
  expect(refund).toMatch(/^\$[\d,]+\.\d\d$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel reservation" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Reservation cancelled")).toBeVisible();
  await expect(riverside).toContainText("Cancelled");
  await expect(moneyRow(riverside, "Refunded")).toHaveText(refund);
  await expect(riverside.getByRole("button", { name: /^Cancel reservation/ })).toHaveCount(0);
  await expect(moneyRow(orderSummary, "Refunded")).toHaveText(`−${refund}`);
  await expectNoAxeViolations(page);

  // The booked cart is gone from the header.
  await page.goto("/");
  await expect(cartCount(page)).toHaveText("0");
});

test("a declined card shows the reason and keeps the cart", async ({ page }) => {
  test.setTimeout(60_000);
  await addSiteToCart(page, "trout-town-farms", "Orchard Tent Site");
  await expect(cartCount(page)).toHaveText("1");
  await page.getByRole("link", { name: "Check out" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCheckout(page, "4000 0000 0000 0002");
  // No kayak in this cart: the general release is the only waiver asked.
  await expect(page.getByRole("checkbox", { name: /I have read and accept the/ })).not.toHaveAccessibleName(
    /Watercraft/,
  );
  await payButton(page).click();

  const alert = page.getByRole("alert").filter({ hasText: "Your payment did not go through" });
  await expect(alert).toContainText("declined");
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectNoAxeViolations(page);
  expect((await dataLayer(page)).filter((event) => event.event === "purchase")).toHaveLength(0);

  await page.goto("/cart");
  await expect(cartCount(page)).toHaveText("1");
  await expect(page.getByRole("article", { name: "Orchard Tent Site" })).toBeVisible();
});

for (const [device, viewport] of [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`on a ${device}, an empty form shows what is missing at each field and focuses the first; nothing scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await addSiteToCart(page, "beaverkill-bend", "Riverside Tent Site");
    await expectNoSideScroll(page);
    await page.getByRole("link", { name: "Check out" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(payButton(page)).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // Desktop: the order summary beside the form, still in view at the bottom of the page. Phone: one column.
    const form = page.getByRole("form", { name: "Checkout" });
    const summary = page.getByRole("complementary", { name: "Order summary" });
    const details = page.getByRole("region", { name: "1. Your details" });
    const detailsBox = (await details.boundingBox())!;
    const summaryBox = (await summary.boundingBox())!;
    if (device === "desktop") {
      expect(summaryBox.x).toBeGreaterThanOrEqual(detailsBox.x + detailsBox.width);
      // Half-way down the form the summary is stuck at the top of the window (at the very end of the page the
      // grid's end may carry a summary taller than the form up with it, as sticky elements do).
      await page.evaluate(() =>
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2),
      );
      await expect.poll(async () => (await summary.boundingBox())!.y).toBeLessThan(viewport.height / 2);
      expect((await summary.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    } else {
      expect(summaryBox.y).toBeGreaterThan(detailsBox.y + detailsBox.height);
      expect(summaryBox.width).toBeCloseTo(detailsBox.width, 0);
    }

    // Trip details are edited in a dialog that saves only valid details.
    await page
      .getByRole("button", { name: "Add trip details for Riverside Tent Site at Beaverkill Bend Campground" })
      .click();
    const trip = page.getByRole("dialog", { name: /^Trip details: Riverside Tent Site/ });
    await trip.getByRole("combobox", { name: "Equipment" }).selectOption("Van");
    await trip.getByRole("textbox", { name: "RV length in feet" }).fill("abc");
    await trip.getByRole("button", { name: "Save trip details" }).click();
    await expect(trip.getByRole("textbox", { name: "RV length in feet" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(trip.getByText("Enter the length in whole feet, e.g. 32")).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await trip.getByRole("textbox", { name: "RV length in feet" }).fill("19");
    await trip.getByRole("button", { name: "Save trip details" }).click();
    await expect(trip).toHaveCount(0);
    await expect(
      page.getByRole("button", {
        name: "Edit trip details for Riverside Tent Site at Beaverkill Bend Campground",
      }),
    ).toBeFocused();

    await payButton(page).click();
    const firstName = form.getByRole("textbox", { name: "First name" });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Enter your first name");
    await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      /Enter an e-mail address like name@example.com/,
    );
    await expect(form.getByRole("textbox", { name: "ZIP or postal code" })).toHaveAccessibleDescription(
      "Enter a postal code, e.g. 12776",
    );
    await expect(
      form.getByRole("checkbox", { name: /I have read and accept the/ }),
    ).toHaveAccessibleDescription(/accept the waivers/);
    await expect(form.getByRole("textbox", { name: "Card number" })).toHaveAccessibleDescription(
      "Enter the card number",
    );
    await expect(form.getByRole("textbox", { name: "Expiry date (MM/YY)" })).toHaveAccessibleDescription(
      /MM\/YY/,
    );
    // A visitor is never offered to save the phone to a profile.
    await expect(form.getByRole("checkbox", { name: "Save this phone number to my profile" })).toHaveCount(0);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
}

test("checkout without a cart points back to the search", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "There is nothing to check out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find a campsite" })).toHaveAttribute("href", "/");
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSideScroll(page);
});

test("an unknown confirmation is not found", async ({ page }) => {
  const unknown = await page.goto("/checkout/confirmation/00000000-0000-4000-8000-000000000000");
  expect(unknown?.status()).toBe(404);
  const malformed = await page.goto("/checkout/confirmation/not-an-invoice");
  expect(malformed?.status()).toBe(404);
});
