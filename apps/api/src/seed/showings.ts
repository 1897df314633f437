import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { sites } from "@housing/site-config";
import type { Database } from "../core/db/client";
import { Random } from "../core/random";
import { showingBookings, showingCheckIns, showingSlots, showingStaff } from "../core/db/schema";
import { slotsOf } from "../modules/showings/slots";
import { demoUserId } from "./account";
import type { CatalogueData } from "./catalogue/build";
import { catalogueId } from "./catalogue/common";

/*
 * The showings' slots and a few bookings (issue 27), and the estate agent who reads attendance.
 * Every catalogue showing is split into 30-minute slots of 6 to 10 places; the first two upcoming
 * public showings of the Swedish main site get bookings, one of them Anna's (her my pages list
 * it). Rewritten with the catalogue: the showings module's tables are emptied first.
 */

/** The demo estate agent (README's demo users), staff of these sites' showings. */
export const SHOWING_AGENT = "mikael";
const AGENT_SITES = [sites.se.key, sites.no.key];

const ROWS_PER_INSERT = 500;

const VISITORS = [
  ["Annika", "Holm", "annika.holm@example.com", 2],
  ["Lars", "Björk", "lars.bjork@example.com", 1],
  ["Emma", "Lund", "emma.lund@example.com", 3],
  ["Oskar", "Falk", "oskar.falk@example.com", 2],
  ["Maja", "Strand", "maja.strand@example.com", 1],
] as const;

/** A seeded booking's link token is made from its id; its SHA-256 is all that is stored, as for every booking. */
const seedTokenHash = (bookingId: string) =>
  createHash("sha256")
    .update(createHash("sha256").update(`seed-booking:${bookingId}`).digest("base64url").slice(0, 32))
    .digest("hex");

export async function seedShowingStaff(db: Database): Promise<void> {
  const userId = demoUserId(SHOWING_AGENT);
  await db.delete(showingStaff).where(inArray(showingStaff.userId, [userId]));
  await db.insert(showingStaff).values(AGENT_SITES.map((siteKey) => ({ userId, siteKey })));
}

export async function seedShowingSlots(
  db: Database,
  catalogue: Pick<CatalogueData, "showings" | "stages">,
  now: Date,
): Promise<number> {
  await db.delete(showingCheckIns);
  await db.delete(showingBookings);
  await db.delete(showingSlots);
  const slots = catalogue.showings.flatMap((showing) =>
    slotsOf(
      { id: showing.id, startsAt: showing.startsAt, endsAt: showing.endsAt },
      (index) => Random.for(`${showing.id}:slot:${index}`).int(6, 10),
      (index) => catalogueId("slot", showing.id, index),
    ),
  );
  for (let start = 0; start < slots.length; start += ROWS_PER_INSERT) {
    await db.insert(showingSlots).values(slots.slice(start, start + ROWS_PER_INSERT));
  }

  const swedish = new Set(catalogue.stages.filter((stage) => stage.siteKey === sites.se.key).map((stage) => stage.id));
  const booked = catalogue.showings
    .filter((showing) => showing.kind === "public" && showing.startsAt > now && swedish.has(showing.stageId))
    .sort((a, b) => a.id.localeCompare(b.id))
    .slice(0, 2);
  const bookings: (typeof showingBookings.$inferInsert)[] = [];
  booked.forEach((showing, showingIndex) => {
    const ownSlots = slots.filter((slot) => slot.showingId === showing.id);
    const visitors = showingIndex === 0 ? VISITORS.slice(0, 3) : VISITORS.slice(3);
    visitors.forEach(([firstName, lastName, email, people], index) => {
      const id = catalogueId("showing-booking", showing.id, index);
      bookings.push({
        id,
        slotId: ownSlots[index % ownSlots.length]!.id,
        showingId: showing.id,
        siteKey: sites.se.key,
        userId: null,
        firstName,
        lastName,
        email,
        phone: "070-123 45 67",
        people,
        tokenHash: seedTokenHash(id),
        createdAt: now,
      });
    });
    if (showingIndex === 0) {
      const id = catalogueId("showing-booking", showing.id, "anna");
      bookings.push({
        id,
        slotId: ownSlots[ownSlots.length - 1]!.id,
        showingId: showing.id,
        siteKey: sites.se.key,
        userId: demoUserId("anna"),
        firstName: "Anna",
        lastName: "Andersson",
        email: "anna.andersson@example.com",
        phone: "070-123 45 67",
        people: 2,
        tokenHash: seedTokenHash(id),
        createdAt: now,
      });
    }
  });
  if (bookings.length > 0) {
    await db.insert(showingBookings).values(bookings);
    await db.execute(
      sql`update showing_slots s set taken = b.people from (
        select slot_id, sum(people)::int as people from showing_bookings where status = 'booked' group by slot_id
      ) b where b.slot_id = s.id`,
    );
  }
  return slots.length;
}
