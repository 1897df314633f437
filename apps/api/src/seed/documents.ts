import { and, asc, eq } from "drizzle-orm";
import type { SiteKey } from "@housing/site-config";
import type { Database } from "../core/db/client";
import { bookings } from "../core/db/schema";
import { issueDocument, recordSignature } from "../modules/documents/service";
import { demoUserId } from "./account";
import { stableUuid } from "./content/ids";

/*
 * The demo bookings' documents, issued as the booking flow will issue them (with their bell
 * items): Anna's and her co-buyer Björn's purchase contract waiting for both signatures, their
 * interior choices both approved (done), Ola's interior choices waiting for his approval, and
 * Ingrid's (Norway) and Liisa's (Finland) purchase contracts waiting for their e-ID signature.
 * Runs after the accounts (whose bookings replace the old ones, and their documents with them)
 * and after my pages' notifications.
 */

async function bookingOf(db: Database, user: string, siteKey: SiteKey): Promise<string | undefined> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, demoUserId(user)), eq(bookings.siteKey, siteKey)))
    .orderBy(asc(bookings.createdAt))
    .limit(1);
  return booking?.id;
}

export async function seedDocuments(db: Database): Promise<void> {
  const anna = await bookingOf(db, "anna", "Jmse");
  if (anna) {
    const buyers = [demoUserId("anna"), demoUserId("bjorn")];
    const choices = await issueDocument(db, {
      id: stableUuid("documents:anna:interior-choices"),
      bookingId: anna,
      kind: "interiorChoices",
      name: "awaiting_approval",
      signerIds: buyers,
      now: new Date("2026-05-10T08:00:00Z"),
    });
    for (const [userId, at] of [
      [buyers[0]!, "2026-05-11T08:00:00Z"],
      [buyers[1]!, "2026-05-12T19:30:00Z"],
    ] as const) {
      await recordSignature(db, { documentId: choices, userId, method: "approval", sha256: null, now: new Date(at) });
    }
    await issueDocument(db, {
      id: stableUuid("documents:anna:purchase-contract"),
      bookingId: anna,
      kind: "purchaseContract",
      name: "awaiting_signature",
      signerIds: buyers,
      now: new Date("2026-10-25T08:00:00Z"),
    });
  }
  const ola = await bookingOf(db, "ola", "Jmno");
  if (ola) {
    await issueDocument(db, {
      id: stableUuid("documents:ola:interior-choices"),
      bookingId: ola,
      kind: "interiorChoices",
      name: "awaiting_approval",
      signerIds: [demoUserId("ola")],
      now: new Date("2026-10-18T08:00:00Z"),
    });
  }
  // Norway's and Finland's signature goes through the e-ID broker (Norwegian BankID, FTN).
  for (const [key, siteKey] of [
    ["ingrid", "Jmno"],
    ["liisa", "Jmoy"],
  ] as const) {
    const booking = await bookingOf(db, key, siteKey);
    if (!booking) continue;
    await issueDocument(db, {
      id: stableUuid(`documents:${key}:purchase-contract`),
      bookingId: booking,
      kind: "purchaseContract",
      name: "awaiting_signature",
      signerIds: [demoUserId(key)],
      now: new Date("2026-10-22T08:00:00Z"),
    });
  }
}
