import { adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

type Results = {
  results: { campsiteType: { id: string; name: string }; smartPricing: { tripTotal: number } | null }[];
};

test("a manager lays a rate period over next summer's nights, previews the guest's price, saves, guests pay it, and re-rates the stay booked on those nights", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  const login = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "manager@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(login.ok()).toBe(true);
  const [trout] = await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list");
  // A Wednesday to Friday in July next year: two weeknights in the peak season.
  const year = new Date().getUTCFullYear() + 1;
  const dates = { start: `${year}-07-14`, end: `${year}-07-16` };
  const orchard = async () => {
    const found = await query<Results>(page.request, "search.searchCampsites", {
      parkId: trout!.id,
      dates,
      guests: { adults: 2, children: 0, pets: 0 },
    });
    return found.results.find((result) => result.campsiteType.name === "Orchard Tent Site")!;
  };
  const orchardTotal = async () => (await orchard()).smartPricing!.tripTotal;
  // A guest has already booked an Orchard site on those nights: the new rate will not reach it unless re-rated.
  const added = await call<{ shoppingCartUuid: string }>(page.request, "cart.addItem", {
    parkId: trout!.id,
    campsiteTypeId: (await orchard()).campsiteType.id,
    dates,
    guests: { adults: 2, children: 0, pets: 0 },
  });
  const booked = await call<{ orderConfirmation: string }>(page.request, "checkout.placeOrder", {
    shoppingCartUuid: added.shoppingCartUuid,
    idempotencyKey: crypto.randomUUID(),
    guest: {
      firstName: "Early",
      lastName: "Booker",
      email: "early.booker@example.com",
      phone: "607-555-0142",
      address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
    },
    tripDetails: [],
    acceptedWaivers: true,
    payment: { gateway: "test", cardNumber: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" },
  });
  const before = await orchardTotal();

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/rates");
    await expect(page.getByRole("heading", { name: "Rates", level: 1 })).toBeVisible();
    await expect(page.getByRole("list", { name: /^Nights of / })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.getByLabel("Site type").selectOption({ label: "Orchard Tent Site" });
  const july = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }).format(
    new Date(Date.UTC(year, 6, 1)),
  );
  while (!(await page.getByRole("heading", { name: july, exact: true, level: 2 }).isVisible())) {
    await page.getByRole("button", { name: "Next month" }).click();
    await expect(page.getByRole("list", { name: /^Nights of / })).toBeVisible();
  }
  await page.getByRole("button", { name: /^Wed, Jul 14 ?\$/ }).click();
  await page.getByRole("button", { name: /^Thu, Jul 15 ?\$/ }).click();
  const form = page.getByRole("form", { name: /New rate period/ });
  await form.getByLabel("Name (optional)").fill("Derby week");

  // A rate that is not an amount is answered at its field, and nothing is saved.
  await form.getByLabel("Nightly base rate ($)").fill("ninety");
  await form.getByRole("button", { name: "Save rate" }).click();
  await expect(form.getByText("Enter the nightly rate in dollars")).toBeVisible();

  await form.getByLabel("Nightly base rate ($)").fill("99");
  await form.getByLabel("Sample arrival").fill(dates.start);
  await form.getByRole("button", { name: "Preview guest price" }).click();
  await expect(form.getByText("With this rate (all-in)")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await orchardTotal()).toBe(before);

  await form.getByRole("button", { name: "Save rate" }).click();
  await expect(page.getByText(/Saved \$99\.00 a night for Orchard Tent Site/)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Wed, Jul 14 ?\$99\.00 ?, Derby week/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Derby week", exact: true })).toBeVisible();
  expect(await orchardTotal()).not.toBe(before);

  // The stay booked before keeps its price, listed with what today's rates make it; staff re-rate it on purpose.
  const bookedStays = page.getByRole("region", { name: "Booked stays on these nights" });
  const row = bookedStays.getByRole("listitem").filter({ hasText: booked.orderConfirmation });
  await expect(row).toContainText(/Would cost \$[\d,.]+ more\./);
  await expectNoAxeViolations(page);
  await bookedStays.getByRole("button", { name: "Re-rate 1 stay at today's rates" }).click();
  await expect(row).toContainText(/Re-rated: \$[\d,.]+ more, owed at the park\./);
  await expect(
    bookedStays.getByText("Re-rated 1 stay at today's rates; each guest was e-mailed"),
  ).toBeVisible();
  await bookedStays.getByRole("button", { name: "Close" }).click();
  await expect(bookedStays).toHaveCount(0);

  // Removing it gives the guests the season's price back.
  await page.getByRole("button", { name: /^Remove Derby week/ }).click();
  await expect(page.getByText("Removed the rate period")).toBeVisible();
  expect(await orchardTotal()).toBe(before);
});
