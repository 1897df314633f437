import { test as base, expect, type Page } from "@playwright/test";
import { axeViolations } from "@housing/playwright-config/axe";
import { isOwnHost } from "./env";

export { expect };

/** Pages a test opened outside the `page` fixture (`browser.newContext()`), by test id. */
const extraPages = new Map<string, Page[]>();

/**
 * Remembers a page the test opened through its own browser context, so the automatic axe
 * check at the test's end covers it too. Returns the page.
 */
export function checkedPage(testInfo: { testId: string }, page: Page): Page {
  extraPages.set(testInfo.testId, [...(extraPages.get(testInfo.testId) ?? []), page]);
  return page;
}

async function violationsOf(page: Page) {
  if (page.isClosed()) return [];
  const url = page.url();
  if (!/^https?:/.test(url)) return [];
  return (await axeViolations(page)).map((violation) => ({ url, ...violation }));
}

/**
 * The suite's `test`: every test that opened a page ends with axe (WCAG 2.2 AA) on each page
 * still open in its context, in the state the test left it, and fails on any violation, on a
 * script, style sheet or font of the sites' that answered an error, or on anything the sites'
 * Content-Security-Policy refused. A test
 * that failed already is not checked again, so its own failure is the one reported.
 */
export const test = base.extend<{ axeAfterEach: void }>({
  axeAfterEach: [
    async ({ context }, use, testInfo) => {
      // A script, style sheet or font of the sites' own that failed to load (a build that names a
      // chunk it never wrote, say) is a broken page even when nothing on it looks wrong.
      const brokenAssets: string[] = [];
      context.on("response", (response) => {
        const type = response.request().resourceType();
        const url = new URL(response.url());
        if (["script", "stylesheet", "font"].includes(type) && isOwnHost(url) && response.status() >= 400) {
          brokenAssets.push(`${response.status()} ${response.url()}`);
        }
      });
      // The sites' Content-Security-Policy refusing something of their own is a broken page too
      // (a script without the request's nonce, a host the policy forgot): the browser reports it here.
      const refused: string[] = [];
      context.on("console", (message) => {
        const text = message.text();
        if (
          message.type() === "error" &&
          /Content Security Policy/i.test(text) &&
          isOwnHost(new URL(message.page()?.url() ?? "about:blank"))
        ) {
          refused.push(`${message.page()?.url()}: ${text.slice(0, 300)}`);
        }
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(brokenAssets, "every script, style sheet and font of the sites' own the test's pages loaded").toEqual([]);
      expect(refused, "the sites' Content-Security-Policy refused nothing on the test's pages").toEqual([]);
      const pages = [...context.pages(), ...(extraPages.get(testInfo.testId) ?? [])];
      extraPages.delete(testInfo.testId);
      const violations = [];
      for (const page of pages) violations.push(...(await violationsOf(page)));
      expect(violations, "axe (WCAG 2.2 AA) on every page the test left open").toEqual([]);
    },
    { auto: true },
  ],
});
