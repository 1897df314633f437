import { ROUTE_KEYS, getSite, routePath, type RouteKey, type SiteCode, type SiteConfig } from "@housing/site-config";

/** The sites that are one page in two languages: the Swedish site and its English sub-site under /en/. */
const LANGUAGE_PAIRS: Partial<Record<SiteCode, SiteCode>> = { se: "se-en", "se-en": "se" };

/** The Swedish site is the default for visitors whose language is neither (x-default). */
const DEFAULT_SITE: SiteCode = "se";

/** The fixed page (start, news, cookies, career, ...) a path is on this site, if it is one. */
function routeKeyOf(site: SiteConfig, path: string): RouteKey | "start" | null {
  if (path === `${site.pathPrefix}/`) return "start";
  return ROUTE_KEYS.find((key) => routePath(site, key) === path) ?? null;
}

export interface LanguageAlternate {
  site: SiteConfig;
  path: string;
}

/**
 * The same page on the paired language site: known for the start page and every page with a fixed
 * localized path (site-config routes). Other pages have no link between their languages in the
 * content, so they get no alternate rather than a guessed one. The caller checks that the other
 * page exists before it announces it.
 */
export function languageAlternate(site: SiteConfig, path: string): LanguageAlternate | null {
  const otherCode = LANGUAGE_PAIRS[site.code];
  if (!otherCode) return null;
  const other = getSite(otherCode);
  const key = routeKeyOf(site, path);
  if (!key) return null;
  const otherPath = key === "start" ? `${other.pathPrefix}/` : routePath(other, key);
  return otherPath ? { site: other, path: otherPath } : null;
}

/** hreflang entries (`sv-SE`, `en-GB`, `x-default`) for a page and its alternate, as absolute URLs. */
export function hreflangLanguages(
  pages: readonly { site: SiteConfig; path: string }[],
  originOf: (site: SiteConfig) => string,
): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const { site, path } of pages) languages[site.languageTag] = `${originOf(site)}${path}`;
  const fallback = pages.find(({ site }) => site.code === DEFAULT_SITE);
  if (fallback) languages["x-default"] = `${originOf(fallback.site)}${fallback.path}`;
  return languages;
}
