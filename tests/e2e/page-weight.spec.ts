import {
  FIRST_LOAD_JS_BUDGET_GZIP,
  firstLoadScripts,
  GUEST_ROUTES,
  placeDemoOrder,
} from "./support/page-weight";
import { expect, test } from "./support/test";

/**
 * Routes still over the 260 KB goal after the guest-site work of issue 12 merged (checkout's dialogs, the login
 * dialog that a visitor's /profile/account opens at once). Each is held at its weight today so it cannot grow while
 * it is brought down; the issue stays open for them (decision 0013). The browser's schemas moving to `zod/mini`
 * took 13 KB off /checkout (279 → 266) and /profile/account (311 → 298).
 */
const OVER_GOAL_CEILINGS_KB: Record<string, number> = {
  "/checkout": 268,
  "/profile/account": 300,
};

/**
 * Issue 12 §6: a first visit to any guest route fetches at most 260 KB of gzipped JavaScript from the production
 * build (bytes, not time: `npm run bench -- pages` reports the timings). Each route is opened in a fresh context,
 * as a visitor who has nothing cached.
 */
test("every guest route ships at most 260 KB of gzipped first-load JavaScript", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const invoice = await placeDemoOrder(baseURL!);
  const weights: Record<string, number> = {};
  for (const route of [...GUEST_ROUTES, `/checkout/confirmation/${invoice}`]) {
    const context = await browser.newContext();
    const weight = await firstLoadScripts(await context.newPage(), route);
    await context.close();
    expect(weight.files, `${route} loads the app's scripts`).toBeGreaterThan(3);
    weights[route] = Math.round(weight.gzip / 1024);
  }
  const overBudget = Object.entries(weights).filter(
    ([route, kb]) => kb * 1024 > (OVER_GOAL_CEILINGS_KB[route] ?? FIRST_LOAD_JS_BUDGET_GZIP / 1024) * 1024,
  );
  expect(overBudget, `gzipped KB per route: ${JSON.stringify(weights)}`).toEqual([]);
});

test("the login dialog's code is fetched when the dialog first opens, not with the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/about", { waitUntil: "networkidle" });
  const loaded = new Set(scripts);
  await page.getByTestId("account-link").first().click();
  await expect(page.getByRole("dialog", { name: "Sign in to Lantern Parks" })).toBeVisible();
  expect(
    scripts.filter((url) => !loaded.has(url)),
    "opening the dialog fetched its own code",
  ).not.toEqual([]);
});

test("the photo lightbox's code is fetched when a photo is first used, not with the park page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/trout-town-farms", { waitUntil: "networkidle" });
  const loaded = new Set(scripts);
  await page.getByRole("list", { name: "Photos" }).getByRole("button").first().click();
  await expect(page.getByRole("dialog", { name: "Photos of Trout Town Farms" })).toBeVisible();
  expect(
    scripts.filter((url) => !loaded.has(url)),
    "opening the lightbox fetched its own code",
  ).not.toEqual([]);
});
