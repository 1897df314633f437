import { getCurrentUser, isApiError, refreshLoginToken, type CallOptions, type Http } from "@housing/api-client";
import { ANONYMOUS_SESSION, SESSION_MAX_AGE_SECONDS, toSessionUser, type Session } from "@housing/contracts";
import type { SessionClaims } from "./cookies";

export interface LoadSessionInput {
  /** An HTTP client that carries the login token to the API (bearer on the server, the cookie in the browser). */
  http: Http;
  /** When the session ends, if known (the token's `exp`, or the hint cookie); else the token's lifetime from now. */
  expiresAt: Date | null;
  now?: Date;
  signal?: CallOptions["signal"];
  /** Renew a token close to its end first (the browser's check, through the session bridge). */
  refresh?: boolean;
  /** The token's claims (from the token on the server, from the hint in the browser), kept in the session. */
  claims?: SessionClaims | null;
}

/** Spec section 9: the token is refreshed when under 30 minutes are left. */
export const REFRESH_BEFORE_MS = 30 * 60 * 1000;

/**
 * Asks the API who is logged in (GET /account_service/user). Spec section 4: an absent or
 * expired token means logged out, so an expiry in the past answers anonymous without a call,
 * and so does the API's 401 or 403. Any other failure is thrown: a page that needs the user
 * shows its error, and the browser's check keeps the session it had until the next one.
 */
export async function loadSession({
  http,
  expiresAt: given,
  now = new Date(),
  signal,
  refresh = false,
  claims = null,
}: LoadSessionInput): Promise<Session> {
  if (given && given.getTime() <= now.getTime()) return ANONYMOUS_SESSION;
  let expiresAt = given;
  try {
    // Spec sections 4 and 9: the token is renewed when under 30 minutes are left.
    if (refresh && expiresAt && expiresAt.getTime() - now.getTime() < REFRESH_BEFORE_MS) {
      const renewed = await refreshLoginToken(http, { signal });
      if (renewed.expiresAt) expiresAt = new Date(renewed.expiresAt);
    }
    const user = await getCurrentUser(http, { signal });
    const expiry = expiresAt ?? new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
    return {
      status: "authenticated",
      user: toSessionUser(user),
      expiresAt: expiry.toISOString(),
      ...(claims ? { token: { ...claims, expired: expiry.getTime() <= now.getTime() } } : {}),
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return ANONYMOUS_SESSION;
    throw error;
  }
}
