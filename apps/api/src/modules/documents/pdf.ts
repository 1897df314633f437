import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { DocumentKind } from "@housing/contracts/documents";
import type { SiteConfig } from "@housing/site-config";
import { pdfCopyOf, type PdfCopy } from "./copy";
import type { DocumentTerms } from "./schema";

/*
 * A document's PDF, written from its fixed terms with pdf-lib. The same document gives the same
 * bytes (fixed dates and no random ids), so the SHA-256 of the unsigned PDF names the document a
 * BankID signature shows; once someone has signed, the PDF lists the signers and when they signed,
 * and names the unsigned document's SHA-256.
 */

export interface PdfSigner {
  name: string;
  signedAt: Date | null;
  method: "bank_id" | "signicat" | "approval" | null;
}

/** How each way of signing reads on the PDF (BankID, the e-ID broker, an approval). */
const SIGNED_AS: Record<NonNullable<PdfSigner["method"]>, (copy: PdfCopy) => string> = {
  bank_id: (copy) => copy.signedWithBankId,
  signicat: (copy) => copy.signedWithEid,
  approval: (copy) => copy.approved,
};

export interface PdfInput {
  site: SiteConfig;
  kind: DocumentKind;
  title: string;
  isSigning: boolean;
  terms: DocumentTerms;
  createdAt: Date;
  signers: PdfSigner[];
  /** The unsigned PDF's SHA-256, printed on a signed copy. */
  unsignedSha256?: string;
}

const TIME_ZONES: Record<SiteConfig["country"], string> = {
  se: "Europe/Stockholm",
  no: "Europe/Oslo",
  fi: "Europe/Helsinki",
};

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

/** Spec section 9: yyyy-MM-dd in Swedish and English, dd.MM.yyyy in Norwegian and Finnish. */
function formatDate(site: SiteConfig, isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return site.locale === "nb" || site.locale === "fi" ? `${day}.${month}.${year}` : `${year}-${month}-${day}`;
}

function formatDateTime(site: SiteConfig, at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: TIME_ZONES[site.country],
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const date = formatDate(site, `${parts.year}-${parts.month}-${parts.day}`);
  return `${date} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
}

/** Spec section 9: kr after the amount (sv, en), before it (no), euro after (fi); thousands by spaces. */
function formatPrice(site: SiteConfig, price: number, currency: string): string {
  const digits = Math.round(price)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  if (currency === "EUR") return `${digits} €`;
  return site.locale === "nb" ? `kr ${digits}` : `${digits} kr`;
}

class Writer {
  private page: PDFPage;
  private y = PAGE.height - PAGE.margin;
  private readonly encodable: Set<number>;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.encodable = new Set(font.getCharacterSet());
  }

  /** The standard fonts hold WinAnsi only: what they cannot draw becomes "?" rather than an error. */
  private clean(text: string): string {
    return [...text.replace(/[\u2009\u202f]/g, " ")]
      .map((char) => (this.encodable.has(char.codePointAt(0)!) ? char : "?"))
      .join("");
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of this.clean(text).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  private ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(text: string, options: { size?: number; isBold?: boolean; gap?: number; indent?: number } = {}): void {
    const size = options.size ?? 10.5;
    const font = options.isBold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const line of this.lines(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    this.y -= options.gap ?? 0;
  }

  field(label: string, value: string): void {
    this.text(`${label}: ${value}`, { gap: 2 });
  }

  space(points: number): void {
    this.y -= points;
  }
}

/** The PDF's bytes. */
export async function documentPdf(input: PdfInput): Promise<Uint8Array> {
  const { site, terms } = input;
  const copy = pdfCopyOf(site.locale);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  // Fixed metadata: the same document always gives the same bytes (and SHA-256).
  pdf.setTitle(input.title);
  pdf.setAuthor(terms.seller);
  pdf.setProducer("Fjällvik");
  pdf.setCreator("Fjällvik");
  pdf.setLanguage(site.locale === "nb" ? "no" : site.locale);
  pdf.setCreationDate(input.createdAt);
  pdf.setModificationDate(input.createdAt);
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );

  writer.text(input.title, { size: 20, isBold: true, gap: 4 });
  writer.text(site.siteName, { size: 10, gap: 14 });
  writer.text(copy.intro[input.kind], { gap: 14 });

  writer.text(copy.object, { size: 12.5, isBold: true, gap: 4 });
  writer.field(copy.object, terms.objectName);
  if (terms.objectNumber) writer.field(copy.objectNumber, terms.objectNumber);
  if (terms.stageName) writer.field(copy.stage, terms.stageName);
  if (terms.address) writer.field(copy.address, terms.address);
  writer.field(copy.price, terms.price === null ? copy.notSet : formatPrice(site, terms.price, terms.currency));
  writer.field(copy.bookedOn, formatDate(site, terms.bookedOn));
  writer.field(copy.entryDate, terms.entryDate ? formatDate(site, terms.entryDate) : copy.notSet);
  writer.space(12);

  writer.text(copy.seller, { size: 12.5, isBold: true, gap: 4 });
  writer.text(terms.seller, { gap: 12 });
  writer.text(copy.buyers, { size: 12.5, isBold: true, gap: 4 });
  for (const buyer of terms.buyers) {
    writer.text(buyer.securityNumber ? `${buyer.name}, ${copy.personalNumber} ${buyer.securityNumber}` : buyer.name, {
      gap: 2,
    });
  }
  writer.space(12);

  writer.text(copy.signatures, { size: 12.5, isBold: true, gap: 4 });
  for (const signer of input.signers) {
    const state = signer.signedAt
      ? `${SIGNED_AS[signer.method ?? "bank_id"](copy)} ${formatDateTime(site, signer.signedAt)}`
      : input.isSigning
        ? copy.awaitingSignature
        : copy.awaitingApproval;
    writer.text(`${signer.name}: ${state}`, { gap: 2 });
  }
  writer.space(18);
  if (input.unsignedSha256) {
    writer.text(`${copy.signedCopy} ${input.unsignedSha256}`, { size: 8 });
  }
  return pdf.save({ useObjectStreams: false });
}

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");
