import type { APIRequestContext, Page } from "@playwright/test";
import { call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { fillCheckout, payButton } from "./support/checkout";
import { expectNoSideScroll } from "./support/layout";
import { mailedLink, signUpAndConfirm } from "./support/mail";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

/** A Tuesday-to-Thursday stay in August a year ahead: no other spec books Beaverkill Bend's cabins then. */
function augustStay() {
  const year = new Date().getFullYear() + 1;
  const first = new Date(Date.UTC(year, 7, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7) + 7;
  const start = `${year}-08-${String(tuesday).padStart(2, "0")}`;
  return { start, end: addDaysIso(start, 2) };
}

/** The first link to `/alerts/<kind>/…` in an e-mail the outbox wrote to `email` (waits for the dispatcher). */
const alertLink = (email: string, kind: "confirm" | "claim") =>
  mailedLink(email, new RegExp(`https?://\\S+/alerts/${kind}/[A-Za-z0-9_-]{43}`));

const guests = { adults: 2, children: 0, pets: 0 };
const card = { gateway: "test", cardNumber: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" };

/** Another guest books every Deluxe Cabin of Beaverkill Bend for the stay; returns how to cancel one. */
async function bookEveryCabin(request: APIRequestContext, stay: { start: string; end: string }) {
  const park = await query<{ id: string; campsiteTypes: { id: string; name: string }[] }>(
    request,
    "parks.getBySlug",
    { slug: "beaverkill-bend" },
  );
  const cabin = park.campsiteTypes.find((type) => type.name === "Deluxe Cabin")!;
  let cartId: string | undefined;
  for (;;) {
    const response = await request.post("/api/trpc/booking.cart.addItem", {
      data: {
        json: {
          ...(cartId ? { shoppingCartUuid: cartId } : {}),
          parkId: park.id,
          campsiteTypeId: cabin.id,
          dates: stay,
          guests,
        },
      },
    });
    if (response.status() === 409) break;
    expect(response.ok()).toBe(true);
    cartId = (await response.json()).result.data.json.shoppingCartUuid;
  }
  const order = await call<{ invoiceUuid: string }>(request, "checkout.placeOrder", {
    shoppingCartUuid: cartId,
    idempotencyKey: crypto.randomUUID(),
    guest: {
      firstName: "Blake",
      lastName: "Early",
      email: "blake.early@example.com",
      phone: "607-555-0144",
      address: { line1: "2 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
    },
    tripDetails: [],
    acceptedWaivers: true,
    payment: card,
  });
  const confirmation = await query<{ campsiteConfirmationSummaries: { reservationId: string }[] }>(
    request,
    "orders.getOrderConfirmation",
    { invoiceUuid: order.invoiceUuid },
  );
  return {
    invoiceUuid: order.invoiceUuid,
    reservationId: confirmation.campsiteConfirmationSummaries[0]!.reservationId,
  };
}

const cabinCard = (page: Page) =>
  page
    .getByRole("list", { name: "Stay types for your dates" })
    .getByRole("article", { name: "Deluxe Cabin", exact: true });

test.use({ viewport: { width: 390, height: 844 } });

test("a sold-out cabin is watched, a cancellation offers it to the guest by e-mail, and the guest claims and books it", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stay = augustStay();
  const other = await playwright.request.newContext({ baseURL });
  const booked = await bookEveryCabin(other, stay);

  // Nothing free: the cabin's card offers an alert.
  await page.goto(`/beaverkill-bend?start=${stay.start}&end=${stay.end}&adults=2`);
  await expect(cabinCard(page)).toContainText("Not available for your dates");
  await cabinCard(page)
    .getByRole("button", { name: /Tell me if it opens up/ })
    .click();
  const form = cabinCard(page).getByRole("form", { name: /Get an e-mail if a Deluxe Cabin opens up/ });
  await form.getByRole("button", { name: "Watch for a site" }).click();
  await expect(form.getByRole("textbox", { name: "Your e-mail" })).toHaveAccessibleDescription(/e-mail/i);
  const email = `watcher-${Date.now()}@example.com`;
  await form.getByRole("textbox", { name: "Your e-mail" }).fill(email);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Watch for a site" }).click();
  await expect(cabinCard(page).getByRole("status")).toContainText("confirm your address");
  await expectNoSideScroll(page);

  // The e-mail's link confirms the address with one tap.
  await page.goto(await alertLink(email, "confirm"));
  await expect(page.getByRole("heading", { name: "Confirm your alert" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Start watching" }).click();
  await expect(page.getByRole("status")).toContainText("You are on the list");

  // The other guest cancels one cabin: the watcher is offered it by e-mail.
  await call(other, "orders.cancelReservation", booked);
  await page.goto(await alertLink(email, "claim"));
  await expect(page.getByRole("heading", { name: "A site opened up for you" })).toBeVisible();
  // The page says what is held and until when before the guest taps.
  const offered = page.getByRole("definition");
  await expect(offered.filter({ hasText: "Beaverkill Bend" })).toBeVisible();
  await expect(offered.filter({ hasText: /\(Deluxe Cabin\)$/ })).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "Held for you until" })).toBeVisible();
  await expectNoSideScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Claim this site" }).click();
  await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Beaverkill Bend" })).toContainText("Deluxe Cabin");

  // Checked out like any cart.
  await page
    .getByRole("link", { name: /Check ?out/i })
    .first()
    .click();
  await fillCheckout(page, "4242 4242 4242 4242", email);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//, { timeout: 30_000 });
  await expectNoSideScroll(page);
  await other.dispose();
});

test("a signed-in guest's alert starts at once, is listed in the account and can be stopped there", async ({
  page,
}) => {
  const email = `alert-owner-${Date.now()}@example.com`;
  await signUpAndConfirm(page.request, {
    email,
    password: "trout-season-2026",
    firstName: "Robin",
    lastName: "Camper",
  });
  const park = await query<{ id: string; campsiteTypes: { id: string; name: string }[] }>(
    page.request,
    "parks.getBySlug",
    { slug: "beaverkill-bend" },
  );
  const stay = augustStay();
  const created = await call<{ status: string }>(page.request, "alerts.create", {
    parkId: park.id,
    campsiteTypeId: park.campsiteTypes.find((type) => type.name === "Deluxe Cabin")!.id,
    dates: stay,
    guests,
    email,
  });
  expect(created.status).toBe("active");

  await page.goto("/profile/account");
  const section = page.getByRole("region", { name: "Availability alerts" });
  const alerts = section.getByRole("list", { name: "Your alerts" });
  await expect(alerts.getByRole("listitem")).toHaveCount(1);
  await expect(alerts).toContainText("Deluxe Cabin at Beaverkill Bend");
  await expect(alerts).toContainText("Watching");
  await expectNoAxeViolations(page);
  await expectNoSideScroll(page);
  await alerts.getByRole("button", { name: /^Stop the alert for Deluxe Cabin at Beaverkill Bend/ }).click();
  await expect(alerts).toContainText("Stopped");
  await expect(alerts.getByRole("button", { name: /^Stop/ })).toHaveCount(0);
});
