import { createHash } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { AppDependencies } from "../../core/dependencies";
import { loginAttempts, type RateLimitScope } from "../../core/db/schema";

/*
 * Rate limits kept in the database, so they hold across instances: failed logins per account
 * (5 in 15 minutes) and per IP address (30), mails asked for likewise. Keys are SHA-256 digests
 * of the lower-cased e-mail or the IP, never the value itself.
 */

type Deps = Pick<AppDependencies, "db" | "now" | "auth">;

export const keyOf = (value: string) => createHash("sha256").update(value.trim().toLowerCase()).digest("hex");

export interface Limit {
  scope: RateLimitScope;
  value: string;
  max: number;
}

/** Seconds until the oldest counted attempt leaves the window, when a limit is reached; else null. */
export async function retryAfter(deps: Deps, limits: readonly Limit[]): Promise<number | null> {
  const windowMs = deps.auth.rateLimits.windowSeconds * 1000;
  const since = new Date(deps.now().getTime() - windowMs);
  let wait: number | null = null;
  for (const limit of limits) {
    const rows = await deps.db
      .select({ createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.scope, limit.scope),
          eq(loginAttempts.key, keyOf(limit.value)),
          gt(loginAttempts.createdAt, since),
        ),
      )
      .orderBy(sql`${loginAttempts.createdAt} desc`)
      .limit(limit.max);
    if (rows.length < limit.max) continue;
    const oldest = rows[rows.length - 1]!.createdAt.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + windowMs - deps.now().getTime()) / 1000));
    wait = Math.max(wait ?? 0, seconds);
  }
  return wait;
}

export async function countAttempt(deps: Deps, limits: readonly Limit[]): Promise<void> {
  await deps.db
    .insert(loginAttempts)
    .values(limits.map((limit) => ({ scope: limit.scope, key: keyOf(limit.value), createdAt: deps.now() })));
  // Old attempts are of no use: each insert clears what left the window long ago.
  const old = new Date(deps.now().getTime() - 2 * deps.auth.rateLimits.windowSeconds * 1000);
  await deps.db.delete(loginAttempts).where(lt(loginAttempts.createdAt, old));
}

/** A successful login forgets the account's failures (the IP's stay). */
export async function clearAttempts(deps: Deps, scope: RateLimitScope, values: readonly string[]): Promise<void> {
  if (values.length === 0) return;
  await deps.db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), inArray(loginAttempts.key, values.map(keyOf))));
}
