import type { Locator, Page } from "@playwright/test";
import { adminCall, adminQuery, call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { addDaysIso } from "./support/stays";
import { expect, test } from "./support/test";

const PARK = "beaverkill-bend";
const GUEST = { firstName: "Gwendolyn", lastName: "Gridfinder" };

type Search = { results: { campsiteType: { name: string }; campsites: { name: string }[] }[] };
type Inventory = { types: { sites: { id: string; name: string }[] }[] };

/** Mid-August next season, two nights: in season at the park, a week the other console specs leave alone. */
function midAugust() {
  const today = new Date();
  const year = today.getMonth() >= 5 ? today.getFullYear() + 1 : today.getFullYear();
  const start = `${year}-08-11`;
  return { start, end: addDaysIso(start, 2) };
}

/** One stay booked at the desk (staff walk-in, no checkout): its site and type, for every test of this file. */
let stay: { start: string; end: string; siteName: string; typeName: string };

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await call(request, "authentication.login", {
    email: "owner@lantern.example",
    password: "lantern-demo-staff",
  });
  const park = (await adminQuery<{ id: string; slug: string }[]>(request, "parks.list")).find(
    (candidate) => candidate.slug === PARK,
  )!;
  const dates = midAugust();
  // A worker that restarts after a failure runs this again: the stay booked the first time is kept.
  const booked = await adminQuery<{
    items: { siteName: string; campsiteTypeName: string; arrival: string }[];
  }>(request, "reservations.search", { parkId: park.id, text: GUEST.lastName, status: "confirmed" });
  const before = booked.items.find((item) => item.arrival === dates.start);
  if (before) {
    stay = { ...dates, siteName: before.siteName, typeName: before.campsiteTypeName };
  } else {
    const guests = { adults: 2, children: 0, pets: 0 };
    const free = await query<Search>(request, "search.searchCampsites", {
      parkId: park.id,
      dates,
      guests,
    });
    const result = free.results.find((candidate) => candidate.campsites.length > 0)!;
    const siteName = result.campsites[0]!.name;
    const site = (await adminQuery<Inventory>(request, "campsiteTypes.list", { parkId: park.id })).types
      .flatMap((type) => type.sites)
      .find((candidate) => candidate.name === siteName)!;
    await adminCall(request, "reservations.create", {
      parkId: park.id,
      campsiteId: site.id,
      dates,
      guests,
      guest: { ...GUEST, email: "gwendolyn.gridfinder@example.com", phone: "607-555-0177" },
      payment: { method: "pay_at_park" },
    });
    stay = { ...dates, siteName, typeName: result.campsiteType.name };
  }
  await request.dispose();
});

/** Whether `inner` lies inside `outer` (the chart's box) on screen, to the pixel. */
async function expectInside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 1);
  expect(a.y).toBeGreaterThanOrEqual(b.y - 1);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 1);
  expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height + 1);
}

async function signIn(page: Page) {
  await call(page.request, "authentication.login", {
    email: "owner@lantern.example",
    password: "lantern-demo-staff",
  });
}

