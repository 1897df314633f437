import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { AWAITING_SIGNATURE, documentActionOf, type Document, type DocumentKind } from "@housing/contracts/documents";
import { getSiteByKey, type SiteConfig, type SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { bookings, documentSigners, documents, objects, stages, users } from "../../core/db/schema";
import { notifyDocument, withdrawNotification } from "../notifications/service";
import { documentTitleOf } from "./copy";
import { documentPdf, sha256Hex, type PdfSigner } from "./pdf";
import type { DocumentTerms } from "./schema";

/*
 * The documents of the users' bookings (README.md beside this file). A document is the business
 * of the buyers it names (its signers) and nobody else's: every read and write below goes through
 * `documentOf(db, userId, id)`, which finds nothing for anyone else, so another user's document
 * answers exactly like a missing one.
 */

type DocumentRow = typeof documents.$inferSelect;
type SignerRow = typeof documentSigners.$inferSelect;
type Writer = Pick<Database, "insert" | "select" | "update" | "delete">;

export interface OwnedDocument {
  document: DocumentRow;
  signers: SignerRow[];
}

const siteOf = (siteKey: string): SiteConfig => getSiteByKey(siteKey)!;

/** The document with its signers when the user is one of them; undefined otherwise. */
export async function documentOf(db: Database, userId: string, documentId: string): Promise<OwnedDocument | undefined> {
  const signers = await db
    .select()
    .from(documentSigners)
    .where(eq(documentSigners.documentId, documentId))
    .orderBy(asc(documentSigners.name), asc(documentSigners.userId));
  if (!signers.some((signer) => signer.userId === userId)) return undefined;
  const [document] = await db.select().from(documents).where(eq(documents.id, documentId)).limit(1);
  return document ? { document, signers } : undefined;
}

function pdfInput(owned: OwnedDocument, isSigned: boolean) {
  const { document, signers } = owned;
  return {
    site: siteOf(document.siteKey),
    kind: document.kind as DocumentKind,
    title: document.title,
    isSigning: document.name === AWAITING_SIGNATURE,
    terms: document.terms,
    createdAt: document.createdAt,
    signers: signers.map((signer) => ({
      name: signer.name,
      signedAt: isSigned ? signer.signedAt : null,
      method: isSigned ? (signer.method as PdfSigner["method"]) : null,
    })),
  };
}

/** The SHA-256 of the unsigned PDF: the document a signature names. */
export async function unsignedSha256(owned: OwnedDocument): Promise<string> {
  return sha256Hex(await documentPdf(pdfInput(owned, false)));
}

/** The PDF as it stands: unsigned until someone signs, then with the signers, their times and the unsigned SHA-256. */
export async function currentPdf(owned: OwnedDocument): Promise<Uint8Array> {
  const hasSignature = owned.signers.some((signer) => signer.signedAt);
  if (!hasSignature) return documentPdf(pdfInput(owned, false));
  return documentPdf({ ...pdfInput(owned, true), unsignedSha256: await unsignedSha256(owned) });
}

/** The document as the user sees it: the other signers' names and times, never their personal numbers. */
export async function documentAnswer(db: Database, owned: OwnedDocument, userId: string): Promise<Document> {
  const { document, signers } = owned;
  const [booking] = await db
    .select({ objectId: bookings.objectId })
    .from(bookings)
    .where(eq(bookings.id, document.bookingId))
    .limit(1);
  const me = signers.find((signer) => signer.userId === userId);
  return {
    id: document.id,
    bookingId: document.bookingId,
    objectId: booking!.objectId,
    siteKey: document.siteKey as SiteKey,
    kind: document.kind as DocumentKind,
    name: document.name,
    action: documentActionOf(document.name),
    title: document.title,
    status: document.status as Document["status"],
    createdOn: document.createdAt.toISOString(),
    doneOn: document.doneAt?.toISOString() ?? null,
    sha256: await unsignedSha256(owned),
    signers: signers.map((signer) => ({
      name: signer.name,
      isMe: signer.userId === userId,
      signedAt: signer.signedAt?.toISOString() ?? null,
    })),
    isAwaitingMe: document.status === "pending" && Boolean(me && !me.signedAt),
    pdfPath: `/document_service/documents/${document.id}/pdf`,
  };
}

/** The user's documents on the site, newest first. */
export async function listDocuments(db: Database, userId: string, siteKey: SiteKey): Promise<Document[]> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(documentSigners, eq(documentSigners.documentId, documents.id))
    .where(and(eq(documentSigners.userId, userId), eq(documents.siteKey, siteKey)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const answers: Document[] = [];
  for (const { id } of rows) {
    const owned = await documentOf(db, userId, id);
    if (owned) answers.push(await documentAnswer(db, owned, userId));
  }
  return answers;
}

/** `GET /user_system/hasdocuments`: a pending document still waits for this user's signature or approval. */
export async function hasDocumentsWaiting(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(documentSigners, eq(documentSigners.documentId, documents.id))
    .where(and(eq(documentSigners.userId, userId), isNull(documentSigners.signedAt), eq(documents.status, "pending")))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records that the user signed or approved: their bell item goes, and the document is done when
 * every signer has acted. False when the user had already (another request was first).
 */
export async function recordSignature(
  db: Writer,
  input: {
    documentId: string;
    userId: string;
    method: "bank_id" | "signicat" | "approval";
    sha256: string | null;
    now: Date;
  },
): Promise<boolean> {
  // Two buyers signing at once: the document's row is locked first, so the second one to get here
  // sees the first's signature and marks the document done.
  await db.select({ id: documents.id }).from(documents).where(eq(documents.id, input.documentId)).for("update");
  const [signer] = await db
    .update(documentSigners)
    .set({ signedAt: input.now, method: input.method, signedSha256: input.sha256 })
    .where(
      and(
        eq(documentSigners.documentId, input.documentId),
        eq(documentSigners.userId, input.userId),
        isNull(documentSigners.signedAt),
      ),
    )
    .returning({ notificationId: documentSigners.notificationId });
  if (!signer) return false;
  if (signer.notificationId) await withdrawNotification(db, input.userId, signer.notificationId);
  await db
    .update(documents)
    .set({ status: "done", doneAt: input.now })
    .where(
      and(
        eq(documents.id, input.documentId),
        eq(documents.status, "pending"),
        sql`not exists (select 1 from ${documentSigners} where ${documentSigners.documentId} = ${documents.id} and ${documentSigners.signedAt} is null)`,
      ),
    );
  return true;
}

export type ApproveResult = Document | "notFound" | "mustSign" | "alreadyDone";

/** `POST /document_service/documents/{id}/approve`: for a document whose name is not `awaiting_signature`. */
export async function approveDocument(
  db: Database,
  userId: string,
  documentId: string,
  now: Date,
): Promise<ApproveResult> {
  const owned = await documentOf(db, userId, documentId);
  if (!owned) return "notFound";
  if (documentActionOf(owned.document.name) === "sign") return "mustSign";
  const recorded = await db.transaction((tx) =>
    recordSignature(tx, { documentId, userId, method: "approval", sha256: null, now }),
  );
  if (!recorded) return "alreadyDone";
  return documentAnswer(db, (await documentOf(db, userId, documentId))!, userId);
}

export interface NewDocument {
  bookingId: string;
  kind: DocumentKind;
  /** `awaiting_signature`, or the name of an approval (`awaiting_approval`). */
  name: string;
  /** The buyers who sign or approve, by user id; the booking's user first. */
  signerIds: string[];
  now: Date;
  /** A fixed id (the seed's); random otherwise. */
  id?: string;
}

/**
 * Issues a document of a booking: its terms from the purchase's data (the booked home, its stage
 * and price, the buyers, the dates) and one bell item per signer. For the booking flow (and the
 * seed) to call.
 */
export async function issueDocument(db: Writer, input: NewDocument): Promise<string> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, input.bookingId)).limit(1);
  if (!booking) throw new Error("No such booking");
  const site = siteOf(booking.siteKey);
  const [home] = await db
    .select({
      name: objects.name,
      objectNumber: objects.objectNumber,
      price: objects.price,
      totalPrice: objects.totalPrice,
      stageName: stages.name,
      inhabitDate: objects.inhabitDate,
    })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(eq(objects.id, booking.objectId))
    .limit(1);
  const buyers = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      securityNumber: users.securityNumber,
    })
    .from(users)
    .where(inArray(users.id, input.signerIds));
  const ordered = input.signerIds.map((id) => buyers.find((buyer) => buyer.id === id)!).filter(Boolean);
  const terms: DocumentTerms = {
    objectName: home?.name ?? booking.objectId,
    objectNumber: home?.objectNumber ?? null,
    stageName: home?.stageName ?? null,
    address: null,
    // Finland sells by the debt-free price (spec section 3, Finnish total price).
    price: home ? (site.country === "fi" ? (home.totalPrice ?? home.price) : home.price) : null,
    currency: site.currency,
    seller: site.siteName,
    buyers: ordered.map((buyer) => ({
      name: `${buyer.firstName} ${buyer.lastName}`,
      securityNumber: buyer.securityNumber,
    })),
    bookedOn: booking.createdAt.toISOString().slice(0, 10),
    entryDate: booking.entryDate ?? home?.inhabitDate ?? null,
  };
  const title = documentTitleOf(site.locale, input.kind);
  const [document] = await db
    .insert(documents)
    .values({
      ...(input.id ? { id: input.id } : {}),
      bookingId: booking.id,
      siteKey: booking.siteKey,
      kind: input.kind,
      name: input.name,
      title,
      terms,
      createdAt: input.now,
    })
    .returning({ id: documents.id });
  for (const buyer of ordered) {
    const notificationId = await notifyDocument(db, {
      userId: buyer.id,
      siteKey: booking.siteKey as SiteKey,
      documentName: title,
      awaitingSignature: input.name === AWAITING_SIGNATURE,
      now: input.now,
    });
    await db.insert(documentSigners).values({
      documentId: document!.id,
      userId: buyer.id,
      name: `${buyer.firstName} ${buyer.lastName}`,
      securityNumber: buyer.securityNumber,
      notificationId,
    });
  }
  return document!.id;
}
