import { and, eq, gt } from "drizzle-orm";
import type { BookingSignStatus } from "@housing/contracts/booking";
import type { Database } from "../../core/db/client";
import { bookingFlows, payments } from "../../core/db/schema";
import type { BookingDeps } from "./deps";
import { bookingState, type BookingRow } from "./state";

/*
 * What a signature does to the booking, whichever way it was given (BankID, the e-ID broker):
 * the booking becomes `signed` with the SHA-256 of the text the buyer signed, if it is still held
 * and its time has not run out; a flow with a fee gets its payment (kind BookingFee), paid with
 * the payments module's calls.
 */

type Writer = Pick<Database, "select" | "update" | "insert">;

async function markSigned(
  tx: Writer,
  row: BookingRow,
  input: { method: "bank_id" | "signicat"; sha256: string; now: Date },
): Promise<BookingRow | undefined> {
  const [signed] = await tx
    .update(bookingFlows)
    .set({
      status: "signed",
      signedAt: input.now,
      signMethod: input.method,
      signedSha256: input.sha256,
      updatedAt: input.now,
    })
    .where(and(eq(bookingFlows.id, row.id), eq(bookingFlows.status, "reserved"), gt(bookingFlows.expiresAt, input.now)))
    .returning();
  if (!signed || signed.feeMinor === null) return signed;
  const [payment] = await tx
    .insert(payments)
    .values({
      userId: signed.userId,
      siteKey: signed.siteKey,
      status: "NotPaid",
      amountMinor: signed.feeMinor,
      kind: "BookingFee",
      bookingFlowId: signed.id,
      createdAt: input.now,
    })
    .returning({ id: payments.id });
  const [withPayment] = await tx
    .update(bookingFlows)
    .set({ paymentId: payment!.id })
    .where(eq(bookingFlows.id, signed.id))
    .returning();
  return withPayment;
}

/** Records the buyer's signature of the fixed agreement: Signed, or Failed timeout when the hold ended. */
export async function recordBookingSignature(
  deps: BookingDeps,
  row: BookingRow,
  input: { method: "bank_id" | "signicat"; sha256: string },
): Promise<BookingSignStatus> {
  const now = deps.now();
  // The text signed must be the one fixed now (signcontract again after a change fixes a new one).
  if (row.signedSha256 === null && row.terms === null) return { status: "Failed", error: "acceptterms" };
  const signed = await deps.db.transaction((tx) => markSigned(tx, row, { ...input, now }));
  if (!signed) return { status: "Failed", error: row.status === "signed" ? "inprogress" : "timeout" };
  return { status: "Signed", booking: await bookingState(deps.db, signed) };
}