for (const width of [1024, 390]) {
  test(`the tape chart at ${width} px: dates and site names stay in view both ways, any date and 31 nights, a type filter, a guest found and focused, a keyboard move cancelled with focus kept on the stay`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width, height: width < 500 ? 844 : 768 });
    await signIn(page);
    await page.goto(`/admin/grid?park=${PARK}`);
    await expect(page.getByRole("heading", { level: 1, name: "Grid" })).toBeVisible();
    const chart = page.getByRole("region", { name: /^Tape chart of / });
    await expect(chart.locator("[data-site-row]").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Any date: the field moves the window and the URL keeps it; the stay is on the chart.
    await page.getByRole("textbox", { name: "From", exact: true }).fill(addDaysIso(stay.start, -3));
    await expect(page).toHaveURL(new RegExp(`from=${addDaysIso(stay.start, -3)}`));
    const bar = page.getByRole("button", {
      name: new RegExp(`^${GUEST.firstName} ${GUEST.lastName}, site ${stay.siteName}, .*owes \\$[\\d,.]+`),
    });
    await expect(bar).toBeVisible();

    // 31 nights: a night per column, the length kept in the URL; the step buttons move by as much.
    await page.getByRole("combobox", { name: "Nights" }).selectOption("31");
    await expect(page).toHaveURL(/nights=31/);
    const header = chart.locator('[data-sticky="header"]');
    await expect(header.locator(":scope > div")).toHaveCount(32);
    await expect(page.getByRole("button", { name: "Next 31 nights" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Scrolled to the last row and the last night, inside its own box: the dates and the site names stay in view.
    await chart.evaluate((box) => {
      box.scrollTop = box.scrollHeight;
      box.scrollLeft = box.scrollWidth;
    });
    await chart.scrollIntoViewIfNeeded();
    const lastSite = chart.locator('[data-site-row] [data-sticky="column"]').last();
    const lastNight = header.locator(":scope > div").last();
    const corner = header.locator('[data-sticky="column"]');
    await expect(lastSite).toBeInViewport();
    await expectInside(lastNight, chart);
    await expectInside(corner, chart);
    await expectInside(lastSite, chart);
    expect(Math.abs((await corner.boundingBox())!.x - (await chart.boundingBox())!.x)).toBeLessThanOrEqual(2);
    expect(Math.abs((await lastSite.boundingBox())!.x - (await chart.boundingBox())!.x)).toBeLessThanOrEqual(
      2,
    );
    expect(Math.abs((await header.boundingBox())!.y - (await chart.boundingBox())!.y)).toBeLessThanOrEqual(2);
    await expectNoSideScroll(page);

    // The type of the stay's site only: the other types' rows are gone, the count says so, the stay remains.
    const everySite = await chart.locator("[data-site-row]").count();
    await page.getByRole("combobox", { name: "Site type" }).selectOption({ label: stay.typeName });
    const count = page.getByRole("status").filter({ hasText: /^\d+ of \d+ sites$/ });
    await expect(count).toContainText(`of ${everySite} sites`);
    const typeSites = await chart.locator("[data-site-row]").count();
    expect(typeSites).toBeLessThan(everySite);
    await expect(count).toHaveText(`${typeSites} of ${everySite} sites`);
    await expect(bar).toBeVisible();
    await expectNoAxeViolations(page);

    // Out of order sites only (none in the demo): the stay is hidden; finding the guest brings every site back
    // and focuses the stay.
    await page.getByRole("combobox", { name: "Show" }).selectOption({ label: "Out of order" });
    await expect(bar).toHaveCount(0);
    await page
      .getByRole("searchbox", { name: "Guest or confirmation code" })
      .fill(GUEST.lastName.toLowerCase());
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /^1 stay for “gridfinder”/ })).toContainText(
      "the filters were cleared",
    );
    await expect(bar).toBeFocused();
    await expect(bar).toBeInViewport();
    await expectNoAxeViolations(page);

    // The keyboard: an arrow proposes a move, Escape drops it and the stay keeps focus.
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(/^Moving to site .* Press Enter to confirm/)).toBeAttached();
    await page.keyboard.press("Escape");
    await expect(page.getByText(/^Moving to site /)).toHaveCount(0);
    await expect(bar).toBeFocused();

    // Enter asks in a dialog; Escape closes it and focus is back on the stay, not on the page.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Move ${GUEST.firstName} ${GUEST.lastName}` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(bar).toBeFocused();

    // A drag the desk cancels: the next click on the stay still opens it. The stay's last night is grabbed and
    // dropped on the night after it. Hover waits until the bar is still and is what the pointer would hit (not a
    // sticky head over it), so the press lands on the stay wherever the chart has scrolled to.
    const nextNight = chart.locator(`[data-site-row="${stay.siteName}"] [data-date="${stay.end}"]`);
    await nextNight.evaluate((cell) => cell.scrollIntoView({ block: "center", inline: "center" }));
    const grabbed = (await bar.boundingBox())!;
    await bar.hover({ position: { x: grabbed.width - 24, y: grabbed.height / 2 } });
    await page.mouse.down();
    // During the drag the stay's ghost lies over the nights: the pointer goes to the night's middle regardless.
    await nextNight.hover({ force: true });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await bar.click();
    // A bound on a page load, not a measured time (a development server compiles the page on its first visit).
    await expect(page).toHaveURL(/\/admin\/reservations\/[0-9a-f-]{36}/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      `${GUEST.firstName} ${GUEST.lastName}`,
    );
  });
}
