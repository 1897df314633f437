import { SESSION_COOKIE } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";

/*
 * My pages need a login (spec sections 4 and 6: a 401/403 page goes to the login with a
 * referrer). A visitor without any session cookie is sent there at once, before a page is
 * rendered; one whose cookie no longer holds is sent by the page itself once the API refuses it.
 * The session cookie is httpOnly but the server sees it; its validity is the API's to judge.
 */

/** The login address to send a visitor without a session to, or null when the path is not personal. */
export function loginRedirectFor(
  site: SiteConfig,
  pathname: string,
  search: string,
  cookies: { has(name: string): boolean },
): string | null {
  const myPages = routePath(site, "myPages");
  const login = routePath(site, "login");
  if (!myPages || !login || !pathname.startsWith(myPages) || cookies.has(SESSION_COOKIE)) return null;
  return `${login}?${new URLSearchParams({ referrer: `${pathname}${search}` }).toString()}`;
}
