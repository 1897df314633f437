import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { showingSecrets } from "../../core/db/schema";

/*
 * The door key: what the showing's QR page at the door puts into the form page's link, so a
 * check-in proves it was made at the door while check-in was open. It is an HMAC-SHA-256 of
 * the showing's id with the server's secret, the first 16 bytes in base64url (22 characters).
 * The secret is one row in the database, made on first use, so every instance of the API
 * over the same database makes the same keys.
 */

const SECRET_NAME = "doorKey";
const secrets = new WeakMap<Database, Promise<Buffer>>();

async function loadSecret(db: Database): Promise<Buffer> {
  await db
    .insert(showingSecrets)
    .values({ name: SECRET_NAME, secret: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(showingSecrets).where(eq(showingSecrets.name, SECRET_NAME)).limit(1);
  return Buffer.from(row!.secret, "base64url");
}

function secretOf(db: Database): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    // A failed load is tried again by the next call.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

export function doorKeyWith(secret: Buffer, showingId: string): string {
  return createHmac("sha256", secret).update(showingId).digest().subarray(0, 16).toString("base64url");
}

export async function doorKeyOf(db: Database, showingId: string): Promise<string> {
  return doorKeyWith(await secretOf(db), showingId);
}

/** Whether `key` is the showing's door key, compared in constant time. */
export async function isDoorKeyOf(db: Database, showingId: string, key: string): Promise<boolean> {
  const expected = Buffer.from(await doorKeyOf(db, showingId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
