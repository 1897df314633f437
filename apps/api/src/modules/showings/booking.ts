import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { ShowingBooking, ShowingErrorKey } from "@housing/contracts/showings";
import { getSiteByKey, type SiteConfig } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import type { Database } from "../../core/db/client";
import { showingBookings, showingSlots, users } from "../../core/db/schema";
import { deliverSoon, queueBookingConfirmation, queueCancellation } from "./mails";
import { bookingsWithShowings, bookingView, findShowing, isVipMember, type BookingRow, type SlotRow } from "./queries";

/*
 * Booking a place in a slot, and cancelling it (README.md beside this file). Places left are
 * race-safe: the slot's `taken` rises only through one conditional UPDATE that keeps it within
 * the capacity, so of two requests for the last place exactly one gets a row back; one active
 * booking per showing and e-mail (and user) is a partial unique index, so a second booking at
 * the same moment fails inside the same transaction and gives its place back.
 */

export type Deps = Pick<AppDependencies, "db" | "now" | "auth" | "logger" | "mailTransport">;

export type Refusal = { refused: ShowingErrorKey | "notFound" | "forbidden" };
export type BookingAnswer = { booking: ShowingBooking } | Refusal;

export interface BookingInput {
  siteKey: string;
  slotId: string;
  people: number;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  userId: string | null;
}

/** 32 url-safe characters (24 random bytes); only its SHA-256 is stored. */
export const newBookingToken = () => randomBytes(24).toString("base64url");
export const tokenHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

class AlreadyBooked extends Error {}

/** The unique indexes caught a second active booking (SQLSTATE 23505), however the driver wraps it. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

async function findSlot(db: Database, slotId: string): Promise<SlotRow | undefined> {
  const [slot] = await db.select().from(showingSlots).where(eq(showingSlots.id, slotId)).limit(1);
  return slot;
}

export async function book(deps: Deps, input: BookingInput): Promise<BookingAnswer> {
  const site = getSiteByKey(input.siteKey);
  const slot = await findSlot(deps.db, input.slotId);
  const showing = site && slot ? await findShowing(deps.db, site, slot.showingId) : undefined;
  if (!site || !slot || !showing) return { refused: "notFound" };
  if (showing.kind === "vip" && !(await isVipMember(deps.db, input.userId ?? undefined, site.key))) {
    return { refused: "vipOnly" };
  }
  const now = deps.now();
  if (slot.startsAt <= now) return { refused: "closed" };
  const email = input.contact.email.trim();
  const token = newBookingToken();
  try {
    const booking = await deps.db.transaction(async (tx) => {
      const taken = await tx
        .update(showingSlots)
        .set({ taken: sql`${showingSlots.taken} + ${input.people}` })
        .where(
          and(eq(showingSlots.id, slot.id), sql`${showingSlots.taken} + ${input.people} <= ${showingSlots.capacity}`),
        )
        .returning({ id: showingSlots.id });
      if (taken.length === 0) return null;
      let row: BookingRow;
      try {
        [row] = (await tx
          .insert(showingBookings)
          .values({
            slotId: slot.id,
            showingId: showing.id,
            siteKey: site.key,
            userId: input.userId,
            firstName: input.contact.firstName.trim(),
            lastName: input.contact.lastName.trim(),
            email,
            phone: input.contact.phone.trim(),
            people: input.people,
            tokenHash: tokenHashOf(token),
            createdAt: now,
          })
          .returning()) as [BookingRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw new AlreadyBooked();
        throw error;
      }
      await queueBookingConfirmation(tx, deps, { id: row.id, email, people: row.people, token }, site, showing, slot);
      return row;
    });
    if (!booking) return { refused: "full" };
    deliverSoon(deps);
    return { booking: bookingView(booking, { ...slot, taken: slot.taken + input.people }, showing, now) };
  } catch (error) {
    if (error instanceof AlreadyBooked) return { refused: "alreadyBooked" };
    throw error;
  }
}

/** The one-click booking: the contact is the logged-in user's own. */
export async function bookAsUser(
  deps: Deps,
  userId: string,
  input: Omit<BookingInput, "contact" | "userId">,
): Promise<BookingAnswer | { fieldErrors: Record<string, string[]> }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { refused: "notFound" };
  // The confirmation and the one-per-e-mail rule need an address; an account without one books with the form.
  if (!user.email) return { fieldErrors: { body: ["email"] } };
  return book(deps, {
    ...input,
    userId,
    contact: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phoneNumber ?? "",
    },
  });
}

