import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated the control `selector` names (the element
 * carries React's props). A click or key press on the server's HTML before that would be lost,
 * as it would be for a visitor, so a test that acts at once opens its page this way.
 */
export async function gotoHydrated(page: Page, url: string, selector: string): Promise<void> {
  await page.goto(url);
  await waitHydrated(page, selector);
}

/**
 * Waits until React has hydrated the control `selector` names. A page's islands hydrate apart (each
 * with its own chunk), so one answering says nothing of another.
 */
export async function waitHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** The header's login button (login.tsx marks its place): it hydrates with the login's own chunk, after the header's other buttons. */
export const LOGIN_BUTTON = "header [data-login-place] button";
