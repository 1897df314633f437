/*
 * Test data: small files of every allowed type with their real first bytes, and a multipart body
 * builder that makes large files on the fly and counts how much of the body was pulled.
 * Used by this folder's tests only.
 */

const encoder = new TextEncoder();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP with stored (uncompressed) entries, local headers and a central directory. */
export function zipOf(entries: Record<string, string>): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const directory = concat(centrals);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, directory.length, true);
  ev.setUint32(16, offset, true);
  return concat([...locals, directory, end]);
}

function isoMedia(brand: string): Uint8Array {
  const ftyp = new Uint8Array(24);
  const view = new DataView(ftyp.buffer);
  view.setUint32(0, 24);
  ftyp.set(encoder.encode(`ftyp${brand}`), 4);
  ftyp.set(encoder.encode(`\0\0\0\0${brand}mp41`.slice(0, 12)), 12);
  const free = new Uint8Array(16);
  new DataView(free.buffer).setUint32(0, 16);
  free.set(encoder.encode("free"), 4);
  return concat([ftyp, free]);
}

const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** One small file of each allowed type, and some that must be refused. */
export const SAMPLES = {
  png: Uint8Array.from(Buffer.from(PNG_1X1, "base64")),
  jpeg: concat([
    Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    encoder.encode("JFIF\0"),
    Uint8Array.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ]),
  pdf: encoder.encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  mp4: isoMedia("isom"),
  quicktime: isoMedia("qt  "),
  docx: zipOf({
    "[Content_Types].xml":
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    "_rels/.rels": '<?xml version="1.0"?><Relationships/>',
    "word/document.xml": '<?xml version="1.0"?><w:document><w:body><w:p/></w:body></w:document>',
  }),
  /** A Windows program (MZ header) that a sender may call photo.jpg. */
  exe: concat([
    encoder.encode("MZ"),
    new Uint8Array(62),
    encoder.encode("PE\0\0This program cannot be run in DOS mode"),
  ]),
  /** A ZIP without `word/`: not a DOCX. */
  zip: zipOf({ "notes.txt": "hello" }),
  /** An HEIC photo's ftyp box: ISO media, but not a video. */
  heic: isoMedia("heic"),
} as const;

export type Part =
  { field: string; value: string } | { field: string; filename: string; type: string; head: Uint8Array; size?: number };

const ZEROS = new Uint8Array(64 * 1024);

export interface MultipartBody {
  contentType: string;
  /** The body's length in bytes, for a Content-Length header. */
  length: number;
  stream: ReadableStream<Uint8Array>;
  /** How many bytes the reader has pulled so far. */
  pulled: () => number;
}

/**
 * A multipart/form-data body made while it is read: a file is its head followed by zeros up to
 * `size`, in 64 kB chunks, so a 120 MB body costs no memory in the test either.
 */
export function multipartBody(parts: readonly Part[], options: { truncateAt?: number } = {}): MultipartBody {
  const boundary = "----housing-test-boundary-7c1f";
  const plan: ({ bytes: Uint8Array } | { zeros: number })[] = [];
  for (const part of parts) {
    if ("value" in part) {
      plan.push({
        bytes: encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      });
    } else {
      plan.push({
        bytes: encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
      });
      plan.push({ bytes: part.head });
      const rest = (part.size ?? part.head.length) - part.head.length;
      if (rest > 0) plan.push({ zeros: rest });
      plan.push({ bytes: encoder.encode("\r\n") });
    }
  }
  plan.push({ bytes: encoder.encode(`--${boundary}--\r\n`) });
  const fullLength = plan.reduce((sum, piece) => sum + ("bytes" in piece ? piece.bytes.length : piece.zeros), 0);
  const length = Math.min(fullLength, options.truncateAt ?? fullLength);

  let pulled = 0;
  let index = 0;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= length || index >= plan.length) return controller.close();
        const piece = plan[index]!;
        const pieceLength = "bytes" in piece ? piece.bytes.length : piece.zeros;
        const take = Math.min(pieceLength - offset, ZEROS.length, length - pulled);
        const chunk = "bytes" in piece ? piece.bytes.subarray(offset, offset + take) : ZEROS.subarray(0, take);
        offset += take;
        if (offset >= pieceLength) {
          index += 1;
          offset = 0;
        }
        pulled += take;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, length, stream, pulled: () => pulled };
}
