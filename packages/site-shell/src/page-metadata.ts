import "server-only";
import type { Metadata } from "next";
import type { PageViewModel } from "@housing/contracts";
import { apiBaseUrl, siteOrigin, type SiteConfig } from "@housing/site-config";
import { publicOrigins, serverEnv } from "./env";
import { hreflangLanguages, languageAlternate } from "./hreflang";
import { loadPageModel } from "./page-model";
import { isNoIndexPage } from "./registry";
import { shareCardFor, shareImageFor } from "./share-image";

/** The site's origin for this environment: what sitemap, og:url and hreflang point at. */
export function environmentOrigin(site: SiteConfig): string {
  return siteOrigin(site.code, serverEnv().HOUSING_ENV, publicOrigins());
}

/** The page's share image (1200 px, spec section 9), absolute: its first photo, or a card drawn from its drawing. */
export function pageShareImage(site: SiteConfig, path: string, model: PageViewModel) {
  const origin = environmentOrigin(site);
  return (
    shareImageFor(model.images, { origin, apiBaseUrl: apiBaseUrl(serverEnv()) }) ??
    shareCardFor(model.images, { origin, path })
  );
}

/** hreflang alternates, only when the twin page exists and is indexable (an alternate must not lead to a 404). */
async function languageAlternates(site: SiteConfig, path: string): Promise<Record<string, string> | undefined> {
  const alternate = languageAlternate(site, path);
  if (!alternate) return undefined;
  const twin = await loadPageModel(alternate.site, alternate.path, "").catch(() => null);
  if (twin?.kind !== "page" || isNoIndexPage(twin.model.templateName, twin.model.noIndex)) return undefined;
  return hreflangLanguages([{ site, path }, alternate], environmentOrigin);
}

/** Title, description, canonical, robots, Open Graph and hreflang of a page. */
export async function pageMetadata(site: SiteConfig, path: string, model: PageViewModel): Promise<Metadata> {
  const isNoIndex = isNoIndexPage(model.templateName, model.noIndex);
  const shareImage = pageShareImage(site, path, model);
  const languages = isNoIndex ? undefined : await languageAlternates(site, path);
  return {
    title: model.title === site.siteName ? { absolute: site.siteName } : model.title,
    description: model.description || undefined,
    alternates: { canonical: model.canonical, ...(languages ? { languages } : {}) },
    robots: isNoIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "website",
      title: model.title,
      ...(model.description ? { description: model.description } : {}),
      url: `${environmentOrigin(site)}${path}`,
      siteName: site.siteName,
      // Open Graph writes locales with an underscore: sv_SE, nb_NO.
      locale: site.languageTag.replace("-", "_"),
      ...(shareImage ? { images: [shareImage] } : {}),
    },
  };
}
