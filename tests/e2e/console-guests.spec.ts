import type { APIRequestContext, Page } from "@playwright/test";
import { adminCall, adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

type Park = { id: string; slug: string; name: string };
type Search = { results: { campsites: { name: string }[] }[] };
type Inventory = { types: { sites: { id: string; name: string }[] }[] };

/** The owner books the guest a walk-in at a park, on a free site, paid at the park. */
async function walkIn(
  request: APIRequestContext,
  park: Park,
  dates: { start: string; end: string },
  guest: { firstName: string; lastName: string; email: string; phone: string },
) {
  const guests = { adults: 2, children: 0, pets: 0 };
  const free = await query<Search>(request, "search.searchCampsites", { parkId: park.id, dates, guests });
  const siteName = free.results.flatMap((result) => result.campsites)[0]!.name;
  const site = (await adminQuery<Inventory>(request, "campsiteTypes.list", { parkId: park.id })).types
    .flatMap((type) => type.sites)
    .find((candidate) => candidate.name === siteName)!;
  return adminCall<{ reservationId: string }>(request, "reservations.create", {
    parkId: park.id,
    campsiteId: site.id,
    dates,
    guests,
    guest,
    payment: { method: "pay_at_park" },
  });
}

async function shoot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: "image/png" });
}

for (const width of [1024, 390]) {
  test(`at ${width} px the owner finds a guest, sees their stays at two parks and opens one`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width, height: 900 });

    await call(page.request, "authentication.login", {
      email: "owner@lantern.example",
      password: "lantern-demo-staff",
    });
    const parks = await adminQuery<Park[]>(page.request, "parks.list");
    const trout = parks.find((park) => park.slug === "trout-town-farms")!;
    const beaverkill = parks.find((park) => park.slug === "beaverkill-bend")!;
    const token = crypto.randomUUID().slice(0, 6);
    const guest = {
      firstName: "Rosalind",
      lastName: `Fairweather${token}`,
      email: `rosalind.${token}@example.com`,
      phone: "607-555-0177",
    };
    await walkIn(page.request, trout, julyStay(1), guest);
    const atBeaverkill = await walkIn(page.request, beaverkill, julyStay(2), guest);

    await page.goto("/admin/guests");
    await expect(page.getByRole("heading", { level: 1, name: "Guests" })).toBeVisible();
    await page
      .getByRole("searchbox", { name: "Name, e-mail, phone or confirmation code" })
      .fill(guest.lastName);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/guests\\?q=${guest.lastName}`));
    const row = page.getByRole("row", { name: new RegExp(guest.lastName) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(guest.email);
    await expect(row).toContainText("Beaverkill Bend Campground, Trout Town Farms");
    await expect(row).toContainText("owed");
    await shoot(page, `guests-search-${width}`);
    await expectNoAxeViolations(page);

    await row.getByRole("link", { name: `Rosalind ${guest.lastName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Rosalind ${guest.lastName}` })).toBeVisible();
    const stays = page.getByRole("region", { name: "Stays", exact: true });
    await expect(stays.getByRole("row")).toHaveCount(3);
    await expect(stays).toContainText("Trout Town Farms");
    await expect(stays).toContainText("Beaverkill Bend Campground");
    await expect(page.getByRole("region", { name: "Balance", exact: true })).toContainText("owed");
    await shoot(page, `guest-profile-${width}`);
    await expectNoAxeViolations(page);

    // The Beaverkill stay opens its reservation, whose guest name leads back to the profile.
    await stays.getByRole("link", { name: /Beaverkill Bend Campground/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/reservations/${atBeaverkill.reservationId}\\?park=beaverkill-bend`),
    );
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(guest.lastName) })).toBeVisible();
    await page.getByRole("link", { name: `Rosalind ${guest.lastName}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Rosalind ${guest.lastName}` })).toBeVisible();
  });
}
