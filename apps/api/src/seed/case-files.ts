import { Readable } from "node:stream";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { FileStore } from "../core/uploads";

/*
 * The bytes of the seeded cases' and round's attachments (seed/cases.ts keeps their rows), put
 * into the file store when the database is seeded, so their downloads answer with a real photo
 * or PDF rather than 404. Made here, the same bytes every time: the photos are drawn from SVG and
 * encoded as JPEG (sharp), the PDF is written without dates (pdf-lib).
 */

export interface SeedFile {
  storageKey: string;
  fileName: string;
  contentType: "image/jpeg" | "application/pdf";
  bytes: Uint8Array;
}

/** A 1600 x 1200 photo-like picture: a diagonal gradient between two colours with soft shapes, drawn from SVG. */
async function photo(from: string, to: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <rect x="420" y="260" width="760" height="700" rx="40" fill="#ffffff" fill-opacity="0.35"/>
    <circle cx="800" cy="610" r="180" fill="#000000" fill-opacity="0.18"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

async function report(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, { x: 56, y: 770, size: 18, font });
  lines.forEach((line, index) => page.drawText(line, { x: 56, y: 730 - index * 18, size: 11, font }));
  return pdf.save({ useObjectStreams: false });
}

let files: Promise<SeedFile[]> | undefined;

/** The seeded attachments' files, made once per process. */
export function seedCaseFiles(): Promise<SeedFile[]> {
  files ??= (async (): Promise<SeedFile[]> => [
    {
      storageKey: "seed/cases/1024/diskmaskin.jpg",
      fileName: "diskmaskin.jpg",
      contentType: "image/jpeg",
      bytes: await photo("#8fa9c4", "#dfe7ef"),
    },
    {
      storageKey: "seed/cases/1040/hiss.jpg",
      fileName: "hiss.jpg",
      contentType: "image/jpeg",
      bytes: await photo("#b9986f", "#efe3d2"),
    },
    {
      storageKey: "seed/cases/1060/kjoleskap.pdf",
      fileName: "kjoleskap.pdf",
      contentType: "application/pdf",
      bytes: await report("Servicerapport: kjoleskap", [
        "Kjoleskapet holder ikke temperaturen.",
        "Termostaten er byttet; ny kontroll om to uker.",
      ]),
    },
    {
      storageKey: "seed/rounds/solglantan-autumn/stupror.jpg",
      fileName: "stupror.jpg",
      contentType: "image/jpeg",
      bytes: await photo("#6f9479", "#d6e4d9"),
    },
  ])();
  return files;
}

/** The size of a seeded file, for its attachment row. */
export async function seedFileSize(storageKey: string): Promise<number> {
  const file = (await seedCaseFiles()).find((candidate) => candidate.storageKey === storageKey);
  if (!file) throw new Error(`No seed file ${storageKey}`);
  return file.bytes.length;
}

/**
 * Puts the seeded attachments' files into the store; a file already there is left as it is.
 * Called where the database is seeded (main.ts, seed-cli.ts) and at every start, so a database
 * seeded before the files were has them too.
 */
export async function storeSeedCaseFiles(store: FileStore): Promise<number> {
  let written = 0;
  for (const file of await seedCaseFiles()) {
    const existing = await store.get(file.storageKey);
    if (existing) {
      existing.stream.destroy();
      continue;
    }
    await store.put(file.storageKey, Readable.from([Buffer.from(file.bytes)]), file.bytes.length);
    written += 1;
  }
  return written;
}
