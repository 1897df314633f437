import AxeBuilder from "@axe-core/playwright";

/** The rule tags of WCAG 2.2 level AA and everything below it. */
export const wcag22aaTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page with the WCAG 2.2 AA tags and returns the violations,
 * formatted so a failing assertion says what and where.
 * @param {import("@playwright/test").Page} page
 */
export async function axeViolations(page) {
  const results = await new AxeBuilder({ page }).withTags(wcag22aaTags).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
}
