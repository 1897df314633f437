import { inflateSync } from "node:zlib";

/*
 * The text a PDF draws, for tests: every content stream (inflated when Flate-encoded), its
 * strings shown with Tj, hex or literal, read as WinAnsi (Windows-1252).
 * Enough for pdf-lib's standard-font output; not a general PDF reader.
 */

/** Windows-1252's letters at 0x80-0x9F (Node 20's TextDecoder reads them as Latin-1's control characters). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = {
  decode: (bytes: Uint8Array): string =>
    String.fromCharCode(...bytes).replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!),
};

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const shown: string[] = [];
  const streams = /<<(.*?)>>\s*stream\r?\n/gs;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let data: Buffer = Buffer.from(raw.slice(start, end), "latin1");
    if (match[1]!.includes("/FlateDecode")) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const content = data.toString("latin1");
    for (const [, hex, literal] of content.matchAll(/(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      shown.push(
        hex !== undefined
          ? winAnsi.decode(Buffer.from(hex.replace(/\s/g, ""), "hex"))
          : winAnsi.decode(Buffer.from(literal!.replace(/\\(.)/g, "$1"), "latin1")),
      );
    }
  }
  return shown.join("\n");
}
