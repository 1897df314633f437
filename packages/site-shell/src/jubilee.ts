import { startPath, type SiteConfig } from "@housing/site-config";

/** The brand's jubilee year (spec section 2: jubilee styling during 2025). */
export const JUBILEE_YEAR = 2025;

/**
 * Whether a page wears the jubilee styling: the main brand's Swedish start page
 * (not the English sub-site, not the other brands) while it is 2025 in the
 * site's own time zone, so the styling starts and ends at midnight in Sweden.
 * `now` is injected so the rule can be tested in any year.
 */
export function isJubileePage({ site, path, now }: { site: SiteConfig; path: string; now: Date }): boolean {
  if (site.brand !== "main" || site.locale !== "sv" || path !== startPath(site)) return false;
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: site.timeZone }).format(now);
  return Number(year) === JUBILEE_YEAR;
}
