import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoSideScroll } from "./support/layout";
import { addDaysIso, julyStay } from "./support/stays";
import { expect, test } from "./support/test";

/** The Friday of the same July, for a one-night weekend stay that the two-night weekend minimum refuses. */
function julyFriday() {
  const { start } = julyStay();
  const friday = addDaysIso(start, 3);
  return { start: friday, end: addDaysIso(friday, 1) };
}

async function pickDates(page: Page, stay: ReturnType<typeof julyStay>) {
  await page.getByRole("button", { name: /^Dates/ }).click();
  const startDay = page.getByRole("button", { name: stay.startLabel, exact: true });
  for (let step = 0; step < 24 && !(await startDay.isVisible()); step += 1) {
    await page.getByRole("button", { name: "Next month" }).first().click();
  }
  await startDay.click();
  await page.getByRole("button", { name: stay.endLabel, exact: true }).click();
}

/**
 * A Tuesday-to-Thursday stay in the off-season (Nov 5 – Apr 20) at least two weeks ahead, so that the parks open
 * in May are closed and their opening is inside the booking window whatever day the tests run.
 */
function offSeasonStay() {
  const day = new Date(Date.now() + 14 * 86_400_000);
  const offSeason = (date: Date) => {
    const [month, dayOfMonth] = [date.getUTCMonth() + 1, date.getUTCDate()];
    return (
      month === 12 || month <= 3 || (month === 11 && dayOfMonth >= 5) || (month === 4 && dayOfMonth <= 20)
    );
  };
  while (!(offSeason(day) && day.getUTCDay() === 2)) day.setUTCDate(day.getUTCDate() + 1);
  const start = day.toISOString().slice(0, 10);
  return { start, end: addDaysIso(start, 2) };
}

function parkCards(page: Page) {
  return page.getByRole("list", { name: "Parks", exact: true }).getByRole("article");
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await parkCards(page).locator("strong").allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, "")));
}

