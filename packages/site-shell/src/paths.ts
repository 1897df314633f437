import { getSite, isSiteCode, sitesOfApp, type AppName, type SiteConfig } from "@housing/site-config";

/**
 * The name of the cookie saying this browser holds the brand's faces (brand-fonts.tsx). The proxy
 * reads it, not the layout: a page that read a cookie would be rendered on every request.
 */
export const BRAND_FONTS_COOKIE = "housing-fonts";

/** What the `[site]` segment carries after the site's code when the brand's faces are cached. */
const FONTS_SUFFIX = "~fonts";

/**
 * The first segment the proxy rewrites a page to (`/{segment}{path}`): the site's code, and
 * `~fonts` after it for a browser that holds the brand's faces, so that `<html data-fonts>` is in the
 * HTML of the cached page without the page reading the cookie (each variant is cached apart).
 */
export function siteSegment(code: string, fontsCached: boolean): string {
  return fontsCached ? `${code}${FONTS_SUFFIX}` : code;
}

/** The site code and the fonts flag of a `[site]` segment (see siteSegment). */
export function parseSiteSegment(segment: string): { code: string; fontsCached: boolean } {
  const decoded = segment.replace(/%7E/gi, "~");
  return decoded.endsWith(FONTS_SUFFIX)
    ? { code: decoded.slice(0, -FONTS_SUFFIX.length), fontsCached: true }
    : { code: decoded, fontsCached: false };
}

/**
 * The segment the proxy puts before the path of a page requested with a query string
 * (`/{site}/_q{path}`, the app's `[site]/%5Fq/[[...path]]` route): that route reads the query; the
 * page without a query reads none (both render per request from cached data: page.tsx).
 */
export const QUERY_SEGMENT = "_q";

/** The site of a rewritten request, if this app serves it (the `[site]` segment). */
export function siteForSegment(app: AppName, segment: string): SiteConfig | null {
  const { code } = parseSiteSegment(segment);
  if (!isSiteCode(code)) return null;
  const site = getSite(code);
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
