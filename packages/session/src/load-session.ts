import { getCurrentUser, isApiError, type CallOptions, type Http } from "@housing/api-client";
import { ANONYMOUS_SESSION, SESSION_MAX_AGE_SECONDS, toSessionUser, type Session } from "@housing/contracts";

export interface LoadSessionInput {
  /** An HTTP client that carries the login token to the API (bearer on the server, the cookie in the browser). */
  http: Http;
  /** When the session ends, if known (the token's `exp`, or the hint cookie); else the token's lifetime from now. */
  expiresAt: Date | null;
  now?: Date;
  signal?: CallOptions["signal"];
}

/**
 * Asks the API who is logged in (GET /account_service/user). Spec section 4: an absent or
 * expired token means logged out, so an expiry in the past answers anonymous without a call,
 * and so does the API's 401 or 403. Any other failure is thrown: a page that needs the user
 * shows its error, and the browser's check keeps the session it had until the next one.
 */
export async function loadSession({ http, expiresAt, now = new Date(), signal }: LoadSessionInput): Promise<Session> {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return ANONYMOUS_SESSION;
  try {
    const user = await getCurrentUser(http, { signal });
    const expiry = expiresAt ?? new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
    return { status: "authenticated", user: toSessionUser(user), expiresAt: expiry.toISOString() };
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return ANONYMOUS_SESSION;
    throw error;
  }
}
