import type { Locator, Page } from "@playwright/test";
import { gotoHydrated } from "../hydrated";

/** The search form (role search) holding the tag box and the filters. */
export function searchOf(page: Page): Locator {
  return page.getByRole("search");
}

/** The results region and its busy flag. */
export function resultsOf(page: Page): Locator {
  return page.locator("main section[aria-labelledby] [aria-busy]").first();
}

/** The hit cards of the current list. */
export function cardsOf(page: Page): Locator {
  return page.locator("main section[aria-labelledby] ul > li > article");
}

/** The latest filter-to-paint measure the page recorded (BENCHMARKS.md), in ms, or null. */
export function filterToPaint(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByName("housing-search:filter-to-paint");
    return entries.length > 0 ? entries[entries.length - 1]!.duration : null;
  });
}

/**
 * Opens a search page and waits until React has hydrated the search form, so its controls
 * answer: a change made to the server's HTML before that would be lost, as for a visitor.
 */
export function openSearch(page: Page, url: string): Promise<void> {
  return gotoHydrated(page, url, '[role="search"] select');
}
