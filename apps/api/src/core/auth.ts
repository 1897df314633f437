import type { Context, MiddlewareHandler } from "hono";
import { sendError } from "./errors";

/*
 * The place the session check will live. Login (BankID, the next issue) will read the httpOnly
 * session cookie here, once for every module, and modules will only ask `sessionOf(c)` or mount
 * `requireUser()` on their routes; no module reads a cookie or a token itself. Until then every
 * caller is anonymous.
 */

export type Session = { isAuthenticated: false };

const ANONYMOUS: Session = { isAuthenticated: false };

/** Who is calling. Always anonymous until login exists. */
export function sessionOf(_c: Context): Session {
  return ANONYMOUS;
}

/** For the routes of my pages, documents, payments and cases: 401 for an anonymous caller. */
export function requireUser(): MiddlewareHandler {
  return async (c, next) => {
    if (!sessionOf(c).isAuthenticated) return sendError(c, 401, "Unauthorized", "loginRequired");
    await next();
  };
}
