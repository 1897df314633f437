import { SESSION_COOKIE } from "@housing/contracts";
import { getSite, routePath, type RouteKey, type SiteConfig } from "@housing/site-config";

/*
 * My pages and the booking flow need a login (spec sections 4 and 6: a 401/403 page goes to the login with a
 * referrer). A visitor without any session cookie is sent there at once, before a page is
 * rendered; one whose cookie no longer holds is sent by the page itself once the API refuses it.
 * The session cookie is httpOnly but the server sees it; its validity is the API's to judge.
 */

/**
 * The segment the proxy puts before a my-pages path (`/{site}/_p{path}`, the app's
 * `[site]/%5Fp/[[...path]]` route, personal-page.tsx): that route reads the session cookie and
 * renders per user, while public pages never read the request (ARCHITECTURE.md, "Caching").
 */
export const PERSONAL_SEGMENT = "_p";

/** Whether a path is one of the site's my pages (under its myPages route). */
export function isMyPagesPath(site: SiteConfig, pathname: string): boolean {
  return isUnderRoute(site, "myPages", pathname);
}

/**
 * Whether a path is a booking page of one buyer (spec section 2, click-to-buy: the flow under the
 * clickToBuy route and its booking agreement page). Not the info page, which explains booking to
 * anyone, and not the `kirja/` success and error pages, where a payment or e-ID flow finished on
 * another device lands without that device's login.
 */
export function isBookingPath(site: SiteConfig, pathname: string): boolean {
  const lower = withSlash(pathname).toLowerCase();
  return isUnderRoute(site, "clickToBuy", lower) && !lower.includes("info") && !lower.includes("/kirja/");
}

/** Pages rendered per user on the personal route: my pages and the booking flow. */
export function isPersonalPath(site: SiteConfig, pathname: string): boolean {
  return isMyPagesPath(site, pathname) || isBookingPath(site, pathname);
}

function isUnderRoute(site: SiteConfig, key: RouteKey, pathname: string): boolean {
  const route = routePath(site, key);
  return route !== null && withSlash(pathname).toLowerCase().startsWith(route.toLowerCase());
}

/** The login address to send a visitor without a session to, or null when the path is not personal. */
export function loginRedirectFor(
  site: SiteConfig,
  pathname: string,
  search: string,
  cookies: { has(name: string): boolean },
): string | null {
  const login = routePath(site, "login");
  if (!login || !isPersonalPath(site, pathname) || cookies.has(SESSION_COOKIE)) return null;
  return loginWithReferrer(site, `${pathname}${search}`);
}

/** The site's login page with a referrer back (spec section 2: after login, go to the referrer). */
export function loginWithReferrer(site: SiteConfig, referrer: string): string | null {
  const login = routePath(site, "login");
  return login ? `${login}?${new URLSearchParams({ referrer }).toString()}` : null;
}

/**
 * Where a my-pages path goes on a site without login (the English sub-site and the contractor
 * keep the my-pages paths of their route tables, spec section 2): to the main Swedish site's
 * login, with its page of the same kind (else its my pages) as the referrer, since that is where
 * the account lives. Null when the site has login or the path is not personal.
 */
export function loginElsewhereFor(site: SiteConfig, pathname: string): { site: SiteConfig; path: string } | null {
  if (site.features.hasLogin || !isPersonalPath(site, pathname)) return null;
  const main = getSite("se");
  const path = withSlash(pathname).toLowerCase();
  const key = (Object.keys(site.routes.paths) as RouteKey[]).find(
    (candidate) => routePath(site, candidate)?.toLowerCase() === path,
  );
  const referrer = (key ? routePath(main, key) : null) ?? routePath(main, "myPages") ?? "/";
  const login = loginWithReferrer(main, referrer);
  return login ? { site: main, path: login } : null;
}

/** The path the proxy rewrites a my-pages request to (query kept by the caller). */
export function personalRewritePath(segment: string, pathname: string): string {
  return `/${segment}/${PERSONAL_SEGMENT}${pathname}`;
}

function withSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
