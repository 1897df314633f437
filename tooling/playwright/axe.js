import AxeBuilder from "@axe-core/playwright";

/** The rule tags of WCAG 2.2 level AA and everything below it. */
export const wcag22aaTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const MARK = "__housingAxe";

/**
 * Runs axe on the page with the WCAG 2.2 AA tags and returns the violations, formatted so a
 * failing assertion says what and where.
 *
 * A run that found nothing leaves a mark in the document; the next call on the same document
 * returns at once while no node, attribute or text changed since, and the viewport and scroll are
 * the same (the suite's automatic check at a test's end would otherwise repeat the test's own).
 * Legacy mode: axe aggregates in the page itself instead of opening a blank page for it, which
 * halves a run; it leaves cross-origin frames out, and the sites' only such frames are the
 * consent-gated third-party embeds.
 * @param {import("@playwright/test").Page} page
 */
export async function axeViolations(page) {
  const unchanged = await page
    .evaluate(
      (mark) => {
        const state = window[mark];
        // What axe's result depends on beside the DOM: the viewport and the scroll.
        const layout = `${window.innerWidth}x${window.innerHeight}@${window.scrollX},${window.scrollY}`;
        return Boolean(state && state.clean && !state.changed && state.layout === layout);
      },
      MARK,
    )
    .catch(() => false);
  if (unchanged) return [];
  // Watch for changes from before the run, so one made while axe ran is not missed.
  await page
    .evaluate((mark) => {
      window[mark]?.observer.disconnect();
      const state = { clean: false, changed: false, layout: "", observer: new MutationObserver(() => (state.changed = true)) };
      state.observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      window[mark] = state;
    }, MARK)
    .catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(wcag22aaTags).setLegacyMode(true).analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
  if (violations.length === 0) {
    await page
      .evaluate(
        (mark) => {
          const state = window[mark];
          if (!state) return;
          state.layout = `${window.innerWidth}x${window.innerHeight}@${window.scrollX},${window.scrollY}`;
          state.clean = true;
        },
        MARK,
      )
      .catch(() => {});
  }
  return violations;
}
