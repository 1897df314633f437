import { inflateSync } from "node:zlib";

/*
 * The text a PDF draws, for tests: every content stream (inflated when Flate-encoded), its
 * strings shown with Tj, hex or literal, read as WinAnsi (Latin-1 for the letters our copy uses).
 * Enough for pdf-lib's standard-font output; not a general PDF reader.
 */
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
          ? Buffer.from(hex.replace(/\s/g, ""), "hex").toString("latin1")
          : literal!.replace(/\\(.)/g, "$1"),
      );
    }
  }
  return shown.join("\n");
}
