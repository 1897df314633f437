import { and, eq, inArray } from "drizzle-orm";
import { RUNNING_BOOKING_STATUSES, type BookingFlowKind, type BookingState } from "@housing/contracts/booking";
import { getSiteByKey, type SiteConfig, type SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { bookingFlows, payments, users } from "../../core/db/schema";
import type { BookingDeps } from "./deps";
import { expireIfDue } from "./hold";
import { currentStepOf } from "./rules";

/*
 * A booking as its buyer reads it. Every personal call finds the booking through `ownBooking`,
 * which finds nothing for anyone else (another user's booking answers like a missing one), and
 * which first ends a hold whose time ran out (the lazy half of the expiry; hold.ts sweeps too).
 */

export type BookingRow = typeof bookingFlows.$inferSelect;

export const siteOfBooking = (row: { siteKey: string }): SiteConfig => getSiteByKey(row.siteKey)!;

/** The user's booking by id, its expiry applied; undefined for another user's or a missing one. */
export async function ownBooking(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(bookingFlows)
    .where(and(eq(bookingFlows.id, bookingId), eq(bookingFlows.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  return (await expireIfDue(deps, row)) ?? row;
}

/** The user's running booking (pending, reserved or signed), if any, its expiry applied. */
export async function runningBookingOf(deps: BookingDeps, userId: string): Promise<BookingRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(bookingFlows)
    .where(and(eq(bookingFlows.userId, userId), inArray(bookingFlows.status, [...RUNNING_BOOKING_STATUSES])))
    .limit(1);
  if (!row) return undefined;
  const current = (await expireIfDue(deps, row)) ?? row;
  return (RUNNING_BOOKING_STATUSES as readonly string[]).includes(current.status) ? current : undefined;
}

/** Whether the booking's fee is paid (a flow without a fee: false, and nothing to pay). */
export async function isFeePaid(db: Pick<Database, "select">, row: Pick<BookingRow, "paymentId">): Promise<boolean> {
  if (!row.paymentId) return false;
  const [payment] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, row.paymentId))
    .limit(1);
  return payment?.status === "Paid";
}

export async function bookingState(db: Database, row: BookingRow): Promise<BookingState> {
  const site = siteOfBooking(row);
  const [buyer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  const isPaid = await isFeePaid(db, row);
  const flow = row.flow as BookingFlowKind;
  const isHolding = row.status === "reserved" || row.status === "signed";
  return {
    bookingId: row.id,
    objectId: row.objectId,
    siteKey: row.siteKey as SiteKey,
    flow,
    status: row.status as BookingState["status"],
    reason: row.reason,
    currentStep: currentStepOf({
      flow,
      status: row.status,
      values: row.values,
      isSigned: row.signedAt !== null,
      isPaid,
      isBooked: row.bookedAt !== null,
    }),
    expiresAt: isHolding ? (row.expiresAt?.toISOString() ?? null) : null,
    buyer: {
      firstName: buyer?.firstName ?? "",
      lastName: buyer?.lastName ?? "",
      securityNumber: buyer?.securityNumber ?? "",
    },
    values: row.values,
    totalPrice: { amount: row.totalPrice ?? 0, currency: site.currency },
    fee: row.feeMinor === null ? null : { amount: row.feeMinor, currency: site.currency },
    paymentId: row.paymentId,
    isPaid,
    signedAt: row.signedAt?.toISOString() ?? null,
    bookedAt: row.bookedAt?.toISOString() ?? null,
  };
}
