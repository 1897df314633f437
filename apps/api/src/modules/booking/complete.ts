import { and, eq, sql } from "drizzle-orm";
import type { BookingState, CoBuyer } from "@housing/contracts/booking";
import { AWAITING_SIGNATURE } from "@housing/contracts/documents";
import { parsePersonalNumber } from "@housing/contracts/identity";
import type { SiteConfig } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { bookingFlows, bookings, objects, users } from "../../core/db/schema";
import { ObjectStatus } from "../catalogue/enums";
import { refreshStage } from "../catalogue/refresh-stage";
import { issueDocument, recordSignature } from "../documents/service";
import type { BookingDeps } from "./deps";
import { announceStatusChange } from "./revalidate";
import { bookingState, isFeePaid, ownBooking, siteOfBooking, type BookingRow } from "./state";

/*
 * `POST completebooking`: the signed (and paid, when the flow has a fee) booking becomes the
 * buyer's home in one transaction: the object reserved -> booked, a `bookings` row for the buyer
 * and one for the co-buyer (my pages' residences, documents, payments and timeline read them), the
 * purchase contract issued with the buyer's signature recorded (the co-buyer signs it in my
 * pages, asked by the bell). A second call answers the same state.
 */

type Writer = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type CompleteRefusal = "notFound" | "timeout" | "notSigned" | "notPaid";

/**
 * The co-buyer's user: the one with that number in the site's country, else a new person without
 * an account (no password, as the registration module stores a person), who can log in with their
 * e-ID later. An existing user is never changed; an e-mail that is another user's is not copied.
 */
async function coBuyerUserOf(tx: Writer, site: SiteConfig, coBuyer: CoBuyer, now: Date): Promise<string> {
  const result = parsePersonalNumber(site.country, coBuyer.securityNumber);
  // The step checked it (personalNumberSchema); a number that no longer parses is a broken booking.
  if (!result.ok) throw new Error("The co-buyer's number does not parse");
  const parsed = result.normalized;
  const [known] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.countryId, site.country), eq(users.securityNumber, parsed)))
    .limit(1);
  if (known) return known.id;
  const [emailTaken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${coBuyer.email.trim().toLowerCase()}`)
    .limit(1);
  const [created] = await tx
    .insert(users)
    .values({
      firstName: coBuyer.firstName.trim(),
      lastName: coBuyer.lastName.trim(),
      email: emailTaken ? null : coBuyer.email.trim(),
      phoneNumber: coBuyer.phoneNumber.trim(),
      securityNumber: parsed,
      countryId: site.country,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return created!.id;
}

async function book(tx: Writer, row: BookingRow, now: Date): Promise<BookingRow | undefined> {
  const [booked] = await tx
    .update(bookingFlows)
    .set({ status: "booked", bookedAt: now, updatedAt: now })
    .where(and(eq(bookingFlows.id, row.id), eq(bookingFlows.status, "signed")))
    .returning();
  if (!booked) return undefined;
  const [home] = await tx
    .update(objects)
    .set({ statusId: ObjectStatus.ids.booked })
    .where(and(eq(objects.id, row.objectId), eq(objects.statusId, ObjectStatus.ids.reserved)))
    .returning({ id: objects.id });
  if (!home) throw new Error("A signed booking's home was not reserved");
  const site = siteOfBooking(row);
  const today = now.toISOString().slice(0, 10);
  const [buyerBooking] = await tx
    .insert(bookings)
    .values({ userId: row.userId, objectId: row.objectId, siteKey: row.siteKey, contractDate: today, createdAt: now })
    .returning({ id: bookings.id });
  const coBuyer = row.values.personalInfo?.coBuyer;
  const coBuyerUserId = coBuyer ? await coBuyerUserOf(tx, site, coBuyer, now) : null;
  if (coBuyerUserId) {
    await tx.insert(bookings).values({
      userId: coBuyerUserId,
      objectId: row.objectId,
      siteKey: row.siteKey,
      contractDate: today,
      createdAt: now,
    });
  }
  const documentId = await issueDocument(tx, {
    bookingId: buyerBooking!.id,
    kind: "purchaseContract",
    name: AWAITING_SIGNATURE,
    signerIds: [row.userId, ...(coBuyerUserId ? [coBuyerUserId] : [])],
    now,
  });
  await recordSignature(tx, {
    documentId,
    userId: row.userId,
    method: row.signMethod === "signicat" ? "signicat" : "bank_id",
    sha256: row.signedSha256,
    now,
  });
  // Spec section 2: my pages' payments show to VIP members "or when a flag is set": a buyer who
  // paid a booking fee gets the flag, so the paid fee is on their payments page.
  if (row.feeMinor !== null) await tx.update(users).set({ showPayments: true }).where(eq(users.id, row.userId));
  await refreshStage(tx, row.stageId);
  const [done] = await tx
    .update(bookingFlows)
    .set({ bookingId: buyerBooking!.id, coBuyerUserId })
    .where(eq(bookingFlows.id, row.id))
    .returning();
  return done;
}

export async function completeBooking(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
): Promise<BookingState | CompleteRefusal> {
  const row = await ownBooking(deps, userId, bookingId);
  if (!row) return "notFound";
  if (row.status === "booked") return bookingState(deps.db, row);
  if (row.status === "expired") return "timeout";
  if (row.status !== "signed") return "notSigned";
  if (row.feeMinor !== null && !(await isFeePaid(deps.db, row))) return "notPaid";
  const booked = await deps.db.transaction((tx) => book(tx, row, deps.now()));
  if (!booked) {
    // Another call completed it first: the same answer.
    const again = await ownBooking(deps, userId, bookingId);
    return again?.status === "booked" ? bookingState(deps.db, again) : "notSigned";
  }
  await announceStatusChange(deps, row.objectId);
  return bookingState(deps.db, booked);
}
