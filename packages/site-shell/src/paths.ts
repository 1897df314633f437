import { getSite, isSiteCode, sitesOfApp, type AppName, type SiteConfig } from "@housing/site-config";

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
