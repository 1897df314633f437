import { SESSION_HINT_COOKIE } from "@housing/contracts";
import { parseSessionHint, parseSessionHintClaims, readCookie, type SessionClaims } from "./cookies";

/**
 * Sent on window when the session cookies were set or removed in the page (a login, a logout):
 * the SessionProvider reads the hint again. No jotai here: this module is in every first load.
 */
export const SESSION_HINT_EVENT = "housing:session-hint";

/** The expiry in the readable hint cookie (browser only; null on the server or without a session cookie). */
export function readHint(): Date | null {
  return typeof document === "undefined" ? null : parseSessionHint(readCookie(document.cookie, SESSION_HINT_COOKIE));
}

/** Whether the browser holds a session cookie (its readable hint), without loading the session's state. */
export function hasSessionHint(): boolean {
  return readHint() !== null;
}

/** The token's claims the hint carries (browser only), or null. */
export function readHintClaims(): SessionClaims | null {
  return typeof document === "undefined"
    ? null
    : parseSessionHintClaims(readCookie(document.cookie, SESSION_HINT_COOKIE));
}
