import type { Locale } from "@housing/i18n";
import { getSite, type SiteCode, type SiteConfig } from "@housing/site-config";

const SITE_OF_BRAND: Record<string, SiteCode> = { senior: "senior", boratt: "boratt", contractor: "contractor" };
const SITE_OF_LOCALE: Record<Locale, SiteCode> = { sv: "se", en: "se-en", nb: "no", fi: "fi" };

/**
 * The site the toolbars point at: a brand other than main is that brand's site; the main brand's
 * site is the one of the chosen language. Stories that follow the toolbars render with it, so
 * routes, currency and feature switches change with the theme and the texts.
 */
export function siteFromGlobals(globals: Record<string, unknown>): SiteConfig {
  const brand = typeof globals.brand === "string" ? globals.brand : "main";
  const locale = (typeof globals.locale === "string" ? globals.locale : "sv") as Locale;
  return getSite(SITE_OF_BRAND[brand] ?? SITE_OF_LOCALE[locale] ?? "se");
}