test("search from the home page, filter, sort, open a park, read prices and a failure reason, pick a site on the map", async ({
  page,
}) => {
  const stay = julyStay();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Our parks" })).toBeVisible();

  // Where from: a town typed and picked from the offline list.
  await page.getByRole("combobox", { name: "Where from" }).fill("Roscoe");
  await page.getByRole("option", { name: "Roscoe, NY" }).click();
  await pickDates(page, stay);
  await expect(page.getByText("2 nights", { exact: true })).toBeVisible();
  // The party, by keyboard: the guests popover and its steppers.
  await page.getByRole("button", { name: /Guests/ }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "More adults" }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: /Guests/ })).toContainText("2 adults");
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`start=${stay.start}&end=${stay.end}&adults=2&loc=Roscoe`));
  await expect(page.getByRole("heading", { name: /of 4 parks available/ })).toBeVisible();
  await expect(parkCards(page).first()).toContainText("mi away");
  await expect(parkCards(page).first()).toContainText("/night");
  // Default order: price high to low.
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await expectNoAxeViolations(page);

  // Sort by price, low to high: a new URL.
  await page.getByRole("button", { name: "Sort: Price: high to low" }).click();
  await page.getByRole("menuitem", { name: "Price: low to high" }).click();
  await expect(page).toHaveURL(/sort=PRICE_LOW_TO_HIGH/);
  await expect.poll(async () => cardPrices(page)).toEqual([...prices].sort((a, b) => a - b));

  // Filter: the apply button counts the parks live before anything changes.
  await page.getByRole("button", { name: "Filters" }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog.getByRole("button", { name: "Show 4 parks with sites" })).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Pool", exact: true }).check();
  await expect(dialog.getByRole("button", { name: "Show 1 park with sites" })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Show 1 park with sites" }).click();
  await expect(page).toHaveURL(/features=Pool/);
  await expect(parkCards(page)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

  // The back button undoes the filter; forward brings it back.
  await page.goBack();
  await expect(parkCards(page)).toHaveCount(4);
  await page.goForward();
  await expect(parkCards(page)).toHaveCount(1);

  // Open the park: its types for the stay, with prices and the reasons for what is not open.
  await parkCards(page).getByRole("link", { name: "Trout Town Farms", exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/trout-town-farms\\?start=${stay.start}&end=${stay.end}&adults=2`),
  );
  const types = page.getByRole("list", { name: "Stay types for your dates" });
  const rv = types.getByRole("article", { name: "Full Hookup RV Pull-Through" });
  await expect(rv).toContainText("/night");
  await expect(rv).toContainText("for 2 nights");
  await expect(rv).toContainText("Fits RVs up to");
  const group = types.getByRole("article", { name: "Group Tent Site" });
  await expect(group).toContainText("Not available for your dates");
  await expect(group).toContainText("Call the park to book this site.");

  // Pick a specific site on the map: the lock fee joins the total.
  await rv.getByRole("link", { name: /Choose a site/ }).click();
  const chooser = page.getByRole("region", { name: /Choose your site: Full Hookup RV Pull-Through/ });
  await expect(chooser).toBeVisible();
  const summary = chooser.getByRole("region", { name: "Your stay" });
  const stayTotal = await summary
    .getByText(/^\$[\d,.]+$/)
    .first()
    .textContent();
  await expect(chooser.getByRole("radio", { name: /Any available site/ })).toBeChecked();
  const pin = chooser.getByRole("button", { name: /^Site .+ on the map$/ }).first();
  const pinName = (await pin.getAttribute("aria-label"))!.replace(/^Site | on the map$/g, "");
  await pin.click();
  await expect(pin).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/[?&]site=[0-9a-f-]{36}/);
  await expect(chooser.getByRole("radio", { name: new RegExp(`^Site ${pinName}\\b`) })).toBeChecked();
  await expect(summary).toContainText(`Site lock: ${pinName}`);
  await expect(summary).toContainText("$10.00");
  const total = (Number(stayTotal!.replace(/[$,]/g, "")) + 10).toFixed(2);
  await expect(summary).toContainText(`Total before taxes$${total}`);
  await expectNoAxeViolations(page);

  // The choice survives a reload (it is in the URL).
  await page.reload();
  await expect(page.getByRole("button", { name: `Site ${pinName} on the map` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a one-night weekend stay explains the two-night minimum and offers the nearest dates that work", async ({
  page,
}) => {
  const friday = julyFriday();
  await page.goto(`/trout-town-farms?start=${friday.start}&end=${friday.end}&adults=2`);
  const cabin = page
    .getByRole("list", { name: "Stay types for your dates" })
    .getByRole("article", { name: "Deluxe Cabin" });
  await expect(cabin).toContainText("This site requires a 2-night minimum stay for these dates.");
  const hint = cabin.getByRole("link", { name: /^Try / });
  await expect(hint).toContainText("(2 nights)");
  await expectNoAxeViolations(page);
  await hint.click();
  const again = page
    .getByRole("list", { name: "Stay types for your dates" })
    .getByRole("article", { name: "Deluxe Cabin" });
  await expect(again).toContainText("for 2 nights");
  await expect(again).not.toContainText("Not available");
});

test("the map shows the parks of the search and opens a park with the stay", async ({ page }) => {
  const stay = julyStay();
  await page.goto(`/?start=${stay.start}&end=${stay.end}`);
  await page.getByRole("button", { name: "Map" }).click();
  const map = page.getByRole("dialog", { name: "Parks on the map" });
  await expect(map.getByRole("link")).toHaveCount(4);
  await expectNoAxeViolations(page);
  await map.getByRole("link", { name: /^Trout Town Farms from \$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/trout-town-farms\\?start=${stay.start}&end=${stay.end}$`));
  // The route change closed the map.
  await expect(page.getByRole("dialog", { name: "Parks on the map" })).toHaveCount(0);
});

test.describe("use my location", () => {
  test.use({ geolocation: { latitude: 41.95, longitude: -74.92 }, permissions: ["geolocation"] });

  test("fills the place from the browser and measures distances from it", async ({ page }) => {
    const stay = julyStay();
    await page.goto(`/?start=${stay.start}&end=${stay.end}`);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("combobox", { name: "Where from" })).toHaveValue("Your location");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/lat=41\.95/);
    await expect(parkCards(page).first()).toContainText("mi away");
  });
});

