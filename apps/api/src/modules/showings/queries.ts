import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { ShowingBooking, ShowingDetail, ShowingKind } from "@housing/contracts/showings";
import { getSiteByKey, type SiteConfig } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { objects, showingBookings, showings, showingSlots, stages, vipMemberships } from "../../core/db/schema";

/*
 * The reads every showing call shares: a showing with its stage, its slots, a booking as its
 * holder sees it. A VIP showing exists only where the site has VIP on (site-config's
 * `hasVip`): elsewhere it is neither listed nor found.
 */

export interface ShowingRow {
  id: string;
  stageId: string;
  objectId: string | null;
  kind: ShowingKind;
  startsAt: Date;
  endsAt: Date;
  place: string;
  siteKey: string;
  stageName: string;
  stageUrl: string;
  objectUrl: string | null;
}

const SHOWING_COLUMNS = {
  id: showings.id,
  stageId: showings.stageId,
  objectId: showings.objectId,
  kind: showings.kind,
  startsAt: showings.startsAt,
  endsAt: showings.endsAt,
  place: showings.place,
  siteKey: stages.siteKey,
  stageName: stages.name,
  stageUrl: stages.url,
  objectUrl: objects.url,
};

export const hasVip = (site: SiteConfig) => site.features.hasVip;

/** The kinds of showing that exist on the site. */
const visibleKinds = (site: SiteConfig) => (hasVip(site) ? sql`true` : eq(showings.kind, "public"));

function showingQuery(db: Database) {
  return db
    .select(SHOWING_COLUMNS)
    .from(showings)
    .innerJoin(stages, eq(stages.id, showings.stageId))
    .leftJoin(objects, eq(objects.id, showings.objectId));
}

/** A showing of the site by id, or undefined (also for a VIP showing where the site has no VIP). */
export async function findShowing(db: Database, site: SiteConfig, showingId: string): Promise<ShowingRow | undefined> {
  const [row] = await showingQuery(db)
    .where(and(eq(showings.id, showingId), eq(stages.siteKey, site.key), visibleKinds(site)))
    .limit(1);
  return row;
}

/** A showing by id whatever its site (the attendance call finds the site from the showing). */
export async function findAnyShowing(db: Database, showingId: string): Promise<ShowingRow | undefined> {
  const [row] = await showingQuery(db).where(eq(showings.id, showingId)).limit(1);
  return row;
}

/** The stage's showings that have not ended, soonest first; with `objectId` the stage's own and that home's. */
export async function upcomingShowings(
  db: Database,
  site: SiteConfig,
  stageId: string,
  now: Date,
  objectId?: string,
): Promise<ShowingRow[]> {
  return showingQuery(db)
    .where(
      and(
        eq(showings.stageId, stageId),
        eq(stages.siteKey, site.key),
        gt(showings.endsAt, now),
        visibleKinds(site),
        objectId ? or(isNull(showings.objectId), eq(showings.objectId, objectId)) : undefined,
      ),
    )
    .orderBy(asc(showings.startsAt), asc(showings.id));
}

/** The site's VIP showings that have not ended, soonest first (none where the site has VIP off). */
export async function upcomingVipShowings(db: Database, site: SiteConfig, now: Date): Promise<ShowingRow[]> {
  if (!hasVip(site)) return [];
  return showingQuery(db)
    .where(and(eq(stages.siteKey, site.key), eq(showings.kind, "vip"), gt(showings.endsAt, now)))
    .orderBy(asc(showings.startsAt), asc(showings.id));
}

export async function isVipMember(db: Database, userId: string | undefined, siteKey: string): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ userId: vipMemberships.userId })
    .from(vipMemberships)
    .where(and(eq(vipMemberships.userId, userId), eq(vipMemberships.siteKey, siteKey)))
    .limit(1);
  return Boolean(row);
}

/** The showings as the list answers them, with their slots and places left. */
export async function showingDetails(
  db: Database,
  rows: readonly ShowingRow[],
  isMember: boolean,
): Promise<ShowingDetail[]> {
  if (rows.length === 0) return [];
  const slots = await db
    .select()
    .from(showingSlots)
    .where(
      inArray(
        showingSlots.showingId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(showingSlots.startsAt), asc(showingSlots.id));
  return rows.map((row) => ({
    id: row.id,
    stageId: row.stageId,
    objectId: row.objectId,
    kind: row.kind,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    place: row.place,
    slots: slots
      .filter((slot) => slot.showingId === row.id)
      .map((slot) => ({
        id: slot.id,
        startsAt: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
        capacity: slot.capacity,
        placesLeft: Math.max(0, slot.capacity - slot.taken),
      })),
    bookable: row.kind === "public" || isMember,
  }));
}

export type BookingRow = typeof showingBookings.$inferSelect;
export type SlotRow = typeof showingSlots.$inferSelect;

/** A booking as its holder sees it; `cancellable` while it is booked and its slot has not started. */
export function bookingView(booking: BookingRow, slot: SlotRow, showing: ShowingRow, now: Date): ShowingBooking {
  const site = getSiteByKey(booking.siteKey);
  return {
    id: booking.id,
    siteId: (site?.key ?? booking.siteKey) as ShowingBooking["siteId"],
    status: booking.status,
    people: booking.people,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    showing: {
      id: showing.id,
      kind: showing.kind,
      place: showing.place,
      stageId: showing.stageId,
      stageName: showing.stageName,
      url: showing.objectUrl ?? showing.stageUrl,
    },
    checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    cancellable: booking.status === "booked" && slot.startsAt > now,
  };
}

/** Bookings with their slots and showings, for the views. */
export async function bookingsWithShowings(
  db: Database,
  where: ReturnType<typeof and>,
): Promise<{ booking: BookingRow; slot: SlotRow; showing: ShowingRow }[]> {
  const rows = await db
    .select({ booking: showingBookings, slot: showingSlots, showing: SHOWING_COLUMNS })
    .from(showingBookings)
    .innerJoin(showingSlots, eq(showingSlots.id, showingBookings.slotId))
    .innerJoin(showings, eq(showings.id, showingBookings.showingId))
    .innerJoin(stages, eq(stages.id, showings.stageId))
    .leftJoin(objects, eq(objects.id, showings.objectId))
    .where(where)
    .orderBy(asc(showingSlots.startsAt), asc(showingBookings.id));
  return rows;
}
