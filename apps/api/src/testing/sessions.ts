import type { LoginType } from "../modules/account/schema";
import { DEFAULT_AUTH_SETTINGS } from "../core/dependencies";
import type { Database } from "../core/db/client";
import { authSessions } from "../core/db/schema";
import { createTokenService } from "../core/tokens";

/**
 * A login token of a new, live session, as a login would give it, without going through a login
 * flow: for tests of personal calls that need a board login or a particular site.
 */
export async function sessionToken(
  db: Database,
  session: { userId: string; loginType?: LoginType; associationId?: string | null; siteKey?: string },
): Promise<string> {
  const loginType = session.loginType ?? "private";
  const siteKey = session.siteKey ?? "Jmse";
  const associationId = session.associationId ?? null;
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  const [row] = await db
    .insert(authSessions)
    .values({ userId: session.userId, loginMethod: "bank_id", loginType, associationId, siteKey, expiresAt })
    .returning({ id: authSessions.id });
  const tokens = createTokenService(db, DEFAULT_AUTH_SETTINGS, () => new Date());
  return tokens.signSession(
    {
      sub: session.userId,
      sid: row!.id,
      bank_id: true,
      login_method: "bank_id",
      login_type: loginType,
      association: associationId,
      site: siteKey,
    },
    expiresAt,
  );
}
