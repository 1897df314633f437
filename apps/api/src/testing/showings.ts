import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import type { AppOptions, OutgoingMail } from "../core/dependencies";
import type { Database } from "../core/db/client";
import { rowsOf } from "../core/db/sql";
import { outboxMails, showings, showingSlots } from "../core/db/schema";
import { createApp } from "../core/app";
import { TestClock } from "./account";
import { useSeededApp, type TestDriver } from "./test-database";
import { slotsOf } from "../modules/showings/slots";

/** The showing tests' fixtures: the seeded catalogue (500 homes), a clock and captured mails. */
export function useShowingApp(driver: TestDriver, options: Partial<Omit<AppOptions, "db" | "driver">> = {}) {
  const seeded = useSeededApp(driver, { catalogue: { objects: 500 } });
  const clock = new TestClock();
  const mails: OutgoingMail[] = [];
  let app: Hono | undefined;
  return {
    clock,
    mails,
    get db(): Database {
      return seeded.handle.db;
    },
    get app(): Hono {
      app ??= createApp({
        db: seeded.handle.db,
        driver: seeded.handle.driver,
        now: clock.now,
        rateLimits: false,
        ...options,
      });
      return app;
    },
  };
}

export async function stageOf(db: Database, siteKey: string): Promise<{ id: string; url: string; name: string }> {
  const [stage] = await rowsOf<{ id: string; url: string; name: string }>(
    db,
    sql`select id, url, name from stages where site_key = ${siteKey} order by id limit 1`,
  );
  if (!stage) throw new Error(`no stage on ${siteKey}`);
  return stage;
}

/** A showing of the stage `startsInMinutes` from the clock's now, 60 minutes, two slots of `capacity`. */
export async function newShowing(
  db: Database,
  stageId: string,
  startsAt: Date,
  options: { kind?: "public" | "vip"; capacity?: number; minutes?: number } = {},
): Promise<{ id: string; slots: string[] }> {
  const id = randomUUID();
  const endsAt = new Date(startsAt.getTime() + (options.minutes ?? 60) * 60_000);
  await db.insert(showings).values({
    id,
    stageId,
    objectId: null,
    startsAt,
    endsAt,
    kind: options.kind ?? "public",
    place: "Storgatan 1, Solna",
  });
  const slots = slotsOf({ id, startsAt, endsAt }, () => options.capacity ?? 8);
  await db.insert(showingSlots).values(slots);
  return { id, slots: slots.map((slot) => slot.id) };
}

export const minutesFrom = (clock: TestClock, minutes: number) => new Date(clock.time + minutes * 60_000);

export async function mailsTo(db: Database, email: string) {
  return db.select().from(outboxMails).where(eq(outboxMails.recipient, email)).orderBy(outboxMails.createdAt);
}

/** The booking link's token of the latest confirmation to `email`. */
export async function tokenMailedTo(db: Database, email: string): Promise<string> {
  const mails = (await mailsTo(db, email)).filter((mail) => mail.kind === "showingBooked");
  const link = mails.at(-1)?.link ?? "";
  const token = /[?&]b=([\w-]{32})$/.exec(link)?.[1];
  if (!token) throw new Error(`no booking link mailed to ${email}`);
  return token;
}

export const contact = (email: string) => ({
  firstName: "Eva",
  lastName: "Ström",
  email,
  phone: "070-765 43 21",
});
