import { NextResponse, type NextRequest } from "next/server";
import {
  movedPathFor,
  parseSiteHosts,
  parseSiteOrigins,
  readEnv,
  resolveSite,
  siteOrigin,
  sitesOfApp,
  type AppName,
} from "@housing/site-config";
import { SESSION_BRIDGE_PATH, SESSION_COOKIE } from "@housing/contracts";
import { BRAND_THEME_COLORS } from "./brand-colors";
import { checkPage, isDocumentRequest } from "./missing-page";
import { BRAND_FONTS_COOKIE, QUERY_SEGMENT, siteSegment } from "./paths";
import { checkPersonalPage } from "./personal-check";
import {
  PERSONAL_SEGMENT,
  isPersonalPath,
  loginElsewhereFor,
  loginRedirectFor,
  loginWithReferrer,
  personalRewritePath,
} from "./personal-paths";
import { badRequestReason } from "./request-limits";
import { trailingSlashRedirect } from "./trailing-slash";
import { badRequestDocument, serverErrorDocument } from "./server-error-document";
import type { PolicyOptions } from "../security-headers.js";
import { createNonce, policyOptionsFor, withNonce, withSecurityHeaders } from "./response-headers";

/** Request header the proxy sets so not-found and error pages know their site. */
export const SITE_HEADER = "x-housing-site";
/** Request header with the visitor's path and query: the 404 page gets no params (page-model.ts). */
export const REQUEST_PATH_HEADER = "x-housing-path";
/** Next's route for a URL no route matches: its 404 page is rendered on the server (global-not-found.tsx). */
const NOT_FOUND_ROUTE = "/_not-found";
/**
 * Routes of the app itself, never a site's page, which the proxy leaves alone: the revalidation
 * route (revalidate-route.ts), the pages of `pnpm bench:ssr` (bench-page.tsx), the balancer's
 * health checks (health-route.ts) and the session bridge (api-route.ts).
 */
const APP_ROUTE_PREFIXES = ["/_revalidate/", "/_bench/", "/health/", "/ready/", SESSION_BRIDGE_PATH];

/**
 * The first step of every request (see ARCHITECTURE.md): resolve the site from
 * the Host header and the path (`/en/` on the Swedish host is the English
 * sub-site), then rewrite internally to `/{siteCode}{path}` so the route tree
 * `app/[site]/[[...path]]` renders it (`/{siteCode}/_q{path}` with a query, and
 * `{siteCode}~fonts` where the brand's faces are cached: paths.ts). The browser's
 * URL does not change.
 *
 * Every answer carries the security headers (response-headers.ts, ../security-headers.js): the
 * redirects, the 400, 421 and 500 documents and the rewritten pages. Each request gets a fresh
 * nonce, in the Content-Security-Policy request header, where Next finds it for its own scripts, and
 * in `x-nonce` for the layout's. A nonce is only worth something if no two responses share it, so
 * every page is rendered per request: no page is served from Next's full-route cache any more,
 * while the API data under it stays cached (fetch cache and tags, data.ts), so what a request pays
 * is the React render (ARCHITECTURE.md, "Security headers").
 */
