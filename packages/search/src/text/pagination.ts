import { SEARCH_LIMITS } from "@housing/contracts";
import { MAX_PAGE } from "./url-state";

/** Pages of 25 (spec section 9) for a hit count, capped where the API stops answering. */
export function pageCount(totalHits: number): number {
  return Math.min(Math.ceil(totalHits / SEARCH_LIMITS.textSearchPage), MAX_PAGE);
}

/** A page number, or a gap ("…") between numbers that are not shown. */
export type PageItem = number | "gap";

/**
 * The numbered links of a pagination: the first and last page, the current one and its
 * neighbours, and a gap where pages are left out. A gap of one page shows that page instead,
 * since "…" would take as much room.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 1) return [];
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push("gap");
    items.push(page);
  });
  return items;
}
