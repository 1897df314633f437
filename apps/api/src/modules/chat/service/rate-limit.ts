import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../../core/db/client";
import { rowsOf } from "../../../core/db/sql";
import { chatQuestions } from "../schema";

/*
 * Questions per client IP address in the last minute, counted in the database so the limit holds
 * across API processes, like the account module's login limits. The key is a digest of the
 * address, never the address itself.
 */

export const CHAT_WINDOW_SECONDS = 60;

const keyOf = (ip: string) => createHash("sha256").update(`chat:${ip}`).digest("hex");

/**
 * Counts the question, unless the client has reached `max` in the window: then the seconds until
 * its oldest counted question leaves the window.
 */
export async function takeQuestion(db: Database, ip: string, max: number, now: Date): Promise<number | null> {
  const key = keyOf(ip);
  const windowMs = CHAT_WINDOW_SECONDS * 1000;
  const since = new Date(now.getTime() - windowMs);
  const recent = await rowsOf<{ created_at: string }>(
    db,
    sql`select created_at from chat_questions where client_key = ${key} and created_at > ${since.toISOString()}
      order by created_at desc limit ${max}`,
  );
  if (recent.length >= max) {
    const oldest = new Date(recent[recent.length - 1]!.created_at).getTime();
    return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
  }
  await db.insert(chatQuestions).values({ clientKey: key, createdAt: now });
  // What left the window long ago is of no use: each question clears it.
  await db.execute(
    sql`delete from chat_questions where created_at < ${new Date(now.getTime() - 2 * windowMs).toISOString()}`,
  );
  return null;
}
