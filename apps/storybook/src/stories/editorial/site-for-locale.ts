import type { Locale } from "@housing/i18n";
import { getSite, type SiteConfig } from "@housing/site-config";

/** The site whose language the toolbar's locale picks, so dates and texts follow it. */
export function siteForLocale(locale: unknown): SiteConfig {
  const byLocale: Record<Locale, SiteConfig> = {
    sv: getSite("se"),
    en: getSite("se-en"),
    nb: getSite("no"),
    fi: getSite("fi"),
  };
  return byLocale[(locale as Locale | undefined) ?? "sv"] ?? getSite("se");
}
