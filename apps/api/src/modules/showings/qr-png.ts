import { encode } from "uqr";
import { pngFile } from "../../core/png";

export { crc32 } from "../../core/png";

/*
 * The booking's personal QR code as a PNG: uqr makes the matrix, this writes the image (8-bit
 * grey, no palette) with the quiet zone of 4 modules the QR standard asks for, each module a
 * square of `scale` pixels, so a phone camera reads it off a screen or a print.
 */

const QUIET_ZONE = 4;

/** A PNG of a square matrix (true: dark), 8-bit grey, `scale` pixels a module, quiet zone included. */
export function matrixPng(matrix: readonly (readonly boolean[])[], scale: number): Buffer {
  const modules = matrix.length + 2 * QUIET_ZONE;
  const side = modules * scale;
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
  return pngFile(side, side, 0, raw);
}

/** The QR code of `text` (error correction M) as a PNG. */
export function qrPng(text: string, scale = 8): Buffer {
  const { data } = encode(text, { ecc: "M", border: 0 });
  return matrixPng(data, scale);
}
