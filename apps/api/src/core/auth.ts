import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { AppDependencies } from "./dependencies";
import { authSessions } from "./db/schema";
import { sendError } from "./errors";
import type { SessionClaims } from "./tokens";

/*
 * The session check, once for every module. A request carries its login token ONLY as
 * `Authorization: Bearer <jwt>` (the sites keep it in an httpOnly cookie and forward it). The
 * token must be signed by one of our keys (by `kid`), with our issuer and audience, not expired,
 * and its session (`sid`) must exist, belong to its `sub` and be neither revoked nor expired.
 * Anything else is anonymous; `requireUser()` answers 401. Modules ask `sessionOf(c)`.
 */

export interface AuthenticatedSession {
  isAuthenticated: true;
  userId: string;
  sessionId: string;
  bankId: boolean;
  loginMethod: SessionClaims["login_method"];
  loginType: SessionClaims["login_type"];
  associationId: string | null;
  siteKey: string;
}

export type Session = { isAuthenticated: false } | AuthenticatedSession;

const ANONYMOUS: Session = { isAuthenticated: false };

const sessions = new WeakMap<Request, Session>();

/** The bearer token of a request, if it sent one in the one accepted form. */
export function bearerTokenOf(c: Context): string | undefined {
  const header = c.req.header("authorization");
  if (!header) return undefined;
  const match = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header.trim());
  return match?.[1];
}

/** Reads and checks the bearer token of every request that has one; runs before the modules. */
export function authenticate(deps: Pick<AppDependencies, "db" | "tokens" | "now">): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerTokenOf(c);
    if (token) sessions.set(c.req.raw, await sessionOfToken(deps, token));
    await next();
  };
}

async function sessionOfToken(deps: Pick<AppDependencies, "db" | "tokens" | "now">, token: string): Promise<Session> {
  const claims = await deps.tokens.verifySession(token);
  if (!claims) return ANONYMOUS;
  const [row] = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, claims.sid),
        eq(authSessions.userId, claims.sub),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  if (!row) return ANONYMOUS;
  return {
    isAuthenticated: true,
    userId: claims.sub,
    sessionId: claims.sid,
    bankId: claims.bank_id,
    loginMethod: claims.login_method,
    loginType: claims.login_type,
    associationId: claims.association,
    siteKey: claims.site,
  };
}

/** Who is calling: anonymous unless the request carried a valid token of a live session. */
export function sessionOf(c: Context): Session {
  return sessions.get(c.req.raw) ?? ANONYMOUS;
}

/** The logged-in caller; only inside routes behind `requireUser()`. */
export function userOf(c: Context): AuthenticatedSession {
  const session = sessionOf(c);
  if (!session.isAuthenticated) throw new Error("userOf outside requireUser()");
  return session;
}

/** For the routes of my pages, documents, payments and cases: 401 for an anonymous caller. */
export function requireUser(): MiddlewareHandler {
  return async (c, next) => {
    if (!sessionOf(c).isAuthenticated) return sendError(c, 401, "Unauthorized", "loginRequired");
    await next();
  };
}

/** A board login (spec section 6: board members have no favourites, interests or notifications). */
export function isBoardLogin(session: Pick<AuthenticatedSession, "loginType">): boolean {
  return session.loginType === "boardMember" || session.loginType === "boardMemberCase";
}
