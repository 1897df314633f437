// Renders each app's PNG icons from its app/icon.svg: app/apple-icon.png (180 px),
// public/icons/icon-192.png and icon-512.png (web app manifest) and app/favicon.ico (32 px).
// Run after changing an icon.svg: `node tooling/scripts/brand-icons.mjs`; the PNGs are committed.
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
// sharp comes with Next (its image optimiser), so nothing extra is installed for this.
const requireFromNext = createRequire(createRequire(join(root, "apps/se/package.json")).resolve("next/package.json"));
const sharp = requireFromNext("sharp");

const APPS = ["se", "senior", "boratt", "no", "fi", "contractor"];

/** An ICO file holding one PNG image (Windows Vista and every browser read PNG inside ICO). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

for (const app of APPS) {
  const dir = join(root, "apps", app);
  const svg = readFileSync(join(dir, "app/icon.svg"));
  const png = (size) => sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  mkdirSync(join(dir, "public/icons"), { recursive: true });
  writeFileSync(join(dir, "app/apple-icon.png"), await png(180));
  writeFileSync(join(dir, "public/icons/icon-192.png"), await png(192));
  writeFileSync(join(dir, "public/icons/icon-512.png"), await png(512));
  writeFileSync(join(dir, "app/favicon.ico"), icoFromPng(await png(32), 32));
  console.log(`${app}: icons written`);
}