test("the search bar explains what is missing at each field", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Where from" }).fill("Nowhere at all");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Choose your arrival and departure dates")).toBeVisible();
  await expect(
    page.getByText("Pick a place from the list, or clear the field to see every park"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("results and a park's stay are usable and pass axe at 390 px", async ({ page }) => {
    const stay = julyStay();
    await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
    await expect(parkCards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/trout-town-farms?start=${stay.start}&end=${stay.end}&adults=2`);
    await page
      .getByRole("article", { name: "Orchard Tent Site" })
      .getByRole("link", { name: /Choose a site/ })
      .click();
    await expect(page.getByRole("region", { name: /Choose your site/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("a search link with values out of range still shows the page", async ({ page }) => {
  const far = await page.goto("/?start=9999-12-25&end=9999-12-31");
  expect(far?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Our parks" })).toBeVisible();
  const stay = julyStay();
  const odd = await page.goto(
    `/trout-town-farms?start=${stay.start}&end=${stay.end}&rvTypes=${"x".repeat(150)}`,
  );
  expect(odd?.status()).toBe(200);
  await expect(page.getByRole("list", { name: "Stay types for your dates" })).toBeVisible();
});

test.describe("the parks map on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("fills the screen and passes axe", async ({ page }) => {
    const stay = julyStay();
    await page.goto(`/?start=${stay.start}&end=${stay.end}`);
    await page.getByRole("button", { name: "Map" }).click();
    await expect(page.getByRole("dialog", { name: "Parks on the map" }).getByRole("link")).toHaveCount(4);
    await expectNoAxeViolations(page);
  });
});

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a park page keeps the search's filters and sort, and the way back keeps them too", async ({
      page,
    }) => {
      const stay = julyStay(2);
      const search = `start=${stay.start}&end=${stay.end}&adults=2&category=lodging&amenities=kitchen&sort=PRICE_LOW_TO_HIGH`;
      await page.goto(`/?${search}`);
      await expect(parkCards(page).first()).toBeVisible();
      await expectNoSideScroll(page);

      await parkCards(page).getByRole("link", { name: "Trout Town Farms", exact: true }).click();
      await expect(page).toHaveURL(/\/trout-town-farms\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("category")).toBe("lodging");
      expect(url.searchParams.get("amenities")).toBe("kitchen");
      expect(url.searchParams.get("sort")).toBe("PRICE_LOW_TO_HIGH");
      const types = page.getByRole("list", { name: "Stay types for your dates" }).getByRole("article");
      await expect(types.first()).toBeVisible();
      // Only cabins with a kitchen (the type's amenity), cheapest first as asked.
      for (const type of await types.all())
        await expect(type.locator("p").first()).toContainText("Cabin Site");
      await expect(types.filter({ hasText: "Deluxe Cabin" })).toHaveCount(1);
      await expect(types.filter({ hasText: "Orchard Tent Site" })).toHaveCount(0);
      const prices = (await types.locator("strong").allTextContents()).map((text) =>
        Number(text.replace(/[$,]/g, "")),
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      await expect(page.getByRole("list", { name: "Filters" })).toContainText("Kitchen");
      await expect(page.getByRole("link", { name: "Price: low to high" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expectNoSideScroll(page);

      // The sort changes in place, high to low.
      await page.getByRole("link", { name: "Price: high to low" }).click();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page.getByRole("link", { name: "Price: high to low" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expectNoSideScroll(page);

      // Back to every park with the same filters.
      await page.getByRole("link", { name: "All parks for this search" }).click();
      await expect(page).toHaveURL(/\/\?start=/);
      const back = new URL(page.url());
      expect(back.searchParams.get("category")).toBe("lodging");
      expect(back.searchParams.get("amenities")).toBe("kitchen");
      await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
      await expectNoSideScroll(page);
    });

    test("off-season: the results say most parks are closed and each closed park links to its nearest open dates", async ({
      page,
    }) => {
      const stay = offSeasonStay();
      await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
      const notice = page.getByRole("complementary", { name: /Most of our parks are closed for the season/ });
      await expect(notice).toContainText("(season May 1 – Oct 31)");
      await expect(notice.getByRole("link")).toHaveAttribute("href", /start=\d{4}-05-/);
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);

      const closed = parkCards(page).filter({ hasText: "Closed for the season" });
      expect(await closed.count()).toBeGreaterThanOrEqual(2);
      for (const card of await closed.all()) {
        await expect(card.getByRole("link", { name: /→/ })).toHaveAttribute(
          "href",
          /\?start=\d{4}-05-\d\d&end=/,
        );
      }
      await parkCards(page)
        .getByRole("link", { name: /→ .+ at Trout Town Farms$/ })
        .click();
      await expect(page).toHaveURL(/\/trout-town-farms\?start=\d{4}-05-/);
      await expect(
        page
          .getByRole("list", { name: "Stay types for your dates" })
          .getByRole("link", { name: /Choose a site/ })
          .first(),
      ).toBeVisible();
      await expectNoSideScroll(page);
    });

    test("a type that does not fit the guest's rig says so", async ({ page }) => {
      const stay = julyStay(2);
      await page.goto(
        `/trout-town-farms?start=${stay.start}&end=${stay.end}&equipment=Motorhome&rvLength=30`,
      );
      const cabin = page
        .getByRole("list", { name: "Stay types for your dates" })
        .getByRole("article", { name: "Deluxe Cabin" });
      await expect(cabin).toContainText("Not for your rig");
      await expect(cabin).toContainText("Does not fit your 30 ft motorhome.");
      await expect(cabin).not.toContainText("free for all of your nights");
      await expectNoSideScroll(page);
    });
  });
}

test("a guest who needs an accessible site filters for it, is offered only accessible sites at no extra fee, and books one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stay = julyStay(1);
  await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
  await page.getByRole("button", { name: "Filters" }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await dialog.getByRole("checkbox", { name: "Accessible site" }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: /^Show \d+ parks? with sites$/ }).click();
  await expect(page).toHaveURL(/accessible=1/);
  await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

  await parkCards(page).getByRole("link", { name: "Trout Town Farms", exact: true }).click();
  await expect(page).toHaveURL(/\/trout-town-farms\?.*accessible=1/);
  await expect(page.getByRole("list", { name: "Filters" })).toContainText("Accessible site");
  await page
    .getByRole("list", { name: "Stay types for your dates" })
    .getByRole("article", { name: "Orchard Tent Site", exact: true })
    .getByRole("link", { name: /Choose a site/ })
    .click();
  const chooser = page.getByRole("region", { name: "Choose your site: Orchard Tent Site" });
  await expect(chooser.getByRole("radio", { name: /Any accessible site/ })).toBeChecked();
  // Every site offered is an accessible one, its features listed.
  const sites = chooser.getByRole("radio").filter({ hasNotText: "Any accessible site" });
  await expect(sites.first()).toBeVisible();
  for (const site of await sites.all()) await expect(site).toHaveAccessibleName(/Accessible/);
  await expectNoAxeViolations(page);

  await chooser.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("region", { name: "Trout Town Farms" })).toContainText("Orchard Tent Site");
});

test.describe("flexible dates on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a park's date picker shows each arrival day's lowest price or why not, and an open weekend is booked from it", async ({
    page,
  }) => {
    const stay = julyStay();
    await page.goto(`/trout-town-farms?start=${stay.start}&end=${stay.end}&adults=2`);
    await page.getByTestId("search-launcher").click();
    const search = page.getByRole("dialog", { name: "Check dates at Trout Town Farms" });
    await expect(search.getByText("2 nights · calendar shows 2-night prices")).toBeVisible();
    await search.getByRole("button", { name: /^Dates/ }).click();
    const picker = page.getByRole("dialog", { name: "Choose your dates" });
    const open = picker.locator('[data-arrival="open"]');
    const closed = picker.locator('[data-arrival="closed"]');
    await expect(open.first()).toBeVisible();
    // Its price is drawn under the day's number.
    await expect(open.first()).toHaveAttribute("data-price", /^\$\d/);
    // Weekends are not painted as if they were unavailable.
    await expect(picker.locator("[data-weekend]")).toHaveCount(0);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // A day nothing can start on says why, to the eye on hover and to a screen reader with the date.
    const refused = closed.first();
    await expect(refused).toHaveAccessibleName(/, not available for 2 nights: .+/);
    await refused.hover();
    const reason = (await refused.getAttribute("aria-label"))!.split(": ").slice(1).join(": ");
    await expect(refused.getByText(reason)).toBeVisible();
    await expectNoSideScroll(page);

    // The first open Friday of the month: its label carries the weekend's lowest all-in price.
    const year = stay.start.slice(0, 4);
    const friday = picker
      .getByRole("button", { name: new RegExp(`^Friday, July \\d+, ${year}, 2 nights from`) })
      .first();
    const label = (await friday.getAttribute("aria-label"))!;
    const price = Number(/2 nights from \$([\d,.]+)$/.exec(label)![1]!.replace(/,/g, ""));
    const fridayDate = Number(/July (\d+)/.exec(label)![1]);
    await friday.click();
    await picker.getByRole("button", { name: new RegExp(`^Sunday, July ${fridayDate + 2}, `) }).click();
    await search.getByRole("button", { name: "Search", exact: true }).click();
    const start = `${stay.start.slice(0, 8)}${String(fridayDate).padStart(2, "0")}`;
    await expect(page).toHaveURL(new RegExp(`start=${start}&end=${addDaysIso(start, 2)}`));

    // The cheapest stay type on the page costs what the calendar said.
    const types = page.getByRole("list", { name: "Stay types for your dates" });
    await expect(types).toBeVisible();
    const totals = (await types.getByText(/^\$[\d,.]+ for 2 nights$/).allTextContents()).map((text) =>
      Number(text.replace(/[$,]|for 2 nights/g, "").trim()),
    );
    expect(Math.min(...totals)).toBe(price);
  });
});
