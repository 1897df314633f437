import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { BookingDocument } from "@housing/contracts/booking";
import { eq } from "drizzle-orm";
import type { DocumentTerms } from "../documents/schema";
import { documentPdf } from "../documents/pdf";
import { objects } from "../../core/db/schema";
import { bookingCopyOf } from "./copy";
import { currentTerms, formatMoney } from "./agreement";
import type { BookingDeps } from "./deps";
import { ownBooking, siteOfBooking, type BookingRow } from "./state";

/*
 * `getbookingdocuments/{id}` and `bookingdocument/{bookingId}/{documentId}`: what the buyer reads
 * before signing (the 6-step documents step). The booking agreement's draft, written by the
 * documents module's PDF writer from the booking's terms, and the home's fact sheet. Each PDF is
 * written when asked: the draft follows the booking until its terms are fixed.
 */

const DOCUMENT_IDS = ["agreement", "factsheet"] as const;
type BookingDocumentId = (typeof DOCUMENT_IDS)[number];

export const bookingDocumentIds = (): string[] => [...DOCUMENT_IDS];

export async function bookingDocuments(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
): Promise<BookingDocument[] | undefined> {
  const row = await ownBooking(deps, userId, bookingId);
  if (!row) return undefined;
  const copy = bookingCopyOf(siteOfBooking(row).locale);
  const titles: Record<BookingDocumentId, string> = {
    agreement: copy.agreementDraftTitle,
    factsheet: copy.factSheetTitle,
  };
  return DOCUMENT_IDS.map((id) => ({
    id,
    title: titles[id],
    pdfPath: `/api/buyresidence/bookingdocument/${row.id}/${id}`,
  }));
}

async function agreementPdf(deps: BookingDeps, row: BookingRow): Promise<Uint8Array> {
  const site = siteOfBooking(row);
  const terms = row.terms ?? (await currentTerms(deps.db, row, row.createdAt));
  const documentTerms: DocumentTerms = {
    objectName: terms.objectName,
    objectNumber: terms.objectNumber,
    stageName: terms.stageName,
    address: null,
    price: terms.totalPrice,
    currency: terms.currency,
    seller: terms.seller,
    buyers: terms.buyers,
    bookedOn: row.createdAt.toISOString().slice(0, 10),
    entryDate: null,
  };
  return documentPdf({
    site,
    kind: "purchaseContract",
    title: bookingCopyOf(site.locale).agreementDraftTitle,
    isSigning: true,
    terms: documentTerms,
    createdAt: row.createdAt,
    signers: terms.buyers.map((buyer) => ({ name: buyer.name, signedAt: null, method: null })),
  });
}

async function factSheetPdf(deps: BookingDeps, row: BookingRow): Promise<Uint8Array> {
  const site = siteOfBooking(row);
  const copy = bookingCopyOf(site.locale);
  const [home] = await deps.db.select().from(objects).where(eq(objects.id, row.objectId)).limit(1);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(copy.factSheetTitle);
  pdf.setCreationDate(row.createdAt);
  pdf.setModificationDate(row.createdAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const drawable = new Set(font.getCharacterSet());
  const clean = (text: string) => [...text].map((char) => (drawable.has(char.codePointAt(0)!) ? char : "?")).join("");
  let y = 780;
  const line = (text: string, size = 11, isBold = false) => {
    page.drawText(clean(text), { x: 56, y, size, font: isBold ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= size * 1.6;
  };
  line(copy.factSheetTitle, 20, true);
  line(site.siteName, 10);
  y -= 10;
  if (home) {
    line(`${copy.home}: ${home.name}`);
    line(`${copy.objectNumber}: ${home.objectNumber}`);
    line(`${copy.rooms}: ${home.rooms}`);
    line(`${copy.livingArea}: ${home.livingArea} m2`);
    line(`${copy.price}: ${formatMoney(site, site.country === "fi" ? (home.totalPrice ?? home.price) : home.price)}`);
    if (home.monthlyFee !== null) line(`${copy.monthlyFee}: ${formatMoney(site, home.monthlyFee)}`);
  }
  return pdf.save({ useObjectStreams: false });
}

/** One document's PDF of the user's booking; undefined for another user's or an unknown one. */
export async function bookingDocumentPdf(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
  documentId: string,
): Promise<Uint8Array | undefined> {
  if (!(DOCUMENT_IDS as readonly string[]).includes(documentId)) return undefined;
  const row = await ownBooking(deps, userId, bookingId);
  if (!row) return undefined;
  return documentId === "agreement" ? agreementPdf(deps, row) : factSheetPdf(deps, row);
}
