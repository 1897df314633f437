import { deflateSync } from "node:zlib";
import { encode } from "uqr";

/*
 * The booking's personal QR code as a PNG: uqr makes the matrix, this writes the image (8-bit
 * grey, no palette) with the quiet zone of 4 modules the QR standard asks for, each module a
 * square of `scale` pixels, so a phone camera reads it off a screen or a print.
 */

const QUIET_ZONE = 4;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 of the PNG chunks (ISO 3309, as zlib's). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of a square matrix (true: dark), 8-bit grey, `scale` pixels a module, quiet zone included. */
export function matrixPng(matrix: readonly (readonly boolean[])[], scale: number): Buffer {
  const modules = matrix.length + 2 * QUIET_ZONE;
  const side = modules * scale;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // colour type: grey
  // compression, filter and interlace methods: 0
  const rowBytes = side + 1;
  const raw = Buffer.alloc(rowBytes * side, 0xff);
  for (let y = 0; y < side; y++) {
    raw[y * rowBytes] = 0; // filter: none
    const row = matrix[Math.floor(y / scale) - QUIET_ZONE];
    if (!row) continue;
    for (let x = 0; x < side; x++) {
      if (row[Math.floor(x / scale) - QUIET_ZONE]) raw[y * rowBytes + 1 + x] = 0;
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The QR code of `text` (error correction M) as a PNG. */
export function qrPng(text: string, scale = 8): Buffer {
  const { data } = encode(text, { ecc: "M", border: 0 });
  return matrixPng(data, scale);
}
