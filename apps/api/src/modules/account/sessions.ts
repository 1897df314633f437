import { and, eq, gt, isNull } from "drizzle-orm";
import type { LoginOk, LoginRole, LoginType, RefreshTokenResponse } from "@housing/contracts/account";
import type { AuthenticatedSession } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { authSessions, type LoginMethod } from "../../core/db/schema";
import { userAnswer } from "./users";

export type SessionDeps = Pick<AppDependencies, "db" | "tokens" | "now" | "auth">;

export interface NewLogin {
  userId: string;
  loginMethod: LoginMethod;
  loginType: LoginType;
  role: LoginRole;
  associationId: string | null;
  siteKey: string;
}

/** A token lives 60 minutes (spec section 9), never beyond its session. */
function tokenExpiry(deps: SessionDeps, sessionExpiresAt: Date): Date {
  const ttl = new Date(deps.now().getTime() + deps.auth.tokenTtlSeconds * 1000);
  return ttl < sessionExpiresAt ? ttl : sessionExpiresAt;
}

async function tokenFor(
  deps: SessionDeps,
  session: {
    id: string;
    userId: string;
    loginMethod: string;
    loginType: string;
    associationId: string | null;
    siteKey: string;
  },
  expiresAt: Date,
): Promise<string> {
  return deps.tokens.signSession(
    {
      sub: session.userId,
      sid: session.id,
      bank_id: session.loginMethod !== "email",
      login_method: session.loginMethod as LoginMethod,
      login_type: session.loginType as LoginType,
      association: session.associationId,
      site: session.siteKey,
    },
    expiresAt,
  );
}

/** Starts a session (a login) and answers Ok with its token and the user. */
export async function startSession(deps: SessionDeps, login: NewLogin): Promise<LoginOk> {
  const sessionExpiresAt = new Date(deps.now().getTime() + deps.auth.sessionMaxAgeSeconds * 1000);
  const [session] = await deps.db
    .insert(authSessions)
    .values({
      userId: login.userId,
      loginMethod: login.loginMethod,
      loginType: login.loginType,
      associationId: login.associationId,
      siteKey: login.siteKey,
      createdAt: deps.now(),
      expiresAt: sessionExpiresAt,
    })
    .returning();
  const expiresAt = tokenExpiry(deps, session!.expiresAt);
  const token = await tokenFor(deps, session!, expiresAt);
  const user = await userAnswer(deps.db, login.userId, {
    siteKey: login.siteKey,
    associationId: login.associationId,
    loginType: login.loginType,
  });
  return {
    status: "Ok",
    token,
    expiresAt: expiresAt.toISOString(),
    loginType: login.loginType,
    role: login.role,
    user: user!,
  };
}

/** A new token for the caller's session (still live: the core checked it), or null. */
export async function refreshSession(
  deps: SessionDeps,
  caller: AuthenticatedSession,
): Promise<RefreshTokenResponse | null> {
  const [session] = await deps.db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, caller.sessionId),
        eq(authSessions.userId, caller.userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  if (!session) return null;
  const expiresAt = tokenExpiry(deps, session.expiresAt);
  return { token: await tokenFor(deps, session, expiresAt), expiresAt: expiresAt.toISOString() };
}

/** Logout: the session is revoked, so neither its tokens nor a refresh work any more. */
export async function revokeSession(deps: SessionDeps, caller: AuthenticatedSession): Promise<void> {
  await deps.db
    .update(authSessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(authSessions.id, caller.sessionId), eq(authSessions.userId, caller.userId)));
}

/** Every session of a user ends (a password was reset or changed). */
export async function revokeSessionsOf(deps: SessionDeps, userId: string, except?: string): Promise<void> {
  const sessions = await deps.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  for (const session of sessions) {
    if (session.id === except) continue;
    await deps.db.update(authSessions).set({ revokedAt: deps.now() }).where(eq(authSessions.id, session.id));
  }
}
