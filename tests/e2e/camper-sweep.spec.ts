import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { chooseType } from "./support/cart";
import { fillCheckout, payButton } from "./support/checkout";
import { signUpAndConfirm } from "./support/mail";
import { actAsMemberDuringEvent } from "./support/member-event";
import { addDaysIso, julyStay } from "./support/stays";
import { smallTapTargets } from "./support/tap-targets";
import { expect, test } from "./support/test";

/**
 * The camper's sweep (issue 35): every public page and every dialog or menu a camper opens, at a phone's 390 px
 * and a desktop's 1440 px, has no axe violation and does not scroll sideways; on the phone every visible control
 * is a 44 × 44 px tap target, or a link inside running text. Each test collects what it finds on every page it
 * visits and fails at its end with the whole list (page, control, size), so one run names everything left to fix.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A spring stay of its own for each width (the other specs book July, August and September). */
function juneStay(week: 0 | 1) {
  const { start: july } = julyStay(1);
  const year = Number(july.slice(0, 4));
  const first = new Date(Date.UTC(year, 5, 1));
  const tuesday = 1 + ((2 - first.getUTCDay() + 7) % 7) + 7 * week;
  const start = `${year}-06-${String(tuesday).padStart(2, "0")}`;
  return {
    start,
    end: addDaysIso(start, 2),
    startLabel: `${tuesday} June ${year}`,
    endLabel: `${tuesday + 2} June ${year}`,
  };
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** What one sweep found wrong, one line per problem. */
type Findings = string[];

/** Axe and sideways scrolling on what the page shows now; on a phone, the tap targets too. */
async function sweep(page: Page, where: string, findings: Findings) {
  try {
    await expectNoAxeViolations(page);
  } catch (error) {
    findings.push(`${where}: ${(error as Error).message.split("\n").slice(0, 12).join(" ")}`);
  }
  if ((page.viewportSize()?.width ?? 0) < 700) {
    for (const small of await smallTapTargets(page)) {
      findings.push(`${where}: ${small.element} is ${small.width} × ${small.height} px`);
    }
  }
}

async function visit(page: Page, path: string, findings: Findings, heading?: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await sweep(page, path, findings);
}

const INFORMATION_PAGES = [
  "/accommodations",
  "/amenities",
  "/attractions",
  "/activities",
  "/roscoe-and-beyond",
  "/about",
  "/contact",
  "/faqs",
  "/legal/waivers",
  "/legal/privacy",
];

for (const viewport of [PHONE, DESKTOP]) {
  const width = viewport.width;

  test.describe(`the camper's sweep at ${width} px`, () => {
    test.use({ viewport });

    test(`home, search results, a park, its types and the information pages at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const findings: Findings = [];
      const stay = juneStay(0);
      await visit(page, "/", findings);
      await visit(page, `/?start=${stay.start}&end=${stay.end}&adults=2`, findings);
      await expect(page.getByRole("heading", { name: /parks? available/ })).toBeVisible();
      await visit(page, "/trout-town-farms", findings, "Trout Town Farms");
      await chooseType(page, "trout-town-farms", "Orchard Tent Site", stay);
      await sweep(page, "a type's site chooser", findings);
      for (const path of INFORMATION_PAGES) await visit(page, path, findings);
      await visit(page, "/find-booking", findings, "Find my booking");
      await visit(page, "/rewards", findings);
      // An alert e-mail's link that no longer works still answers with a page of the site.
      await visit(page, `/alerts/confirm/${"x".repeat(43)}`, findings, "This link does not work");
      await visit(page, `/reviews/${"x".repeat(43)}`, findings);
      expect(findings).toEqual([]);
    });

    test(`the 404 page paints with the site's header, footer and ways on at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const findings: Findings = [];
      for (const [path, title] of [
        ["/no-such-page", "We could not find that park"],
        ["/trout-town-farms/no-such-type", "We could not find that page"],
        ["/legal/waivers/no-such-waiver", "We could not find that page"],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByTestId("site-header")).toBeVisible();
        await expect(page.getByTestId("site-footer")).toBeVisible();
        const ways = page.getByRole("main");
        await expect(ways.getByRole("link", { name: "Search campsites" })).toHaveAttribute("href", "/");
        await expect(
          ways.getByRole("navigation", { name: "Our parks" }).getByRole("link", { name: "Trout Town Farms" }),
        ).toHaveAttribute("href", "/trout-town-farms");
        await sweep(page, path, findings);
      }
      expect(findings).toEqual([]);
    });

    test(`the open menus and dialogs at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      const findings: Findings = [];
      const stay = juneStay(0);
      await page.goto("/about");
      if (width < 1230) {
        await page.getByTestId("burger").click();
        const menu = page.getByRole("dialog", { name: "Menu" });
        await expect(menu).toBeVisible();
        await sweep(page, "the mobile menu", findings);
        await menu.getByRole("button", { name: "Locations" }).click();
        await expect(menu.getByRole("link", { name: "Trout Town Farms" })).toBeVisible();
        await sweep(page, "the mobile menu's Locations", findings);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
      } else {
        await page.getByRole("button", { name: "Locations" }).click();
        await expect(page.getByRole("menu").getByRole("menuitem")).toHaveCount(4);
        await sweep(page, "the Locations menu", findings);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("menu")).toBeHidden();
      }

      await page.goto("/faqs?redirect=/profile/account&auth=login");
      await expect(page.getByRole("dialog", { name: "Sign in to Lantern Parks" })).toBeVisible();
      await sweep(page, "the login dialog", findings);

      await page.goto(`/?start=${stay.start}&end=${stay.end}&adults=2`);
      await page.getByRole("button", { name: "Filters" }).click();
      const filters = page.getByRole("dialog", { name: "Filters" });
      await expect(filters).toBeVisible();
      await sweep(page, "the filter dialog", findings);
      await page.keyboard.press("Escape");
      await expect(filters).toBeHidden();
      await page.getByRole("button", { name: "Map" }).click();
      const map = page.getByRole("dialog", { name: "Parks on the map" });
      await expect(map.getByRole("link").first()).toBeVisible();
      await sweep(page, "the map dialog", findings);
      expect(findings).toEqual([]);
    });

    test(`a booking from cart to confirmation keeps the guest's details and formats the card at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const findings: Findings = [];
      const stay = juneStay(width < 700 ? 0 : 1);
      await chooseType(page, "beaverkill-bend", "Riverside Tent Site", stay);
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await sweep(page, "/cart with a stay", findings);

      await page.getByRole("link", { name: "Check out" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await sweep(page, "/checkout", findings);
      const form = page.getByRole("form", { name: "Checkout" });
      const email = uniqueEmail("sweep");
      await fillCheckout(page, "4242424242424242", email);
      // The card number reads in groups of four as it is typed.
      await expect(form.getByRole("textbox", { name: "Card number" })).toHaveValue("4242 4242 4242 4242");
      const trip = page.getByRole("button", { name: /^Add trip details for Riverside Tent Site/ });
      await trip.click();
      const tripDialog = page.getByRole("dialog", { name: /^Trip details: Riverside Tent Site/ });
      await tripDialog.getByRole("textbox", { name: "Notes to the park (optional)" }).fill("Two kayaks");
      await sweep(page, "the trip details dialog", findings);
      await tripDialog.getByRole("button", { name: "Save trip details" }).click();
      await expect(tripDialog).toHaveCount(0);

      // Back to the cart and here again: the guest's details and trip details are kept, the card is not.
      await page.goBack();
      await expect(page).toHaveURL(/\/cart$/);
      await page.getByRole("link", { name: "Check out" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await expect(form.getByRole("textbox", { name: "First name" })).toHaveValue("Ann");
      await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
      await expect(form.getByRole("textbox", { name: "Phone" })).toHaveValue("607-555-0199");
      await expect(form.getByRole("textbox", { name: "ZIP or postal code" })).toHaveValue("13901");
      await expect(
        page.getByRole("button", { name: /^Edit trip details for Riverside Tent Site/ }),
      ).toBeVisible();
      await expect(form.getByRole("textbox", { name: "Card number" })).toHaveValue("");
      await fillCheckout(page, "4242 4242 4242 4242", email);
      await payButton(page).click();

      await expect(page).toHaveURL(/\/checkout\/confirmation\/[0-9a-f-]{36}$/, { timeout: 30_000 });
      const code = page.getByText(/^LNT-[2-9A-HJKMNP-TV-Z]{6}$/);
      await expect(code).toBeVisible();
      await sweep(page, "the confirmation", findings);
      // The booking is placed: a new checkout starts empty.
      expect(
        await page.evaluate(() =>
          Object.keys(sessionStorage).filter((key) => key.startsWith("lantern:checkout-draft:")),
        ),
      ).toEqual([]);

      const confirmation = (await code.textContent())!;
      await page.goto("/find-booking");
      await page.getByRole("textbox", { name: "Confirmation code" }).fill(confirmation);
      await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
      await page.getByRole("button", { name: "Find my booking" }).click();
      await expect(page).toHaveURL(/\/checkout\/confirmation\//, { timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await sweep(page, "a booking found by its code", findings);
      expect(findings).toEqual([]);
    });

    test(`a signed-in camper's account and Rewards at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const findings: Findings = [];
      await signUpAndConfirm(page.request, {
        email: uniqueEmail("sweep-account"),
        password: "trout-season-2026",
        firstName: "Sam",
        lastName: "Camper",
      });
      await visit(page, "/profile/account", findings);
      await visit(page, "/rewards", findings);
      expect(findings).toEqual([]);
    });
  });
}

test.describe("the announcements on a phone", () => {
  test.use({ viewport: PHONE });

  test("the promo banner names the nights its code is for, and a member's two announcements show one at a time", async ({
    page,
  }) => {
    await actAsMemberDuringEvent(page);
    await page.goto("/");
    const banner = page.getByTestId("promo-banner");
    const ribbon = page.getByTestId("member-event");
    await expect(banner).toContainText("code TROUT15");
    await expect(banner).toContainText(/Valid for nights [A-Z][a-z]{2} \d+ – [A-Z][a-z]{2} \d+, \d{4}\./);
    const next = page.getByRole("button", { name: "Show the member event: Member Month" });
    await expect(next).toBeVisible();
    await expect(ribbon).toBeHidden();
    const strip = await page.getByTestId("announcements").boundingBox();
    expect(strip?.height).toBeLessThanOrEqual(80);
    await next.click();
    await expect(ribbon).toContainText("Member Month");
    await expect(banner).toBeHidden();
    await page.getByRole("button", { name: "Show the promotion" }).click();
    await expect(banner).toBeVisible();
    const findings: Findings = [];
    await sweep(page, "/ with a member's announcements", findings);
    expect(findings).toEqual([]);
  });
});
