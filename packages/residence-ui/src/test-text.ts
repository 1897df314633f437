import { createLocaleFormatters, createTranslator } from "@housing/i18n";
import { getSite, type SiteCode, type SiteConfig } from "@housing/site-config";
import type { ResidenceText } from "./residence-text";

/** A site and its words, as content-pages' catalogueText builds them on the server. */
export function siteText(code: SiteCode): { site: SiteConfig; text: ResidenceText } {
  const site = getSite(code);
  return {
    site,
    text: {
      ...createTranslator(site.locale, { timeZone: site.timeZone }),
      ...createLocaleFormatters(site.locale, site.timeZone),
    },
  };
}
