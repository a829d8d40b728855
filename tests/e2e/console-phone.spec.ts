import { adminCall, adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

const PARK = "beaverkill-bend";

type Search = { results: { campsiteType: { name: string }; campsites: { name: string }[] }[] };
type Inventory = { types: { sites: { id: string; name: string }[] }[] };

/** Late August next season: in season at the park, nights the other specs leave alone. */
function lateAugust() {
  const today = new Date();
  const year = today.getMonth() >= 5 ? today.getFullYear() + 1 : today.getFullYear();
  const start = `${year}-08-25`;
  return { start, end: addDaysIso(start, 2) };
}

test("the console on a phone: a one-row header whose Menu button opens the screens, and Today's rows as cards with their buttons in view", async ({
  page,
}) => {
  test.setTimeout(120_000);
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 390, height: 844 });

  // A walk-in arriving on a day of its own, booked at the desk by the owner (signed in through the API).
  await call(page.request, "authentication.login", {
    email: "owner@lantern.example",
    password: "lantern-demo-staff",
  });
  const park = (await adminQuery<{ id: string; slug: string }[]>(page.request, "parks.list")).find(
    (candidate) => candidate.slug === PARK,
  )!;
  const dates = lateAugust();
  const guests = { adults: 2, children: 0, pets: 0 };
  const free = await query<Search>(page.request, "search.searchCampsites", {
    parkId: park.id,
    dates,
    guests,
  });
  const siteName = free.results.flatMap((result) => result.campsites)[0]!.name;
  const site = (await adminQuery<Inventory>(page.request, "campsiteTypes.list", { parkId: park.id })).types
    .flatMap((type) => type.sites)
    .find((candidate) => candidate.name === siteName)!;
  await adminCall(page.request, "reservations.create", {
    parkId: park.id,
    campsiteId: site.id,
    dates,
    guests,
    guest: {
      firstName: "Philippa",
      lastName: "Longfellow-Whitmore",
      email: "philippa.phone@example.com",
      phone: "607-555-0142",
    },
    payment: { method: "pay_at_park" },
  });

  await page.goto(`/admin/today?park=${PARK}&date=${dates.start}`);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  // The header is one row: the console's name and the Menu button; the park chooser stays on the page.
  const header = page.getByRole("banner");
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(120);
  const menu = header.getByRole("button", { name: "Menu" });
  const screens = page.getByRole("navigation", { name: "Staff console" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(screens).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Park", exact: true })).toBeVisible();
  const button = (await menu.boundingBox())!;
  expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(44);

  // Today's arrival is a card: its Check in button is on screen without scrolling sideways.
  const arrivals = page.getByRole("region", { name: /^Arrivals/ });
  await expect(arrivals.getByRole("row", { name: /Philippa Longfellow-Whitmore/ })).toBeVisible();
  const checkIn = page.getByRole("button", { name: "Check in Philippa Longfellow-Whitmore" });
  await expect(checkIn).toBeVisible();
  const checkInBox = (await checkIn.boundingBox())!;
  expect(checkInBox.x).toBeGreaterThanOrEqual(0);
  expect(checkInBox.x + checkInBox.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  // The menu opens under the header without widening the page; Escape closes it and focus returns to the button.
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(screens.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Tab");
  await expect(screens.getByRole("link", { name: "Today" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(screens).toBeHidden();

  // A screen chosen from the menu opens, with the park, and the menu closes.
  await page.keyboard.press("Enter");
  await screens.getByRole("link", { name: "Reservations" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/reservations\\?park=${PARK}`));
  await expect(page.getByRole("heading", { level: 1, name: "Reservations" })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expectNoSideScroll(page);
});
