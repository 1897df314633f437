import type { LanguageEntry } from "@housing/contracts";
import {
  COUNTRY_SITES,
  getSite,
  getSiteByKey,
  siteOrigin,
  type Environment,
  type SiteCode,
} from "@housing/site-config";
import type { CountrySiteLink } from "@housing/header-frame";

/** Public origins given per site (HOUSING_SITE_ORIGINS, parsed), over the environment's own hosts. */
type Origins = Partial<Record<SiteCode, string>>;

/** The start page of a country site in this environment (locally http://localhost:<port>/). */
function countryHref(code: SiteCode, environment: Environment, origins: Origins): string {
  return `${siteOrigin(code, environment, origins)}/`;
}

/** The footer's links to the three country sites (spec section 2), on this environment's hosts. */
export function countrySiteLinks(environment: Environment, origins: Origins = {}): CountrySiteLink[] {
  return COUNTRY_SITES.map((code) => {
    const site = getSite(code);
    return { country: site.country, href: countryHref(code, environment, origins), lang: site.languageTag };
  });
}

/**
 * The language foldout's entries with each country site's link on this environment's host.
 * The CMS stores a country link as an absolute URL (its production host), which would send a
 * visitor of a test or local build to production; the host of a site is site-config's to say,
 * so the frame takes it from there, as the footer does. Relative entries (this host's
 * languages) and entries for sites that are not country sites stay as the CMS gave them.
 */
export function withCountryHosts(
  entries: readonly LanguageEntry[],
  environment: Environment,
  origins: Origins = {},
): LanguageEntry[] {
  return entries.map((entry) => {
    const site = getSiteByKey(entry.siteKey);
    const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(entry.href);
    return isAbsolute && site && COUNTRY_SITES.includes(site.code)
      ? { ...entry, href: countryHref(site.code, environment, origins) }
      : entry;
  });
}
