import { expect, type Page } from "@playwright/test";

/** Phones first: the page never scrolls sideways (`scrollWidth <= innerWidth`), whatever the viewport. */
export async function expectNoSideScroll(page: Page) {
  const { scrollWidth, innerWidth, url } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    url: window.location.pathname,
  }));
  expect(scrollWidth, `${url} scrolls sideways at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}
