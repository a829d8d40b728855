import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { chooseType } from "./support/cart";
import { fillGuest, payButton } from "./support/checkout";
import { routeStripe, STRIPE_E2E } from "./support/fake-stripe";
import { expectNoSideScroll } from "./support/layout";
import { signUpAndConfirm } from "./support/mail";
import { addDaysIso, julyStay } from "./support/stays";
import { expect, test } from "./support/test";

/** The run's site with Stripe as its gateway (playwright.config.ts), on the local Stripe-compatible server. */
const SITE = `http://127.0.0.1:${STRIPE_E2E.sitePort}`;
test.use({ baseURL: SITE });

test("on a phone, a camper pays in Stripe's card form: a declined card books nothing, the next card books, a night added later is paid there too, and no card number reaches Lantern", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await routeStripe(page);
  const toLantern: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(SITE)) toLantern.push(`${request.url()} ${request.postData() ?? ""}`);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseType(page, "trout-town-farms", "Orchard Tent Site", julyStay(1));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
  await page.goto("/checkout");

  const form = page.getByRole("form", { name: "Checkout" });
  const card = form.getByRole("textbox", { name: "Card number (Stripe)" });
  await expect(card).toBeVisible();
  // The test gateway's own fields and its demo cards are not on a Stripe site.
  await expect(form.getByRole("textbox", { name: "Expiry date (MM/YY)" })).toHaveCount(0);
  await expect(page.getByText("Demo payments: no card is charged.")).toHaveCount(0);
  // An address without digits: the check below looks for card digits in every request to Lantern.
  await fillGuest(page, "stripe.camper@example.com");
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);

  const refused = page.getByRole("alert", { name: "Your payment did not go through" });
  // An empty card is Stripe's to refuse, before any intent is confirmed.
  await payButton(page).click();
  await expect(refused).toContainText("Your card number is incomplete.");

  await card.fill("4000 0000 0000 0002");
  await payButton(page).click();
  await expect(refused).toContainText("Your card was declined.");
  await expect(refused).toContainText("Nothing was booked and your card was not charged.");
  await expect(page).toHaveURL(/\/checkout$/);

  await card.fill("4242 4242 4242 4242");
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/booked|confirmed|Thank/i);
  await expectNoSideScroll(page);

  // One more night, its difference paid in Stripe's form inside the change dialog.
  await page
    .getByRole("button", { name: /^Change dates or party/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Change your Orchard Tent Site" });
  const departure = dialog.getByRole("textbox", { name: "Departure" });
  await departure.fill(addDaysIso(await departure.inputValue(), 1));
  await dialog.getByRole("button", { name: "See the new price" }).click();
  const changeCard = dialog.getByRole("textbox", { name: "Card number (Stripe)" });
  await expect(changeCard).toBeVisible({ timeout: 15_000 });
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await changeCard.fill("4242 4242 4242 4242");
  await dialog.getByRole("button", { name: /^Pay \$[\d,.]+ and change$/ }).click();
  await expect(page.getByText("Reservation changed")).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);

  // Lantern saw the intents, the order and the change, never a card number.
  expect(toLantern.some((sent) => sent.includes("startPayment"))).toBe(true);
  expect(toLantern.some((sent) => sent.includes("startChangePayment"))).toBe(true);
  expect(toLantern.filter((sent) => /4242|0000 0000|00000000/.test(sent))).toEqual([]);
});

test("on a phone, a camper joins Rewards in Stripe's card form: a declined card leaves no membership, the next card starts it, and it cancels at Stripe", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await routeStripe(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `stripe.member.${Math.random().toString(36).replace(/\d/g, "").slice(2, 10)}@example.com`;
  await signUpAndConfirm(
    page.request,
    { email, password: "trout-season-2026", firstName: "Stripe", lastName: "Member" },
    STRIPE_E2E.dataDir,
  );
  await page.goto("/rewards");
  const join = page.getByRole("form", { name: "Join Lantern Rewards" });
  const card = join.getByRole("textbox", { name: "Card number (Stripe)" });
  await expect(card).toBeVisible();
  await expect(join.getByRole("textbox", { name: "Expiry date (MM/YY)" })).toHaveCount(0);
  await join.getByRole("checkbox", { name: /^I agree that my membership renews automatically/ }).check();
  await card.fill("4000 0000 0000 0002");
  const joinButton = join.getByRole("button", { name: "Join Rewards for $19.99" });
  await joinButton.click();
  await expect(join.getByRole("alert", { name: "You have not joined yet" })).toContainText(
    "Your card was declined.",
  );
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);

  await card.fill("4242 4242 4242 4242");
  await joinButton.click();
  await expect(page.getByRole("status").filter({ hasText: "Welcome to Lantern Rewards!" })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto("/profile/account");
  const membership = page.getByRole("region", { name: "Lantern Rewards" });
  await expect(membership.getByTestId("membership-status")).toHaveText("Active");
  await membership.getByRole("button", { name: "Cancel membership" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel your Rewards membership" });
  await cancel.getByRole("radio", { name: "I don't camp often enough" }).check();
  await cancel.getByRole("button", { name: "Cancel membership" }).click();
  await expect(cancel).toHaveCount(0);
  await expect(membership.getByTestId("membership-detail")).toContainText(/ends on .+ and will not renew/);
  await expectNoSideScroll(page);
});

/** A tRPC call on the Stripe site with the page's cookies (a staff member's, once signed in). */
async function onSite<T>(page: Page, procedure: string, input: unknown, method: "get" | "post" = "post") {
  const response =
    method === "get"
      ? await page.request.get(
          `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
        )
      : await page.request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result.data.json as T;
}

test("at the desk on a phone, a card the guest hands over is taken in Stripe's form: a decline records nothing, the next card pays the folio", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await routeStripe(page);
  await onSite(page, "booking.authentication.login", {
    email: "owner@lantern.example",
    password: "lantern-demo-staff",
  });
  const [park] = await onSite<{ id: string }[]>(page, "admin.parks.list", null, "get");
  const inventory = await onSite<{ types: { sites: { id: string }[] }[] }>(
    page,
    "admin.campsiteTypes.list",
    { parkId: park!.id },
    "get",
  );
  const year = new Date().getUTCFullYear() + 1;
  const walkIn = await onSite<{ reservationId: string; totalCents: number }>(
    page,
    "admin.reservations.create",
    {
      parkId: park!.id,
      campsiteId: inventory.types[0]!.sites[0]!.id,
      dates: { start: `${year}-09-08`, end: `${year}-09-10` },
      guests: { adults: 2, children: 0, pets: 0 },
      guest: {
        firstName: "Hazel",
        lastName: "Brook",
        email: "hazel.brook@example.com",
        phone: "607-555-0199",
      },
      payment: { method: "pay_at_park" },
    },
  );
  const owed = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    walkIn.totalCents / 100,
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/reservations/${walkIn.reservationId}`);
  const form = page.getByRole("form", { name: "Take payment" });
  await form.getByRole("radio", { name: "Card (the guest's card, in the card form)" }).check();
  const card = form.getByRole("textbox", { name: "Card number (Stripe)" });
  await expect(card).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  const charge = form.getByRole("button", { name: `Charge ${owed} to the card` });
  await card.fill("4000 0000 0000 0002");
  await charge.click();
  await expect(form.getByText("Your card was declined.")).toBeVisible();
  await card.fill("4242 4242 4242 4242");
  await charge.click();
  await expect(page.getByText(`${owed} charged to the card.`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Paid in full")).toBeVisible();
  await expectNoSideScroll(page);
});
