import { test as base, expect, type Page } from "@playwright/test";

export { expect };

type SideScroll = { path: string; width: number; scrollWidth: number; culprit: string };

declare global {
  interface Window {
    __reportSideScroll?: (found: SideScroll) => void;
  }
}

/**
 * Every e2e test runs with a watch on sideways scrolling (phones first): at each page load, after each click,
 * key press or change, and a few times a second in between, the page reports `scrollWidth > innerWidth`, and
 * the test fails at its end naming the page and width. Steps that assert it on the spot use expectNoSideScroll.
 */
/**
 * A page's scripts start only once its main content has painted (decision 0038), so its `load` event can come
 * before React has hydrated it, and a click that early reaches a button with no handler yet (or a field filled
 * that early is emptied by it): `hydrated` waits for the page's hydration mark. Pages that are not the app's (a
 * JSON answer) have no held scripts.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      !document.querySelector('script[type="lantern/deferred"]'),
  );
}

type Navigation = "goto" | "reload" | "goBack" | "goForward";

/**
 * After every navigation the test makes on `page` (`goto`, `reload`, back, forward), waiting for `load` as by
 * default, the test waits for the page's hydration mark too. Every test's own page has it; a page of a context the
 * test opens itself (another guest) is given it with this call.
 */
export function awaitHydrationOnNavigation(page: Page): void {
  for (const name of ["goto", "reload", "goBack", "goForward"] as Navigation[]) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    page[name] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === "object" && arg !== null) as
        | { waitUntil?: string }
        | undefined;
      if (!options?.waitUntil || options.waitUntil === "load" || options.waitUntil === "networkidle") {
        await hydrated(page);
      }
      return response;
    }) as never;
  }
}

/**
 * The address a test's requests come from, as a proxy in front of the app would report it (the e2e servers trust
 * one hop): each test is a client of its own, with its own rate-limit buckets, as the many guests and desks of a
 * real day are. Without it the whole suite shares 127.0.0.1, and its sign-ins and checkouts add up to a limit
 * that one client would never reach. Stable for a test, so its own retries of one limit still count together.
 */
function clientAddressOf(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

export const test = base.extend<{ sideScrollWatch: undefined; hydrationWait: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddressOf(testInfo.testId) });
  },
  hydrationWait: [
    async ({ page }, use) => {
      awaitHydrationOnNavigation(page);
      await use(undefined);
    },
    { auto: true },
  ],
  sideScrollWatch: [
    async ({ page }, use) => {
      const found = new Map<string, SideScroll>();
      await page.exposeFunction("__reportSideScroll", (overflow: SideScroll) => {
        found.set(`${overflow.path}@${overflow.width}`, overflow);
      });
      await page.addInitScript(() => {
        const check = () => {
          const width = window.innerWidth;
          const scrollWidth = document.documentElement.scrollWidth;
          if (scrollWidth > width) {
            // The innermost element that reaches past the window's right edge, to name in the failure.
            const past = [...document.body.querySelectorAll("*")].filter(
              (element) => element.getBoundingClientRect().right > width + 0.5,
            );
            const element = past.find(
              (candidate) => !past.some((other) => other !== candidate && candidate.contains(other)),
            );
            const culprit = element
              ? `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">${(element.textContent ?? "").trim().slice(0, 60)}`
              : "";
            void window.__reportSideScroll?.({ path: window.location.pathname, width, scrollWidth, culprit });
          }
        };
        const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(check));
        window.addEventListener("load", afterPaint);
        for (const type of ["click", "keyup", "change"]) document.addEventListener(type, afterPaint, true);
        window.setInterval(check, 250);
      });
      await use(undefined);
      expect(
        [...found.values()].map(
          (o) => `${o.path} is ${o.scrollWidth} px wide at ${o.width} px (widest: ${o.culprit})`,
        ),
        "pages that scrolled sideways",
      ).toEqual([]);
    },
    { auto: true },
  ],
});
