import { and, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { expect } from "vitest";
import type { Database } from "../core/db/client";
import { rowsOf } from "../core/db/sql";
import { bookingFlows, objects, stages, users } from "../core/db/schema";
import type { JobQueue } from "../core/jobs";
import { call } from "./account";
import { ObjectStatus } from "../modules/catalogue/enums";

/** The booking tests' fixtures: a bookable stage of a site, fresh buyers, a booking driven to reserved. */

export interface BookableStage {
  stageId: string;
  /** Its homes for sale, in id order. */
  homes: string[];
}

/** The seeded stage with this flow on the site (seed/booking.ts), or the site's stage with most homes for sale given it. */
export async function bookableStage(db: Database, siteKey: string, flow: 5 | 6 | 8): Promise<BookableStage> {
  const forSale = ObjectStatus.ids.forSale;
  let [stage] = await rowsOf<{ id: string }>(
    db,
    sql`select id from stages where site_key = ${siteKey} and booking_flow = ${flow} order by id limit 1`,
  );
  if (!stage) {
    [stage] = await rowsOf<{ id: string }>(
      db,
      sql`select s.id from stages s join objects o on o.stage_id = s.id and o.status_id = ${forSale}
        where s.site_key = ${siteKey} and s.booking_flow is null group by s.id order by count(*) desc, s.id limit 1`,
    );
    await db.update(stages).set({ bookingFlow: flow }).where(eq(stages.id, stage!.id));
  }
  const homes = await db
    .select({ id: objects.id })
    .from(objects)
    .where(and(eq(objects.stageId, stage!.id), eq(objects.statusId, forSale)))
    .orderBy(objects.id);
  return { stageId: stage!.id, homes: homes.map((home) => home.id) };
}

/** A Swedish personal number (12 digits) with its Luhn digit, from a birth date and a serial. */
export function swedishNumber(yyyymmdd: string, serial: number): string {
  const nine = `${yyyymmdd.slice(2)}${String(serial).padStart(3, "0")}`;
  const sum = [...nine].reduce((total, char, index) => {
    const product = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${yyyymmdd}${String(serial).padStart(3, "0")}${(10 - (sum % 10)) % 10}`;
}

/** New Swedish buyers with personal numbers (the race's crowd). */
export async function newBuyers(db: Database, prefix: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        firstName: "Test",
        lastName: `${prefix}${index}`,
        email: `${prefix.toLowerCase()}${index}@buyers.example`,
        securityNumber: swedishNumber("19700101", 100 + index),
        countryId: "se",
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

export async function objectStatusOf(db: Database, objectId: string): Promise<string | undefined> {
  const [row] = await db.select({ statusId: objects.statusId }).from(objects).where(eq(objects.id, objectId)).limit(1);
  return row ? ObjectStatus.keyOf(row.statusId) : undefined;
}

export async function bookingRow(db: Database, bookingId: string) {
  const [row] = await db.select().from(bookingFlows).where(eq(bookingFlows.id, bookingId)).limit(1);
  return row!;
}

/** Starts a booking and waits for its reservation: the decided state (200). */
export async function reserve(app: Hono, jobs: JobQueue, token: string, objectId: string) {
  const started = await call(app, "POST", "/api/buyresidence/startbookingasync", { token, body: { objectId } });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await jobs.settled();
  const bookingId = started.body.bookingId as string;
  const status = await call(app, "GET", `/api/buyresidence/getbookingstatus/${bookingId}`, { token });
  expect(status.status).toBe(200);
  return { bookingId, state: status.body };
}
