import { pngFile } from "../../core/png";

export { PNG_SIGNATURE } from "../../core/png";

/*
 * The seed's panorama tiles as PNG files (8-bit RGB, no interlace; the file's frame is
 * core/png.ts).
 */

/** Encodes `width` × `height` RGB pixels (3 bytes each, row by row) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== width * height * 3) throw new Error("encodePng: the pixels do not match the size");
  return encodePngRegion(width, height, rgb, width, 0, 0);
}

/**
 * Encodes a `width` × `height` region of a larger RGB picture (`pictureWidth` pixels wide), from
 * pixel (`left`, `top`): a tile, without copying it out first.
 */
export function encodePngRegion(
  width: number,
  height: number,
  picture: Uint8Array,
  pictureWidth: number,
  left: number,
  top: number,
): Buffer {
  // Each row starts with its filter type; 0 (none) keeps this simple, flat colours compress well anyway.
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * pictureWidth + left) * 3;
    raw.set(picture.subarray(from, from + stride), row * (stride + 1) + 1);
  }
  return pngFile(width, height, 2, raw);
}

/** The width and height a PNG file's header says. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}
