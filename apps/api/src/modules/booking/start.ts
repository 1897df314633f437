import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { BOOKING_HOLD_MINUTES, RUNNING_BOOKING_STATUSES } from "@housing/contracts/booking";
import { getSiteByKey } from "@housing/site-config";
import { bookingFlows, objects, stages, users } from "../../core/db/schema";
import { ObjectStatus } from "../catalogue/enums";
import { refreshStage } from "../catalogue/refresh-stage";
import type { BookingDeps } from "./deps";
import { announceStatusChange } from "./revalidate";
import { basePriceOf, bookingFeeMinor, isFlowKind } from "./rules";

/*
 * `startbookingasync` and the reservation behind it (spec sections 4 and 5: booking status
 * polling, cannotBook). The start only writes a pending booking and queues the reservation; the
 * job decides. The race for a home is decided by ONE conditional update of the object
 * (`status_id = forSale` -> reserved): of many buyers at once exactly one changes a row, and the
 * unique index of holding bookings per home stands behind it. The others are rejected cannotBook.
 */

export const RESERVE_JOB = "booking.reserve";
export interface ReserveJob {
  bookingId: string;
}

/**
 * Starts a booking of the home for the user: the id of the pending booking (or of the user's
 * running booking of the same home: a double submit meets it). Undefined for an unknown home.
 */
export async function startBooking(deps: BookingDeps, userId: string, objectId: string): Promise<string | undefined> {
  const [home] = await deps.db
    .select({ stageId: objects.stageId, siteKey: objects.siteKey, flow: stages.bookingFlow })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(eq(objects.id, objectId))
    .limit(1);
  if (!home) return undefined;
  const running = () =>
    deps.db
      .select({ id: bookingFlows.id, objectId: bookingFlows.objectId })
      .from(bookingFlows)
      .where(and(eq(bookingFlows.userId, userId), inArray(bookingFlows.status, [...RUNNING_BOOKING_STATUSES])))
      .limit(1);
  const [existing] = await running();
  if (existing?.objectId === objectId) return existing.id;
  const now = deps.now();
  const row = {
    userId,
    objectId,
    stageId: home.stageId,
    siteKey: home.siteKey,
    // A stage without click-to-buy is rejected by the job; the row still needs a flow to answer with.
    flow: isFlowKind(home.flow) ? home.flow : 5,
    createdAt: now,
    updatedAt: now,
  };
  if (!existing) {
    // The unique index of running bookings per user: a second start at the same moment conflicts.
    const [created] = await deps.db
      .insert(bookingFlows)
      .values({ ...row, status: "pending" })
      .onConflictDoNothing()
      .returning({ id: bookingFlows.id });
    if (created) {
      await deps.jobs.send<ReserveJob>(RESERVE_JOB, { bookingId: created.id });
      return created.id;
    }
    const [winner] = await running();
    if (winner?.objectId === objectId) return winner.id;
  }
  // The user already books another home (one booking at a time): this one is rejected at once.
  const [rejected] = await deps.db
    .insert(bookingFlows)
    .values({ ...row, status: "rejected", reason: "cannotBook" })
    .returning({ id: bookingFlows.id });
  return rejected!.id;
}

async function reject(deps: BookingDeps, bookingId: string, reason: string): Promise<void> {
  await deps.db
    .update(bookingFlows)
    .set({ status: "rejected", reason, updatedAt: deps.now() })
    .where(and(eq(bookingFlows.id, bookingId), eq(bookingFlows.status, "pending")));
}

/** The reservation (the job): the home becomes reserved for this booking, or the booking is rejected. */
export async function reserveBooking(deps: BookingDeps, job: ReserveJob): Promise<void> {
  const [row] = await deps.db.select().from(bookingFlows).where(eq(bookingFlows.id, job.bookingId)).limit(1);
  if (!row || row.status !== "pending") return;
  const [buyer] = await deps.db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  // Spec section 8: a buyer without a personal number cannot sign, so cannot book.
  if (!buyer?.securityNumber) return reject(deps, row.id, "usernopid");
  const site = getSiteByKey(row.siteKey)!;
  const now = deps.now();
  const isReserved = await deps.db
    .transaction(async (tx) => {
      const [home] = await tx
        .update(objects)
        .set({ statusId: ObjectStatus.ids.reserved })
        .where(
          and(
            eq(objects.id, row.objectId),
            eq(objects.statusId, ObjectStatus.ids.forSale),
            sql`exists (select 1 from ${stages} where ${stages.id} = ${objects.stageId} and ${isNotNull(stages.bookingFlow)})`,
          ),
        )
        .returning({ price: objects.price, totalPrice: objects.totalPrice });
      if (!home) return false;
      const [held] = await tx
        .update(bookingFlows)
        .set({
          status: "reserved",
          expiresAt: new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000),
          totalPrice: basePriceOf(home, site),
          feeMinor: bookingFeeMinor(row.flow as 5 | 6 | 8, site),
          updatedAt: now,
        })
        .where(and(eq(bookingFlows.id, row.id), eq(bookingFlows.status, "pending")))
        .returning({ id: bookingFlows.id });
      // The buyer left while the job waited: the transaction rolls the home back.
      if (!held) throw new LeftBeforeReservation();
      await refreshStage(tx, row.stageId);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LeftBeforeReservation) return false;
      throw error;
    });
  if (!isReserved) return reject(deps, row.id, "cannotBook");
  await announceStatusChange(deps, row.objectId);
}

class LeftBeforeReservation extends Error {}
