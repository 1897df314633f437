import "server-only";
import { cache } from "react";
import { createHttp, getPageViewModel, getSiteLayout, getSitemap, type Http } from "@housing/api-client";
import { getSite, type SiteCode } from "@housing/site-config";
import { CONTENT_TAG, layoutTag, pageTag, siteTag } from "./cache-tags";
import { serverEnv } from "./env";

/**
 * Content is cached for a minute by Next's data cache, tagged (cache-tags.ts) so the revalidation
 * route (revalidate-route.ts) can expire it as soon as the CMS changes it. The pages that read it
 * render per request (each with its own script nonce: page.tsx), from this cache.
 */
export const CONTENT_REVALIDATE_SECONDS = 60;

function cachedFetch(revalidate: number, tags: Array<string | null>): typeof fetch {
  const next = { revalidate, tags: tags.filter((tag): tag is string => tag !== null) };
  return (input, init) => fetch(input, { ...init, next });
}

function httpFor(siteCode: SiteCode, ...tags: Array<string | null>): Http {
  return createHttp({
    env: serverEnv(),
    siteKey: getSite(siteCode).key,
    fetch: cachedFetch(CONTENT_REVALIDATE_SECONDS, [CONTENT_TAG, siteTag(siteCode), ...tags]),
  });
}

/** One view-model fetch per request, shared by generateMetadata and the page. */
export const loadPageViewModel = cache(async (siteCode: SiteCode, path: string, query: string) =>
  getPageViewModel(httpFor(siteCode, pageTag(siteCode, path)), path, new URLSearchParams(query)),
);

export const loadSiteLayout = cache(async (siteCode: SiteCode) =>
  getSiteLayout(httpFor(siteCode, layoutTag(siteCode))),
);

/** Every page of a site, for sitemap.xml (cached like the content it lists). */
export const loadSitemap = cache(async (siteCode: SiteCode) => getSitemap(httpFor(siteCode)));

/**
 * A client for template loaders (the searches' first results). Not cached itself: a loader's
 * result is cached as a whole, by page and normalised query (template-data.ts).
 */
export function templateHttp(siteCode: SiteCode) {
  return createHttp({ env: serverEnv(), siteKey: getSite(siteCode).key });
}
