import "server-only";
import { cache } from "react";
import { createHttp, getPageViewModel, getSiteLayout, getSitemap, type Http } from "@housing/api-client";
import { getSite, type SiteCode, type SiteConfig } from "@housing/site-config";
import { serverEnv } from "./env";

/** Content is cached for a minute by Next's data cache; a deploy or a new siteVersion shows up within that. */
const CONTENT_REVALIDATE_SECONDS = 60;

const cachedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, next: { revalidate: CONTENT_REVALIDATE_SECONDS } });

function httpFor(site: SiteConfig): Http {
  return createHttp({ env: serverEnv(), siteKey: site.key, fetch: cachedFetch });
}

/** One view-model fetch per request, shared by generateMetadata and the page. */
export const loadPageViewModel = cache(async (siteCode: SiteCode, path: string, query: string) =>
  getPageViewModel(httpFor(getSite(siteCode)), path, new URLSearchParams(query)),
);

export const loadSiteLayout = cache(async (siteCode: SiteCode) => getSiteLayout(httpFor(getSite(siteCode))));

/** Every page of a site, for sitemap.xml (cached like the content it lists). */
export const loadSitemap = cache(async (siteCode: SiteCode) => getSitemap(httpFor(getSite(siteCode))));

/**
 * A client for template loaders (the searches' first results): not cached, because a search
 * answers from the catalogue as it is now and its POST bodies make poor cache keys.
 */
export function templateHttp(siteCode: SiteCode) {
  return createHttp({ env: serverEnv(), siteKey: getSite(siteCode).key });
}
