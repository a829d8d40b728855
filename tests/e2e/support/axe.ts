import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { expectNoSideScroll } from "./layout";

/** An axe run with every rule set takes seconds on a busy machine; it never counts against a journey's time. */
const AXE_TIME_ALLOWANCE_MS = 30_000;

/**
 * WCAG 2.2 AA plus axe's best-practice and experimental rules: no violations on what the page shows now; and,
 * phones first, no sideways scrolling.
 */
export async function expectNoAxeViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + AXE_TIME_ALLOWANCE_MS);
  await expectNoSideScroll(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" | ")}`,
    ),
  ).toEqual([]);
}
