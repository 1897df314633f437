import type { Metadata } from "next";
import { createTranslator } from "@housing/i18n";
import type { SiteConfig } from "@housing/site-config";

/** The 404 page's title in the site's language ("Sidan kunde inte hittas | Fjällvik Bostad"); Next adds noindex itself. */
export function notFoundMetadata(site: SiteConfig): Metadata {
  return { title: createTranslator(site.locale).t("site-shell.notFound.heading") };
}

/** The 500 page's title in the site's language, for a page whose template the site cannot render. */
export function serverErrorMetadata(site: SiteConfig): Metadata {
  return {
    title: createTranslator(site.locale).t("site-shell.serverError.heading"),
    robots: { index: false, follow: false },
  };
}
