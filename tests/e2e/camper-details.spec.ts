import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { chooseType } from "./support/cart";
import { expectNoSideScroll } from "./support/layout";
import { signUpAndConfirm } from "./support/mail";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

/**
 * Issue 35's details, as a camper who books on Hipcamp, KOA or Recreation.gov meets them: add-ons picked with the
 * site, the flexible-dates calendar's totals and its one-month step, one "from" price per type, a first tap that
 * is never lost, a heart that fills at once, a saved type's link that lands on the type, and 44 px tap targets.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const MIN_TAP = 44;

/** Every visible control of `controls` is at least 44 × 44 px (its bounding box, as a finger meets it). */
async function expectTapTargets(controls: Locator, what: string) {
  const found: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const name =
      (await control.getAttribute("aria-label")) ?? ((await control.textContent()) ?? "").trim().slice(0, 40);
    found.push(name);
    expect(Math.round(box.width), `${what}: "${name}" width`).toBeGreaterThanOrEqual(MIN_TAP);
    expect(Math.round(box.height), `${what}: "${name}" height`).toBeGreaterThanOrEqual(MIN_TAP);
  }
  expect(found.length, `${what}: some were measured`).toBeGreaterThan(0);
}

const money = (text: string) => Number(text.replace(/[^\d.]/g, ""));

