import axe from "axe-core";

/**
 * axe's violations (WCAG 2.2 AA rules) in the test's document, one line each with the offending
 * nodes. Colour contrast is left out: happy-dom and jsdom lay nothing out, so it cannot be judged
 * there (the end-to-end suite checks it in Chromium).
 */
export async function axeViolations(root = document.body) {
  const results = await axe.run(root, {
    resultTypes: ["violations"],
    rules: { "color-contrast": { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}
