import { Readable } from "node:stream";
import type { Context } from "hono";
import sharp from "sharp";
import { CASE_IMAGE_WIDTHS, type CaseImageWidth } from "@housing/contracts/cases";
import { sendError, sendInvalidInput, sendNotFound } from "../../core/errors";
import { sendStoredFile, type FileStore } from "../../core/uploads";
import type { AttachmentRow } from "./files";

/*
 * Case images (spec section 9: widths 1200, 1900 and 2560, quality 75, webp). A download with
 * `?w=` answers an image attachment (JPEG, PNG) as webp at that width, its aspect kept (the 2:3
 * frame is the page's to crop) and never made larger than the original. The variant is made
 * once and kept in the store beside the original (`{key}.w{width}.webp`); it goes with it.
 */

export const IMAGE_QUALITY = 75;
const RESIZABLE = new Set(["image/jpeg", "image/png"]);
/** A larger picture (a decompression bomb) is refused rather than decoded: 100 megapixels. */
const MAX_INPUT_PIXELS = 100_000_000;

export const variantKey = (key: string, width: CaseImageWidth) => `${key}.w${width}.webp`;

/** The store keys of a file and its image variants, for removing it. */
export const keysWithVariants = (key: string) => [key, ...CASE_IMAGE_WIDTHS.map((width) => variantKey(key, width))];

/** The variant's file name: the original's with `.webp` in place of its extension. */
const webpName = (name: string) => `${name.replace(/\.[^.]*$/, "") || "image"}.webp`;

async function makeVariant(store: FileStore, row: AttachmentRow, width: CaseImageWidth): Promise<boolean> {
  const original = await store.get(row.storageKey);
  if (!original) return false;
  // Read whole (20 MB at most, the upload limit): libvips decodes from memory, and a store's
  // failed stream is simply a rejection here.
  const chunks: Buffer[] = [];
  for await (const chunk of original.stream) chunks.push(chunk as Buffer);
  // EXIF orientation applied, metadata (a phone's GPS position) dropped: sharp keeps none unless asked.
  const webp = await sharp(Buffer.concat(chunks), { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: IMAGE_QUALITY })
    .toBuffer();
  await store.put(variantKey(row.storageKey, width), Readable.from([webp]), webp.length);
  return true;
}

/**
 * Answers the attachment the route found (after the case's own check) at the asked width: 400
 * `query.w: ["notAnImage"]` for a file that is no JPEG or PNG, 422 `imageUnreadable` for one
 * whose bytes do not decode (a JPEG start on something else), 404 without the original.
 */
export async function sendCaseImage(
  c: Context,
  store: FileStore,
  row: AttachmentRow,
  width: CaseImageWidth,
): Promise<Response> {
  if (!RESIZABLE.has(row.contentType)) return sendInvalidInput(c, { "query.w": ["notAnImage"] });
  const key = variantKey(row.storageKey, width);
  const cached = await store.get(key);
  if (cached) cached.stream.destroy();
  else {
    try {
      if (!(await makeVariant(store, row, width))) return sendNotFound(c);
    } catch {
      return sendError(c, 422, "ImageUnreadable", "imageUnreadable");
    }
  }
  return sendStoredFile(c, store, key, { type: "image/webp", name: webpName(row.fileName) });
}
