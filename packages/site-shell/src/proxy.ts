import { NextResponse, type NextRequest } from "next/server";
import { parseSiteHosts, readEnv, resolveSite, type AppName } from "@housing/site-config";

/** Request header the proxy sets so not-found and error pages know their site. */
export const SITE_HEADER = "x-housing-site";

/**
 * The first step of every request (see ARCHITECTURE.md): resolve the site from
 * the Host header and the path (`/en/` on the Swedish host is the English
 * sub-site), then rewrite internally to `/{siteCode}{path}` so the route tree
 * `app/[site]/[[...path]]` renders it. The browser's URL does not change.
 */
export function createProxy(app: AppName) {
  const extraHosts = parseSiteHosts(readEnv().HOUSING_SITE_HOSTS);
  return function proxy(request: NextRequest) {
    const { pathname } = request.nextUrl;
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "";
    const resolved = resolveSite({ host, pathname, app, extraHosts });
    if (!resolved) return new NextResponse(null, { status: 421 });
    const url = request.nextUrl.clone();
    url.pathname = `/${resolved.site.code}${pathname}`;
    const headers = new Headers(request.headers);
    headers.set(SITE_HEADER, resolved.site.code);
    return NextResponse.rewrite(url, { request: { headers } });
  };
}
