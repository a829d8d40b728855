import { test as base, expect } from "@playwright/test";

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
export const test = base.extend<{ sideScrollWatch: undefined }>({
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
