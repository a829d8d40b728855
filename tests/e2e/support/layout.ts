import { expect, type Page } from "@playwright/test";

/** Phones first: the page never scrolls sideways (`scrollWidth <= innerWidth`), whatever the viewport. */
export async function expectNoSideScroll(page: Page) {
  const { scrollWidth, innerWidth, url, culprit } = await page.evaluate(() => {
    const width = window.innerWidth;
    // The innermost element that reaches past the window's right edge, to name in the failure.
    const past = [...document.body.querySelectorAll("*")].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const element = past.find(
      (candidate) => !past.some((other) => other !== candidate && candidate.contains(other)),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: width,
      url: window.location.pathname,
      culprit: element
        ? `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`
        : "",
    };
  });
  expect(scrollWidth, `${url} scrolls sideways at ${innerWidth} px (widest: ${culprit})`).toBeLessThanOrEqual(
    innerWidth,
  );
}
