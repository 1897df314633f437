import type { Link, NavigationItem } from "@housing/contracts";
import type { HeaderVariant } from "./types";

/**
 * Spec section 2: 2 quick links when the site's search is enabled, otherwise 3
 * (the search button takes the third place). "Search enabled" is the site's
 * home-search switch, `features.isSearchEnabled`.
 */
export const QUICK_LINK_COUNT = { withSearch: 2, withoutSearch: 3 } as const;

/**
 * The header's quick links: the first items of the main navigation, in the
 * order the editors gave it, so the editors decide which pages are shortcuts.
 * Only the default header has them: the corporate header leaves out the
 * home-buying shortcuts, the my-pages header has its own link to my pages,
 * and the no-menu header shows the brand only.
 */
export function quickLinksFor(navigation: readonly NavigationItem[], variant: HeaderVariant, isSearchEnabled: boolean): Link[] {
  if (variant !== "default") return [];
  const count = isSearchEnabled ? QUICK_LINK_COUNT.withSearch : QUICK_LINK_COUNT.withoutSearch;
  return navigation.slice(0, count).map(({ label, href }) => ({ label, href }));
}
