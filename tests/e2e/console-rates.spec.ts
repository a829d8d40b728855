import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

async function read<T>(request: APIRequestContext, procedure: string, input?: unknown): Promise<T> {
  const encoded = encodeURIComponent(JSON.stringify({ json: input ?? null }));
  const response = await request.get(`/api/trpc/${procedure}?input=${encoded}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result.data.json as T;
}

type Results = { results: { campsiteType: { name: string }; smartPricing: { tripTotal: number } | null }[] };

test("a manager lays a rate period over next summer's nights, previews the guest's price, saves, and guests pay it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  page.setDefaultTimeout(15_000);
  const login = await page.request.post("/api/trpc/booking.authentication.login", {
    data: { json: { email: "manager@lantern.example", password: "lantern-demo-staff" } },
  });
  expect(login.ok()).toBe(true);
  const [trout] = await read<{ id: string; slug: string }[]>(page.request, "admin.parks.list");
  // A Wednesday to Friday in July next year: two weeknights in the peak season.
  const year = new Date().getUTCFullYear() + 1;
  const dates = { start: `${year}-07-14`, end: `${year}-07-16` };
  const orchardTotal = async () => {
    const found = await read<Results>(page.request, "booking.search.searchCampsites", {
      parkId: trout!.id,
      dates,
      guests: { adults: 2, children: 0, pets: 0 },
    });
    return found.results.find((result) => result.campsiteType.name === "Orchard Tent Site")!.smartPricing!
      .tripTotal;
  };
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
  await expect(page.getByRole("button", { name: /^Wed, Jul 14 ?\$99 ?, Derby week/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Derby week", exact: true })).toBeVisible();
  expect(await orchardTotal()).not.toBe(before);

  // Removing it gives the guests the season's price back.
  await page.getByRole("button", { name: /^Remove Derby week/ }).click();
  await expect(page.getByText("Removed the rate period")).toBeVisible();
  expect(await orchardTotal()).toBe(before);
});
