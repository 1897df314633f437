import type { LanguageEntry } from "@housing/contracts";
import { COUNTRY_SITES, getSite, sitesOfApp, type SiteConfig } from "@housing/site-config";

export interface LanguageOption extends LanguageEntry {
  isCurrent: boolean;
  /** The English sub-site: shown with the notice that only corporate information is in English. */
  isEnglish: boolean;
}

export interface LanguageOptions {
  /** Languages of this host (Svenska and English on the Swedish app); empty elsewhere. */
  languages: LanguageOption[];
  /** The three country sites (se, no, fi). */
  countries: LanguageOption[];
}

const COUNTRY_SITE_KEYS = new Set(COUNTRY_SITES.map((code) => getSite(code).key));
const isAbsolute = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/**
 * The language foldout's entries from the layout content's language list
 * (apps/api: relative hrefs switch language on this host, absolute ones go to
 * another country). Spec section 2: the English link exists only where an
 * English site exists, i.e. on the apps that serve a localized sub-site (the
 * Swedish main site and its /en/); a stray entry elsewhere is dropped.
 */
export function languageOptionsFor(entries: readonly LanguageEntry[], site: SiteConfig): LanguageOptions {
  const hasSubSites = sitesOfApp(site.app).length > 1;
  const option = (entry: LanguageEntry): LanguageOption => ({
    ...entry,
    isCurrent: entry.siteKey === site.key,
    isEnglish: entry.lang.toLowerCase().startsWith("en"),
  });
  const languages = hasSubSites ? entries.filter((entry) => !isAbsolute(entry.href)).map(option) : [];
  const countries = entries
    .filter((entry) => isAbsolute(entry.href) && COUNTRY_SITE_KEYS.has(entry.siteKey))
    .map(option);
  return { languages, countries };
}
