import type { Session } from "./session";

/*
 * The session's cookies (spec section 9), apart from the schemas in session.ts: every page's
 * browser code reads the hint cookie, and importing only this module keeps the schemas out of it.
 */

/**
 * The httpOnly cookie with the login token (spec section 9: the JWT lives 60 minutes). Page
 * scripts can never read it; the server forwards it to the API as the bearer token, and the
 * browser's calls carry it to the API host as a cookie.
 */
export const SESSION_COOKIE = "housing_session";

/**
 * A readable companion of SESSION_COOKIE, written and removed with it: its value is the
 * session's expiry (seconds since 1970) and nothing secret. It lets the browser know that a
 * session exists, and so check it, without ever seeing the token: a visitor without it is
 * anonymous and causes no session request.
 */
export const SESSION_HINT_COOKIE = "housing_session_hint";

/** Spec section 9: the login token (JWT) lives 60 minutes. */
export const SESSION_MAX_AGE_SECONDS = 60 * 60;

export const ANONYMOUS_SESSION: Session = Object.freeze({ status: "anonymous" });

/**
 * The site's own path to the API for personal calls (the session bridge, @housing/session/bridge):
 * `/_api/{api path}` on the site's origin, forwarded to the API with the login token as bearer.
 */
export const SESSION_BRIDGE_PATH = "/_api/";

/**
 * The CSRF cookie (double submit): readable by the site's own scripts, which send its value in
 * CSRF_HEADER with every call that changes something while a session exists. Another origin can
 * read neither.
 */
export const CSRF_COOKIE = "housing_csrf";
export const CSRF_HEADER = "x-housing-csrf";

/**
 * httpOnly and short-lived: the selection token of a board member's choice of association
 * (spec section 7: the select call carries it as its explicit token).
 */
export const SELECTION_COOKIE = "housing_select";

/** The value of cookie `name` in a Cookie header or document.cookie string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
