import { deflateSync } from "node:zlib";

/*
 * The PNG file format's frame, once for the API's two image writers (the explorer's panorama
 * tiles, the showing's personal QR code): the signature, the chunks with their CRCs, and a
 * file of one image whose scanlines the caller has laid out (each row its filter byte, then its
 * pixels). node's zlib compresses; no dependency.
 */

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

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

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** PNG colour types this API writes: 0 grey, 2 RGB (8 bits a sample, no interlace). */
export type PngColourType = 0 | 2;

/** A PNG file of one `width` × `height` image from its raw scanlines (filter byte first in each row). */
export function pngFile(width: number, height: number, colourType: PngColourType, scanlines: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 8, the colour type, then compression, filter and interlace methods 0.
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(scanlines, { level: 6 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
