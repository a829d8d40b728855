import type { APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

/** The information pages of spec §2, each with the key of its content_pages row. */
const PAGES = [
  { path: "/accommodations", key: "accommodations" },
  { path: "/amenities", key: "amenities" },
  { path: "/attractions", key: "attractions" },
  { path: "/about", key: "about" },
  { path: "/faqs", key: "faqs" },
  { path: "/activities", key: "activities" },
  { path: "/roscoe-and-beyond", key: "roscoe-and-beyond" },
  { path: "/rewards", key: "rewards" },
  { path: "/legal/waivers/general", key: "waivers/general" },
  { path: "/legal/waivers/watercraft", key: "waivers/watercraft" },
];

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** The page's row as the API serves it, so the test does not repeat the seed's texts. */
async function contentPage(request: APIRequestContext, key: string) {
  const input = encodeURIComponent(JSON.stringify({ json: { key } }));
  const response = await request.get(`/api/trpc/booking.content.getPage?input=${input}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    result: { data: { json: { title: string; description: string } } };
  };
  return body.result.data.json;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const { path, key } of PAGES) {
  test(`${path} shows the title and description of its page from the database`, async ({ page, request }) => {
    const row = await contentPage(request, key);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(row.title);
    await expect(page.getByText(row.description, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(row.title)}`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", row.title);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /^https?:\/\/.+\.webp$/,
    );
  });

  for (const viewport of WIDTHS) {
    test(`${path} has no axe violations (WCAG 2.2 AA) at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test.describe("the waiver index", () => {
  for (const viewport of WIDTHS) {
    test(`lists both waivers and has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/legal/waivers");
      await expect(page.getByRole("heading", { level: 1, name: "Waivers" })).toBeVisible();
      await expect(page.getByRole("link", { name: "General release of liability" })).toHaveAttribute(
        "href",
        "/legal/waivers/general",
      );
      await expect(page.getByRole("link", { name: "Watercraft rental waiver" })).toHaveAttribute(
        "href",
        "/legal/waivers/watercraft",
      );
      await expectNoAxeViolations(page);
    });
  }

  test("an unknown waiver answers 404", async ({ page }) => {
    const response = await page.goto("/legal/waivers/no-such-waiver");
    expect(response?.status()).toBe(404);
  });
});

test("a FAQ answer opens and closes from the keyboard", async ({ page }) => {
  await page.goto("/faqs");
  const question = page.getByRole("button", { name: "Can I bring my dog?" });
  const answer = page.getByText(/Yes, on most tent and RV sites/);
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();

  // Retried until the page has hydrated: a key pressed before that reaches a button without a handler.
  await expect(async () => {
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass();
  await expect(answer).toBeVisible();

  // Arrow keys move between questions; Space toggles the focused one.
  await page.keyboard.press("ArrowDown");
  const next = page.getByRole("button", { name: "Can I bring my own firewood?" });
  await expect(next).toBeFocused();
  await page.keyboard.press("Space");
  await expect(next).toHaveAttribute("aria-expanded", "true");

  await question.focus();
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
});

test("FAQ answers are in the served HTML for search engines, with FAQPage data", async ({ request }) => {
  const html = await (await request.get("/faqs")).text();
  expect(html).toContain("Yes, on most tent and RV sites");
  expect(html).toContain('"@type":"FAQPage"');
});

test("accommodations lists campsite types by category with park, price and guests", async ({ page }) => {
  await page.goto("/accommodations");
  for (const heading of ["Tent Sites", "RV Sites", "Cabin Sites", "Other Sites"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const cabins = page.getByRole("region", { name: "Cabin Sites" });
  const card = cabins.getByRole("listitem").filter({ hasText: "Trout Town Farms" }).first();
  await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
  await expect(card.getByRole("link", { name: "Trout Town Farms" })).toHaveAttribute(
    "href",
    "/trout-town-farms",
  );
  await expect(card).toContainText(/From \$\d+\.\d{2}\/night/);
  await expect(card).toContainText(/Sleeps \d+/);
  await expect(card.getByRole("img")).toHaveAttribute("alt", /at Trout Town Farms$/);
});

test("attractions show how far each place is", async ({ page }) => {
  await page.goto("/attractions");
  await expect(page.getByRole("listitem").filter({ hasText: "Junction Pool" })).toContainText("0.3 mi away");
});

test("rewards explains the programme and invites a visitor to create an account", async ({ page }) => {
  await page.goto("/rewards");
  const summary = page.getByRole("region", { name: "Lantern Rewards" });
  await expect(summary).toContainText("$19.99");
  await expect(summary).toContainText("Rewards Discount");
  await expect(summary).toContainText(/renews automatically/i);
  await expect(summary).toContainText(/cancel online/i);
  const join = summary.getByRole("link", { name: "Create an account to join" });
  await expect(join).toHaveAttribute("href", "/rewards?redirect=/rewards&auth=login");
  await join.click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/rewards" &&
      url.searchParams.get("auth") === "login" &&
      url.searchParams.get("redirect") === "/rewards",
  );
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
});

test("sitemap.xml lists home, the information pages, every park and the waivers as absolute URLs", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(locations).toEqual(
    expect.arrayContaining([
      "/",
      "/faqs",
      "/accommodations",
      "/trout-town-farms",
      "/catskill-conestoga-wagon-outpost",
      "/legal/waivers",
      "/legal/waivers/general",
    ]),
  );
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/trout-town-farms<\/loc>/);
});

test("robots.txt allows the site, keeps crawlers out of checkout and points at the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^Allow: \/$/m);
  for (const path of ["/cart", "/checkout", "/profile", "/api"]) {
    expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
  }
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});
