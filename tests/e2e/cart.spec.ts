import { expectNoAxeViolations } from "./support/axe";
import { cartCount, chooseType } from "./support/cart";
import { expectNoSideScroll } from "./support/layout";
import { addDaysIso, julyStay, policyDate } from "./support/stays";
import { expect, test } from "./support/test";

test("sites from two parks go into one cart with add-ons and a promo code, then come out again", async ({
  page,
}) => {
  // Trout Town Farms: a specific site picked on the map.
  await chooseType(page, "trout-town-farms", "Orchard Tent Site");
  const pin = page.getByRole("button", { name: /^Site .+ on the map$/ }).first();
  const site = (await pin.getAttribute("aria-label"))!.replace(/^Site | on the map$/g, "");
  await pin.click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartCount(page)).toHaveText("1");
  const trout = page.getByRole("region", { name: "Trout Town Farms" });
  const orchard = trout.getByRole("article", { name: "Orchard Tent Site" });
  await expect(orchard).toContainText(`${site} (your pick)`);
  await expect(orchard).toContainText("2 nights");
  await expect(orchard).toContainText("2 adults");
  const events = await page.evaluate(
    () => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer,
  );
  expect(events.filter((event) => event.event === "add_to_cart")).toHaveLength(1);
  // The stored last-touch time (the cart's creation time, spec §4) moves with every change.
  const lastTouch = async () =>
    Date.parse(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem("lantern.cart") ?? "null")?.cartCreatedAt as string,
      ),
    );
  const added = await lastTouch();
  expect(added).toBeGreaterThan(Date.now() - 60_000);
  await expect(page.getByText("Cart last changed just now")).toBeVisible();

  // Add-ons, edited in the cart.
  await orchard.getByRole("button", { name: "Edit add-ons for Orchard Tent Site" }).click();
  const dialog = page.getByRole("dialog", { name: "Add-ons for Orchard Tent Site" });
  await dialog.getByRole("button", { name: "One more: Firewood Bundle" }).click({ clickCount: 2 });
  await expect(dialog.getByRole("status", { name: "2 × Firewood Bundle" })).toBeVisible();
  await dialog.getByRole("button", { name: "Save add-ons" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(orchard).toContainText("Firewood Bundle2 × $8.99$17.98");
  await expect.poll(lastTouch).toBeGreaterThan(added);
  const addonsChanged = await lastTouch();

  // A second park: any site of the type.
  await chooseType(page, "beaverkill-bend", "Riverside Tent Site");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartCount(page)).toHaveText("2");
  const beaverkill = page.getByRole("region", { name: "Beaverkill Bend Campground" });
  await expect(beaverkill.getByText("Assigned at check-in")).toBeVisible();
  // The park's mandatory fee is on the item.
  await expect(beaverkill).toContainText("Resort Fee");

  // Promo codes per park: a wrong one is explained at its field, a good one discounts.
  await trout.getByRole("textbox", { name: "Promo code for Trout Town Farms" }).fill("NOPE");
  await trout.getByRole("button", { name: "Apply" }).click();
  await expect(trout.getByText("We don't recognise this code, or it has ended.")).toBeVisible();
  await trout.getByRole("textbox", { name: "Promo code for Trout Town Farms" }).fill("camp5");
  await trout.getByRole("button", { name: "Apply" }).click();
  await expect(trout).toContainText("Code CAMP5 applied");
  await expect.poll(lastTouch).toBeGreaterThan(addonsChanged);
  await expect(trout).toContainText("−$5.00");
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await expect(summary).toContainText("Discounts−$5.00");

  // The hold timer, and extending it.
  await expect(page.getByText(/Your sites are held for you for \d+:\d\d more/)).toBeVisible();
  await page.getByRole("button", { name: "Extend hold" }).click();
  await expect(page.getByText(/Your sites are held for you for (29|30):\d\d more/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Removing releases the sites; the empty cart offers a way back.
  await beaverkill.getByRole("button", { name: "Remove Riverside Tent Site" }).click();
  await expect(cartCount(page)).toHaveText("1");
  await orchard.getByRole("button", { name: "Remove Orchard Tent Site" }).click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(cartCount(page)).toHaveText("0");
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cart passes axe at 390 px", async ({ page }) => {
    await chooseType(page, "trout-town-farms", "Orchard Tent Site");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("article", { name: "Orchard Tent Site" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`each park in the cart states its cancellation policy with this stay's refund deadline, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const stay = julyStay(2);
    await chooseType(page, "trout-town-farms", "Orchard Tent Site", stay);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const trout = page.getByRole("region", { name: "Trout Town Farms" });
    await expect(trout.getByRole("heading", { name: "Cancellation policy" })).toBeVisible();
    // Trout Town Farms refunds everything until 7 days before arrival, then keeps half.
    await expect(trout).toContainText(
      `Free cancellation until 11:59 pm on ${policyDate(addDaysIso(stay.start, -7))} (park time); after that a fee of 50 % of the stay; no online cancellation from the arrival day (${policyDate(stay.start)}).`,
    );
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
    await trout.getByRole("button", { name: "Remove Orchard Tent Site" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expectNoSideScroll(page);
  });
}

test("in a booking rush the site chooser says the server is full, waits the seconds it names, and adds the site", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseType(page, "trout-town-farms", "Orchard Tent Site");
  // The server's own overload answer (503, Retry-After), as its line answers past its bound: made here once, since
  // one browser cannot fill the line of a server that queues a thousand calls.
  let refused = 0;
  await page.route("**/api/trpc/booking.cart.addItem*", async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    await route.fulfill({
      status: 503,
      headers: { "content-type": "application/json", "retry-after": "1" },
      body: JSON.stringify([
        {
          error: {
            json: {
              message: "Many guests are booking right now — trying again in 1 s.",
              code: -32603,
              data: {
                code: "SERVICE_UNAVAILABLE",
                httpStatus: 503,
                path: "booking.cart.addItem",
                details: { retryAfterSeconds: 1, retryable: true },
              },
            },
          },
        },
      ]),
    });
  });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Many guests are booking right now" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(refused).toBe(1);
  await expect(cartCount(page)).toHaveText("1");
});