/** The park's own scripts held back until `release` (decision 0038 starts them at the first tap): a tap before hydration. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUp(page: Page) {
  await signUpAndConfirm(page.request, {
    email: uniqueEmail("hearts"),
    password: "trout-season-2026",
    firstName: "Robin",
    lastName: "Camper",
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport === PHONE;

  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("add-ons picked with the site are priced in its total and arrive in the cart with it", async ({
      page,
    }) => {
      const stay = julyStay(1);
      await chooseType(page, "trout-town-farms", "Back-In RV Water & Electric", stay);
      const chooser = page.getByRole("region", { name: "Choose your site: Back-In RV Water & Electric" });
      const addons = chooser.getByRole("group", { name: "Add-ons for this stay" });
      await expect(addons).toContainText("50-Amp Electric Upgrade");
      await expect(addons).toContainText("$8.00 a night");
      // Mandatory fees are already in the price: never a choice.
      await expect(addons).not.toContainText("Pet Fee");
      const summary = chooser.getByRole("region", { name: "Your stay" });
      const totalOf = async () => money((await summary.locator("dd").last().textContent())!);
      const before = await totalOf();

      await addons.getByRole("button", { name: "One more: Firewood Bundle" }).click();
      await addons.getByRole("button", { name: "One more: Firewood Bundle" }).click();
      await addons.getByRole("button", { name: "One more: 50-Amp Electric Upgrade" }).click();
      await expect(addons.getByRole("status", { name: "2 × Firewood Bundle" })).toBeVisible();
      await expect(summary).toContainText("2 × $8.99 each");
      await expect(summary).toContainText("1 × $8.00 a night × 2 nights");
      // Two bundles at $8.99 and two nights of the upgrade at $8.00.
      await expect.poll(totalOf).toBeCloseTo(before + 17.98 + 16, 2);
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      if (phone) {
        await expectTapTargets(addons.getByRole("button"), "add-on steppers");
        await expectTapTargets(
          chooser.getByRole("button", { name: /^Site .+ on the map$/ }),
          "site map pins",
        );
        await expectTapTargets(chooser.getByRole("button", { name: "Add to cart" }), "Add to cart");
      }

      await chooser.getByRole("button", { name: "Add to cart" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const item = page
        .getByRole("region", { name: "Trout Town Farms" })
        .getByRole("article", { name: "Back-In RV Water & Electric" });
      await expect(item).toContainText("Firewood Bundle");
      await expect(item).toContainText("2 × $8.99");
      await expect(item).toContainText("50-Amp Electric Upgrade");
    });

    test("the flexible-dates calendar says its prices are whole-stay totals and steps one month at a time", async ({
      page,
    }) => {
      const stay = julyStay(1);
      await page.goto(`/trout-town-farms?start=${stay.start}&end=${stay.end}&adults=2`);
      let scope: Page | Locator = page;
      if (phone) {
        await page.getByTestId("search-launcher").click();
        scope = page.getByRole("dialog", { name: "Check dates at Trout Town Farms" });
      }
      await scope.getByRole("button", { name: /^Dates/ }).click();
      const picker = page.getByRole("dialog", { name: "Choose your dates" });
      const open = picker.locator('[data-arrival="open"]').first();
      await expect(open).toHaveAttribute("data-price", /^\$\d/);
      // The day's spoken name says the price is the stay's; the line above the days says it to the eye.
      await expect(open).toHaveAccessibleName(/, 2 nights from \$[\d,.]+$/);
      const legend = await picker
        .locator(".mantine-DatePickerInput-levelsGroup")
        .evaluate((months) => getComputedStyle(months, "::before").content);
      expect(legend).toBe('"Prices under each day: total for 2 nights, fees included"');
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
      if (phone) {
        await expectTapTargets(picker.getByRole("button", { name: /, 2027|, 20\d\d/ }), "calendar days");
        await expectTapTargets(picker.getByRole("button", { name: /month$/ }), "month controls");
      }

      const months = picker.locator(".mantine-DatePickerInput-calendarHeaderLevel");
      const shown = await months.allInnerTexts();
      expect(shown).toHaveLength(phone ? 1 : 2);
      await picker.getByRole("button", { name: "Next month" }).first().click();
      const next = new Date(`${shown[0]} 1`);
      next.setMonth(next.getMonth() + 1);
      const nextLabel = next.toLocaleDateString("en-US", { month: "long", year: "numeric" });
      // One step is one month: on a desktop the second month becomes the first.
      await expect(months.first()).toHaveText(nextLabel);
      if (!phone) await expect(months.first()).toHaveText(shown[1]!);
      await picker.getByRole("button", { name: "Previous month" }).first().click();
      await expect(months.first()).toHaveText(shown[0]!);
    });

    test("a type's From price is the same At a glance, on its card and on its card for a stay", async ({
      page,
    }) => {
      const glancePrice = async () =>
        (
          await page
            .getByRole("complementary", { name: "At a glance" })
            .locator("div", { has: page.getByText("Cabin Sites", { exact: true }) })
            .locator("dd")
            .textContent()
        )?.match(/\$[\d,.]+/)?.[0];

      await page.goto("/beaverkill-bend");
      const glance = await glancePrice();
      expect(glance).toMatch(/^\$\d/);
      const card = page
        .getByRole("list", { name: "Stay types" })
        .getByRole("article", { name: "Rustic Cabin" });
      await expect(card).toContainText(`From ${glance}/night`);

      // With a dog the cabin (no pets) cannot be booked: its card for the stay still says the same From price.
      const stay = julyStay(1);
      await page.goto(`/beaverkill-bend?start=${stay.start}&end=${stay.end}&adults=2&pets=1`);
      expect(await glancePrice()).toBe(glance);
      const forStay = page
        .getByRole("list", { name: "Stay types for your dates" })
        .getByRole("article", { name: "Rustic Cabin" });
      await expect(forStay).toContainText(`From ${glance}/night`);
      await expectNoSideScroll(page);
    });

    test("a tap made before the page has hydrated is not lost", async ({ page }) => {
      const stay = julyStay(1);
      const release = await holdScripts(page);
      await page.goto(`/trout-town-farms?start=${stay.start}&end=${stay.end}&adults=2`, {
        waitUntil: "domcontentloaded",
      });
      if (phone) await page.getByTestId("search-launcher").click();
      else
        await page
          .getByRole("form", { name: "Check dates at Trout Town Farms" })
          .getByRole("button", { name: /^Dates/ })
          .click();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      release();
      if (phone) {
        // The phone's search opens, and Dates in it opens the picker.
        const search = page.getByRole("dialog", { name: "Check dates at Trout Town Farms" });
        await expect(search).toBeVisible();
        await search.getByRole("button", { name: /^Dates/ }).click();
      }
      await expect(page.getByRole("dialog", { name: "Choose your dates" })).toBeVisible();
      await expectNoSideScroll(page);
    });

    test("the heart fills at once and says so, goes back with a reason when refused, and a saved type's link lands on the type", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signUp(page);
      const stay = julyStay(1);
      await page.goto(`/trout-town-farms?start=${stay.start}&end=${stay.end}&adults=2&children=1`);
      const types = page.getByRole("list", { name: "Stay types for your dates" });
      const heart = types.getByRole("button", {
        name: "Save Deluxe Cabin at Trout Town Farms to your wish list",
      });
      if (phone) await expectTapTargets(heart, "wish-list heart");

      // The server is slow to answer: the heart has already filled and the page has said so.
      let answer = () => {};
      const slow = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route(/booking\.wishlist\.addItem/, async (route) => {
        await slow;
        await route.continue();
      });
      await heart.click();
      const saved = types.getByRole("button", {
        name: "Remove Deluxe Cabin at Trout Town Farms from your wish list",
      });
      await expect(saved).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("alert").filter({ hasText: "Saved to your wish list" })).toBeVisible();
      await expectNoAxeViolations(page);
      answer();
      await expect(saved).not.toHaveAttribute("aria-busy", "true");
      await page.unroute(/booking\.wishlist\.addItem/);

      // A refusal puts the heart back and says it was not saved.
      await page.route(/booking\.wishlist\.addItem/, (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
      );
      await types
        .getByRole("button", { name: "Save Glamping Tent at Trout Town Farms to your wish list" })
        .click();
      await expect(
        page.getByRole("alert").filter({ hasText: "We could not save Glamping Tent" }),
      ).toBeVisible();
      await expect(
        types.getByRole("button", { name: "Save Glamping Tent at Trout Town Farms to your wish list" }),
      ).toHaveAttribute("aria-pressed", "false");
      await page.unroute(/booking\.wishlist\.addItem/);

      // The account's link goes back to the cabin's site chooser for the stay it was saved with.
      await page.goto("/profile/account");
      const link = page
        .getByRole("region", { name: "Wish list" })
        .getByRole("link", { name: "Deluxe Cabin at Trout Town Farms" });
      await expect(link).toHaveAttribute(
        "href",
        new RegExp(
          `^/trout-town-farms\\?start=${stay.start}&end=${stay.end}&adults=2&children=1&type=[\\w-]+#choose-site$`,
        ),
      );
      if (phone) {
        await expectTapTargets(
          page.getByRole("region", { name: "Wish list" }).locator("a, button"),
          "wish list links and Remove",
        );
      }
      await link.click();
      const chooser = page.getByRole("region", { name: "Choose your site: Deluxe Cabin" });
      await expect(chooser).toBeInViewport();
      // The party came back with the dates.
      await expect(
        phone
          ? page.getByTestId("search-launcher")
          : page.getByRole("form", { name: "Check dates at Trout Town Farms" }),
      ).toContainText("2 adults, 1 child");
      await expectNoSideScroll(page);
    });

    test("the Sort menu and the date picker, open, have no axe violations", async ({ page }) => {
      const stay = julyStay(1);
      await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
      await page.getByRole("button", { name: /^Sort: / }).click();
      const menu = page.getByRole("menu");
      await expect(menu.getByRole("menuitem", { name: "Price: low to high" })).toBeVisible();
      await expectNoAxeViolations(page);
      if (phone) await expectTapTargets(menu.getByRole("menuitem"), "sort menu items");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      if (phone) {
        await page.getByTestId("search-launcher").click();
        const search = page.getByRole("dialog", { name: "Find your campsite" });
        await search.getByRole("button", { name: /^Dates/ }).click();
      } else {
        await page.getByRole("button", { name: /^Dates/ }).click();
      }
      await expect(page.getByRole("dialog", { name: "Choose your dates" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("tap targets on a phone", () => {
  test.use({ viewport: PHONE });

  test("the search page's cards, search bar and toolbar, and the park page's controls are 44 px tap targets", async ({
    page,
  }) => {
    const stay = julyStay(1);
    await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
    await expectTapTargets(
      page.getByRole("list", { name: "Parks", exact: true }).getByRole("heading").getByRole("link"),
      "park card titles",
    );
    await expectTapTargets(page.getByRole("button", { name: /^(Sort: |Filters|Map)/ }), "results toolbar");
    await expectTapTargets(
      page.getByRole("list", { name: "Parks", exact: true }).getByTestId("wish-list-button"),
      "hearts",
    );

    await page.getByTestId("search-launcher").click();
    const search = page.getByRole("dialog", { name: "Find your campsite" });
    await expect(search).toBeVisible();
    await expectTapTargets(search.getByRole("button", { name: "Use my location" }), "Use my location");
    await expectTapTargets(
      search.locator(
        "input:not([type=hidden]), select, button[data-dates-input], button[data-field=guests], button[type=submit]",
      ),
      "search bar controls",
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.goto("/trout-town-farms");
    await expectTapTargets(
      page.getByRole("region", { name: "Trout Town Farms", exact: true }).locator("a, button"),
      "park hero",
    );
    await expectTapTargets(
      page.getByRole("complementary", { name: "At a glance" }).getByRole("link"),
      "At a glance",
    );
    await expectTapTargets(
      page.getByRole("list", { name: "Stay types" }).locator("a, button"),
      "stay type cards",
    );
    await expectNoSideScroll(page);
  });
});
