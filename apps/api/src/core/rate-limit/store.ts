import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rowsOf } from "../db/sql";

/** One budget a request spends from: `max` hits per `windowSeconds` for the value under `key`. */
export interface Hit {
  /** What is counted, e.g. `login:ip:203.0.113.7`; digested before it reaches the database. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Expired rows are deleted at most this often per process, by the hit that notices. */
const CLEAN_EVERY_MS = 60_000;

/** The counter's key in the table: a SHA-256 digest, so no IP address or e-mail is stored. */
export const counterKey = (key: string): string => createHash("sha256").update(key).digest("hex");

/**
 * Fixed-window counters in the database (README.md beside this file). `take` counts one hit on
 * every budget in one statement: an `insert ... on conflict do update ... returning` is atomic
 * per row in PostgreSQL, so two processes counting at once never lose a hit. A window that has
 * ended starts again at 1. Returns the seconds until the latest-resetting exhausted budget
 * frees up, or null when every budget still had room.
 */
export function counterStore(db: Database) {
  let lastCleanAt = 0;
  return {
    async take(hits: readonly Hit[], now: Date): Promise<number | null> {
      // One row may be updated once per statement: a key named twice is counted once.
      const unique = [...new Map(hits.map((hit) => [counterKey(hit.key), hit])).values()];
      if (unique.length === 0) return null;
      const at = now.toISOString();
      const rows = sql.join(
        unique.map(
          (hit) =>
            sql`(${counterKey(hit.key)}, 1, ${new Date(now.getTime() + hit.windowSeconds * 1000).toISOString()}::timestamptz)`,
        ),
        sql`, `,
      );
      const counted = await rowsOf<{ key: string; hits: number; resets_at: string | Date }>(
        db,
        sql`insert into rate_limit_counters as counter (key, hits, resets_at) values ${rows}
          on conflict (key) do update set
            hits = case when counter.resets_at <= ${at}::timestamptz then 1 else counter.hits + 1 end,
            resets_at = case when counter.resets_at <= ${at}::timestamptz then excluded.resets_at else counter.resets_at end
          returning key, hits, resets_at`,
      );
      if (now.getTime() - lastCleanAt > CLEAN_EVERY_MS) {
        lastCleanAt = now.getTime();
        // The index on resets_at makes this a range scan; a row past its reset is of no use.
        await db.execute(sql`delete from rate_limit_counters where resets_at < ${at}::timestamptz`);
      }
      const maxByKey = new Map(unique.map((hit) => [counterKey(hit.key), hit.max]));
      let wait: number | null = null;
      for (const row of counted) {
        if (row.hits <= (maxByKey.get(row.key) ?? Infinity)) continue;
        const seconds = Math.max(1, Math.ceil((new Date(row.resets_at).getTime() - now.getTime()) / 1000));
        wait = Math.max(wait ?? 0, seconds);
      }
      return wait;
    },
  };
}

export type CounterStore = ReturnType<typeof counterStore>;
