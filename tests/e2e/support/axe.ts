import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSideScroll } from "./layout";

/** An axe run with every rule set takes seconds on a busy machine; it never counts against a journey's time. */
const AXE_TIME_ALLOWANCE_MS = 30_000;

/**
 * Waits until no finite CSS animation or transition runs (a dialog fading in, a row's highlight): axe measures
 * colours as painted, and text half-way through a fade has half its contrast. A transition can start a frame after
 * the state that asks for it, so each round first lets two frames pass; spinners (infinite) are not waited for.
 */
async function transitionsSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round += 1) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * WCAG 2.2 AA plus axe's best-practice and experimental rules: no violations on what the page shows now; and,
 * phones first, no sideways scrolling.
 */
export async function expectNoAxeViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + AXE_TIME_ALLOWANCE_MS);
  // A client navigation re-renders the page's metadata: Next removes its <title> and adds it back a moment later
  // (measured ~10 ms after the new content shows). Axe looks at the settled page; a page with no title still fails.
  await expect(page).toHaveTitle(/\S/);
  await expectNoSideScroll(page);
  await transitionsSettled(page);
  // Legacy mode runs axe in the page itself; the default runs each frame's part, then opens a new page to join
  // them (for cross-origin frames, which Lantern's pages have none of) — 3-4× the time. Only violations are
  // collected: the same rules run and report the same violations, without listing every pass (decision 0048).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" | ")}`,
    ),
  ).toEqual([]);
}
