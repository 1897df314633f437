/**
 * The file types spec section 5 allows, told by their first bytes: the name and the declared
 * type are the sender's word and are never read.
 */
export const UPLOAD_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  mp4: "video/mp4",
  quicktime: "video/quicktime",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

export type UploadType = keyof typeof UPLOAD_TYPES;
export type UploadMediaType = (typeof UPLOAD_TYPES)[UploadType];

/** How many first bytes are held back to judge a file; a DOCX's `word/` entries come within them. */
export const SNIFF_BYTES = 64 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/*
 * ISO base media files start with an `ftyp` box whose major brand names the format. Only video
 * brands count as MP4: HEIC photos and M4A audio have an `ftyp` box too.
 */
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso3",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VH",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
]);
/** Older QuickTime movies have no `ftyp` box and start with one of these atoms. */
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

function isoMediaType(bytes: Uint8Array): UploadType | null {
  if (bytes.length < 12) return null;
  const box = ascii(bytes, 4, 8);
  if (box === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "qt  ") return "quicktime";
    return MP4_BRANDS.has(brand) ? "mp4" : null;
  }
  return QUICKTIME_ATOMS.has(box) ? "quicktime" : null;
}

/**
 * A DOCX is a ZIP whose entries include `word/` (spec section 5). The local file headers are
 * walked by their sizes; where a header leaves the size to a trailing descriptor, the rest of
 * the window is searched for the next header's signature instead.
 */
function hasWordEntry(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  while (offset + 30 <= bytes.length && startsWith(bytes, ZIP_LOCAL_HEADER, offset)) {
    const flags = view.getUint16(offset + 6, true);
    const compressedSize = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    const nameEnd = offset + 30 + nameLength;
    if (nameEnd > bytes.length) return false;
    if (ascii(bytes, offset + 30, nameEnd).startsWith("word/")) return true;
    const hasDescriptor = (flags & 0x08) !== 0;
    if (hasDescriptor || compressedSize === 0xffffffff) {
      const next = indexOf(bytes, ZIP_LOCAL_HEADER, nameEnd + extraLength);
      if (next < 0) return false;
      offset = next;
    } else {
      offset = nameEnd + extraLength + compressedSize;
    }
  }
  return false;
}

function indexOf(bytes: Uint8Array, signature: readonly number[], from: number): number {
  for (let index = from; index + signature.length <= bytes.length; index += 1) {
    if (startsWith(bytes, signature, index)) return index;
  }
  return -1;
}

/** The allowed type these first bytes (up to SNIFF_BYTES) show, or null for anything else. */
export function sniffUploadType(head: Uint8Array): UploadType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, PNG_SIGNATURE)) return "png";
  if (ascii(head, 0, 5) === "%PDF-") return "pdf";
  if (startsWith(head, ZIP_LOCAL_HEADER)) return hasWordEntry(head) ? "docx" : null;
  return isoMediaType(head);
}