export function createProxy(
  app: AppName,
  options: { checkPage?: typeof checkPage; checkPersonalPage?: typeof checkPersonalPage } = {},
) {
  const check = options.checkPage ?? checkPage;
  const checkPersonal = options.checkPersonalPage ?? checkPersonalPage;
  const env = readEnv();
  const extraHosts = parseSiteHosts(env.HOUSING_SITE_HOSTS);
  const publicOrigins = parseSiteOrigins(env.HOUSING_SITE_ORIGINS ?? "");
  return async function proxy(request: NextRequest) {
    const policy = policyOptionsFor(request, env, createNonce());
    return withSecurityHeaders(await answer(request, policy), policy);
  };

  async function answer(request: NextRequest, policy: PolicyOptions) {
    const { pathname } = request.nextUrl;
    if (APP_ROUTE_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)) {
      return NextResponse.next({ request: { headers: withNonce(new Headers(request.headers), policy) } });
    }
    // Next's own trailing-slash redirect would leave without the security headers (trailing-slash.ts).
    const slashed = trailingSlashRedirect(pathname);
    if (slashed && !badRequestReason(pathname, "")) {
      // A plain URL: nextUrl would write the path back in the app's trailing-slash form.
      return NextResponse.redirect(new URL(`${slashed}${request.nextUrl.search}`, request.url), 308);
    }
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? "";
    const resolved = resolveSite({ host, pathname, app, extraHosts });
    if (!resolved) return new NextResponse(null, { status: 421 });
    // An address that cannot be a page (malformed escapes, control characters, over-long, too many
    // parameters: request-limits.ts) answers 400 here, before the API or the renderer sees it.
    if (badRequestReason(pathname, request.nextUrl.search)) {
      const html = badRequestDocument(resolved.site, BRAND_THEME_COLORS[resolved.site.brand]);
      return new NextResponse(request.method === "HEAD" ? null : html, {
        status: 400,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
      });
    }
    // A page that moved (site-config, moved-paths.ts) answers 308 to its new path, query kept.
    const moved = movedPathFor(resolved.site, pathname);
    if (moved) {
      const target = request.nextUrl.clone();
      target.pathname = moved;
      return NextResponse.redirect(target, 308);
    }
    // My pages without any session go straight to the login, with the page as referrer.
    const login = isDocumentRequest(request)
      ? loginRedirectFor(resolved.site, pathname, request.nextUrl.search, request.cookies)
      : null;
    if (login) {
      const target = request.nextUrl.clone();
      target.pathname = login.slice(0, login.indexOf("?"));
      target.search = login.slice(login.indexOf("?"));
      return NextResponse.redirect(target, 307);
    }
    // A site without login keeps its my-pages paths (spec section 2): they lead to the main
    // Swedish site's login, with its page of the same kind as the referrer (personal-paths.ts).
    const elsewhere = loginElsewhereFor(resolved.site, pathname);
    if (elsewhere) {
      const isSameApp = sitesOfApp(app).some((site) => site.code === elsewhere.site.code);
      const origin = isSameApp
        ? request.nextUrl.origin
        : siteOrigin(elsewhere.site.code, env.HOUSING_ENV, publicOrigins);
      return NextResponse.redirect(new URL(elsewhere.path, origin), 307);
    }
    const url = request.nextUrl.clone();
    const segment = siteSegment(resolved.site.code, request.cookies.has(BRAND_FONTS_COOKIE));
    const headers = withNonce(new Headers(request.headers), policy);
    headers.set(SITE_HEADER, resolved.site.code);
    headers.set(REQUEST_PATH_HEADER, `${pathname}${request.nextUrl.search}`);
    // My pages render per user on their own route (personal-page.tsx), query kept; a document
    // request for a page out of the user's menu answers the server-rendered 404 (personal-check.ts).
    if (isPersonalPath(resolved.site, pathname)) {
      url.pathname = personalRewritePath(segment, pathname);
      const token = request.cookies.get(SESSION_COOKIE)?.value;
      const personal =
        token && isDocumentRequest(request)
          ? await checkPersonal(resolved.site, pathname, request.nextUrl.search.slice(1), token)
          : "open";
      if (personal === "login") {
        const login = loginWithReferrer(resolved.site, `${pathname}${request.nextUrl.search}`)!;
        const target = request.nextUrl.clone();
        target.pathname = login.slice(0, login.indexOf("?"));
        target.search = login.slice(login.indexOf("?"));
        return NextResponse.redirect(target, 307);
      }
      if (personal === "missing") url.pathname = NOT_FOUND_ROUTE;
      return NextResponse.rewrite(url, { request: { headers } });
    }
    // A page with a query goes to the route that reads it (paths.ts, QUERY_SEGMENT), as does a path
    // that itself starts with that segment or with the personal route's.
    const isQueried =
      request.nextUrl.search.length > 1 ||
      pathname.startsWith(`/${QUERY_SEGMENT}/`) ||
      pathname.startsWith(`/${PERSONAL_SEGMENT}/`);
    url.pathname = `/${segment}${isQueried ? `/${QUERY_SEGMENT}` : ""}${pathname}`;
    const state = isDocumentRequest(request)
      ? await check(resolved.site, pathname, request.nextUrl.search.slice(1))
      : "exists";
    // A page that does not exist is rendered as Next's unmatched route, so its 404 page is in the HTML.
    if (state === "missing") url.pathname = NOT_FOUND_ROUTE;
    if (state === "failing") {
      const html = serverErrorDocument(
        resolved.site,
        `${pathname}${request.nextUrl.search}`,
        BRAND_THEME_COLORS[resolved.site.brand],
      );
      return new NextResponse(html, {
        status: 500,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "retry-after": "30" },
      });
    }
    return NextResponse.rewrite(url, { request: { headers } });
  }
}