/** The user's bookings on the site: upcoming first (soonest first), then the past ones (latest first). */
export async function myBookings(db: Database, userId: string, site: SiteConfig, now: Date): Promise<ShowingBooking[]> {
  const rows = await bookingsWithShowings(
    db,
    and(eq(showingBookings.userId, userId), eq(showingBookings.siteKey, site.key)),
  );
  const views = rows.map((row) => ({ ...row, view: bookingView(row.booking, row.slot, row.showing, now) }));
  const upcoming = views.filter((row) => row.slot.endsAt > now);
  const past = views.filter((row) => row.slot.endsAt <= now).reverse();
  return [...upcoming, ...past].map((row) => row.view);
}

async function bookingWhere(db: Database, where: ReturnType<typeof and>) {
  const [row] = await bookingsWithShowings(db, where);
  return row;
}

/** The booking of a link's token; the token of one booking says nothing of another. */
export async function bookingOfToken(db: Database, token: string) {
  return bookingWhere(db, eq(showingBookings.tokenHash, tokenHashOf(token)));
}

export async function lookUp(deps: Deps, token: string): Promise<BookingAnswer> {
  const row = await bookingOfToken(deps.db, token);
  if (!row) return { refused: "unknownBooking" };
  return { booking: bookingView(row.booking, row.slot, row.showing, deps.now()) };
}

type Found = NonNullable<Awaited<ReturnType<typeof bookingOfToken>>>;

/** Cancels a booked place before its slot starts and gives the places back; a cancelled one answers as it is. */
async function cancel(deps: Deps, row: Found): Promise<BookingAnswer> {
  const now = deps.now();
  if (row.booking.status === "cancelled") return { booking: bookingView(row.booking, row.slot, row.showing, now) };
  if (row.slot.startsAt <= now) return { refused: "closed" };
  const site = getSiteByKey(row.booking.siteKey);
  const cancelled = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(showingBookings)
      .set({ status: "cancelled", cancelledAt: now })
      .where(and(eq(showingBookings.id, row.booking.id), eq(showingBookings.status, "booked")))
      .returning();
    if (!updated) return null;
    await tx
      .update(showingSlots)
      .set({ taken: sql`greatest(${showingSlots.taken} - ${updated.people}, 0)` })
      .where(eq(showingSlots.id, updated.slotId));
    if (site) await queueCancellation(tx, deps, updated, site, row.showing, row.slot);
    return updated;
  });
  // Cancelled by another request in the meantime: answer what is stored now.
  const booking = cancelled ?? (await bookingWhere(deps.db, eq(showingBookings.id, row.booking.id)))!.booking;
  if (cancelled) deliverSoon(deps);
  return { booking: bookingView(booking, row.slot, row.showing, now) };
}

export async function cancelByToken(deps: Deps, token: string): Promise<BookingAnswer> {
  const row = await bookingOfToken(deps.db, token);
  return row ? cancel(deps, row) : { refused: "unknownBooking" };
}

/** Another user's booking, or one that does not exist, is the same 404. */
export async function cancelMine(deps: Deps, userId: string, bookingId: string): Promise<BookingAnswer> {
  const row = await bookingWhere(deps.db, and(eq(showingBookings.id, bookingId), eq(showingBookings.userId, userId)));
  return row ? cancel(deps, row) : { refused: "notFound" };
}

/** The user's active booking in a showing, if any (the one-tap check-in marks it). */
export async function activeBookingOf(
  db: Database,
  userId: string,
  showingId: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(showingBookings)
    .where(
      and(
        eq(showingBookings.userId, userId),
        eq(showingBookings.showingId, showingId),
        eq(showingBookings.status, "booked"),
      ),
    )
    .orderBy(desc(showingBookings.createdAt))
    .limit(1);
  return row;
}
