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
