import "server-only";
import { cache } from "react";
import { createHttp, getPageViewModel, getSiteLayout, type Http } from "@housing/api-client";
import { getSite, isSiteCode, sitesOfApp, type AppName, type SiteCode, type SiteConfig } from "@housing/site-config";
import { serverEnv } from "./env";

/** Content is cached for a minute by Next's data cache; a deploy or a new siteVersion shows up within that. */
const CONTENT_REVALIDATE_SECONDS = 60;

const cachedFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, next: { revalidate: CONTENT_REVALIDATE_SECONDS } });

function httpFor(site: SiteConfig): Http {
  return createHttp({ env: serverEnv(), siteKey: site.key, fetch: cachedFetch });
}

/** The site of a rewritten request, if this app serves it (the `[site]` segment). */
export function siteForSegment(app: AppName, segment: string): SiteConfig | null {
  if (!isSiteCode(segment)) return null;
  const site = getSite(segment);
  return sitesOfApp(app).some((candidate) => candidate.code === site.code) ? site : null;
}

/** The page path the API knows a page by: the public path, always with a trailing slash. */
export function pagePathFromSegments(segments: string[] | undefined): string {
  const joined = (segments ?? []).map((segment) => decodeURIComponentSafe(segment)).join("/");
  return joined ? `/${joined}/` : "/";
}

function decodeURIComponentSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One view-model fetch per request, shared by generateMetadata and the page. */
export const loadPageViewModel = cache(async (siteCode: SiteCode, path: string, query: string) =>
  getPageViewModel(httpFor(getSite(siteCode)), path, new URLSearchParams(query)),
);

export const loadSiteLayout = cache(async (siteCode: SiteCode) => getSiteLayout(httpFor(getSite(siteCode))));
