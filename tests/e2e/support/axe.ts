import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { expectNoSideScroll } from "./layout";

/** WCAG 2.2 AA: no axe violations on what the page shows now, and (phones first) no sideways scrolling. */
export async function expectNoAxeViolations(page: Page) {
  await expectNoSideScroll(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" | ")}`,
    ),
  ).toEqual([]);
}
