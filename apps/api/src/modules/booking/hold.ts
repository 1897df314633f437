import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { bookingFlows, objects, paymentRequests, payments } from "../../core/db/schema";
import { ObjectStatus } from "../catalogue/enums";
import { refreshStage } from "../catalogue/refresh-stage";
import type { BookingDeps } from "./deps";
import { HOLDING_STATUSES } from "./schema";
import { announceStatusChange } from "./revalidate";
import type { BookingRow } from "./state";

/*
 * The hold (spec section 2: the object is reserved for the buyer while the flow runs, and
 * released when it expires or the buyer leaves). A booking holds its home from `reserved` until
 * `expires_at` (BOOKING_HOLD_MINUTES), unless its fee is paid: a paid booking no longer expires.
 * Expiry is applied lazily by every call that reads the booking, and by a sweep in the server
 * process (the `booking.sweep` job, queued every minute by the app's interval), so a home nobody
 * looks at is released too.
 */

type Writer = Pick<Database, "select" | "update" | "delete" | "execute">;

/**
 * Ends a holding booking and gives its home back (reserved -> forSale). The booking's own
 * conditional update decides: whoever ends it first (expiry, leave), the other finds nothing.
 */
async function release(tx: Writer, row: BookingRow, status: "expired" | "cancelled", now: Date): Promise<boolean> {
  const [ended] = await tx
    .update(bookingFlows)
    .set({ status, reason: status === "expired" ? "timeout" : "cancel", updatedAt: now })
    .where(and(eq(bookingFlows.id, row.id), inArray(bookingFlows.status, [...HOLDING_STATUSES])))
    .returning({ id: bookingFlows.id });
  if (!ended) return false;
  // This booking held the home (one holding booking per home): it goes back on sale.
  await tx
    .update(objects)
    .set({ statusId: ObjectStatus.ids.forSale })
    .where(and(eq(objects.id, row.objectId), eq(objects.statusId, ObjectStatus.ids.reserved)));
  // An unpaid fee of a booking that ended is owed by nobody: it goes with its attempts.
  if (row.paymentId) {
    const unpaid = and(eq(payments.id, row.paymentId), sql`${payments.status} <> 'Paid'`);
    await tx.delete(paymentRequests).where(eq(paymentRequests.paymentId, row.paymentId));
    await tx.delete(payments).where(unpaid);
  }
  await refreshStage(tx, row.stageId);
  return true;
}

/** Releases the booking's home; true when this call ended it. */
export async function releaseBooking(
  deps: BookingDeps,
  row: BookingRow,
  status: "expired" | "cancelled",
): Promise<boolean> {
  const isReleased = await deps.db.transaction((tx) => release(tx, row, status, deps.now()));
  if (isReleased) await announceStatusChange(deps, row.objectId);
  return isReleased;
}

/** Whether the hold's time ran out (a paid fee keeps it). */
async function isDue(deps: BookingDeps, row: BookingRow): Promise<boolean> {
  if (!(HOLDING_STATUSES as readonly string[]).includes(row.status)) return false;
  if (!row.expiresAt || row.expiresAt.getTime() > deps.now().getTime()) return false;
  if (!row.paymentId) return true;
  const [payment] = await deps.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, row.paymentId))
    .limit(1);
  return payment?.status !== "Paid";
}

/** The lazy expiry: the booking as it stands after its hold ended, or undefined when it still runs. */
export async function expireIfDue(deps: BookingDeps, row: BookingRow): Promise<BookingRow | undefined> {
  if (!(await isDue(deps, row))) return undefined;
  await releaseBooking(deps, row, "expired");
  const [current] = await deps.db.select().from(bookingFlows).where(eq(bookingFlows.id, row.id)).limit(1);
  return current;
}

/** The sweep: every holding booking whose time ran out. Answers how many were released. */
export async function sweepExpiredBookings(deps: BookingDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(bookingFlows)
    .where(and(inArray(bookingFlows.status, [...HOLDING_STATUSES]), lte(bookingFlows.expiresAt, deps.now())))
    .limit(500);
  let released = 0;
  for (const row of due) {
    if ((await isDue(deps, row)) && (await releaseBooking(deps, row, "expired"))) released += 1;
  }
  return released;
}

/** `GET removebuyresidenceexpire`: the buyer leaves; a running booking ends (a pending one is rejected). */
export async function leaveBooking(deps: BookingDeps, row: BookingRow | undefined): Promise<boolean> {
  if (!row) return false;
  if (row.status === "pending") {
    const [ended] = await deps.db
      .update(bookingFlows)
      .set({ status: "cancelled", reason: "cancel", updatedAt: deps.now() })
      .where(and(eq(bookingFlows.id, row.id), eq(bookingFlows.status, "pending")))
      .returning({ id: bookingFlows.id });
    return Boolean(ended);
  }
  return releaseBooking(deps, row, "cancelled");
}

/**
 * Development only (the routes mount it outside preprod and production): ends a holding booking's
 * time now, as if the minutes had run out, and applies the expiry. True when it released the home.
 */
export async function expireNow(deps: BookingDeps, bookingId: string): Promise<boolean> {
  const [row] = await deps.db
    .update(bookingFlows)
    .set({ expiresAt: deps.now() })
    .where(and(eq(bookingFlows.id, bookingId), inArray(bookingFlows.status, [...HOLDING_STATUSES])))
    .returning();
  return row ? (await expireIfDue(deps, row)) !== undefined : false;
}
