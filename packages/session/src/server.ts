import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { createHttp, type Http } from "@housing/api-client";
import { ANONYMOUS_SESSION, SESSION_COOKIE, SESSION_HINT_COOKIE, type Session } from "@housing/contracts";
import type { SiteKey } from "@housing/site-config";
import { jwtClaims, jwtExpiry, parseSessionHint } from "./cookies";
import { serverEnv } from "./env";
import { loadSession } from "./load-session";

/**
 * The visitor's session on the server, once per request (React `cache`). Without the httpOnly
 * session cookie it is anonymous and no call is made; with it, the API is asked who the token
 * belongs to (GET /account_service/user, the token as bearer; spec section 7).
 *
 * Reading cookies makes the calling route dynamic: call it only where the page depends on the
 * visitor (my pages, a login redirect). Public pages stay cacheable and learn the session in the
 * browser (SessionProvider, useSession).
 */
export const getSession = cache(async (): Promise<Session> => {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (!token) return ANONYMOUS_SESSION;
  const http = createHttp({ env: serverEnv(), getToken: () => token });
  const expiresAt = jwtExpiry(token) ?? parseSessionHint(jar.get(SESSION_HINT_COOKIE)?.value);
  return loadSession({ http, expiresAt, claims: jwtClaims(token) });
});

/** The logged-in user's summary on the server, or null. */
export async function getUser() {
  const session = await getSession();
  return session.status === "authenticated" ? session.user : null;
}

/**
 * An API client carrying the session cookie's token as bearer, for a personal page's server
 * calls (my pages' view models, GET /account_service/user in full), or null without the cookie.
 * Whether the token still holds is the API's to say: a 401 from a call through it means the
 * visitor must log in again. Like getSession, it reads cookies: personal routes only.
 */
export async function getSessionHttp(siteKey?: SiteKey): Promise<Http | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return createHttp({ env: serverEnv(), getToken: () => token, ...(siteKey ? { siteKey } : {}) });
}
