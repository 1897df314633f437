import { inflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { encode } from "uqr";
import { calendarFile, escapeText, foldLine, icsDateTime } from "./ics";
import { crc32, matrixPng, qrPng } from "./qr-png";
import { winAnsiText } from "./prospectus";

/** The PNG's chunks, checked against their CRCs, and its pixels (8-bit grey, filter 0 rows). */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString("ascii");
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, data });
    at += 12 + length;
  }
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data)));
  const pixel = (x: number, y: number) => raw[y * (width + 1) + 1 + x]!;
  return { types: chunks.map((chunk) => chunk.type), width, height, depth: header[8], colour: header[9], pixel };
}

describe("the QR code's PNG", () => {
  it("computes the CRC-32 of PNG chunks", () => {
    expect(crc32(Buffer.from("IEND", "ascii"))).toBe(0xae426082);
    expect(crc32(Buffer.from("123456789", "ascii"))).toBe(0xcbf43926);
  });

  it("draws every module as a square of dark or light pixels inside a quiet zone of 4 modules", () => {
    const link =
      "https://www.example.se/sok-bostad/stockholms-lan/solna/brf-tallkronan/visning/?b=q3ZpX9k2Lm7Vt0bR5sYw8cHn4dJf6gAe";
    const { data, size } = encode(link, { ecc: "M", border: 0 });
    const png = readPng(qrPng(link, 4));
    expect(png.types).toEqual(["IHDR", "IDAT", "IEND"]);
    expect([png.depth, png.colour]).toEqual([8, 0]);
    expect(png.width).toBe((size + 8) * 4);
    expect(png.height).toBe(png.width);
    for (let y = 0; y < size + 8; y++) {
      for (let x = 0; x < size + 8; x++) {
        const isDark = data[y - 4]?.[x - 4] ?? false;
        // The middle pixel of each module, and its corner: the whole square is one colour.
        expect(png.pixel(x * 4 + 2, y * 4 + 2)).toBe(isDark ? 0 : 255);
        expect(png.pixel(x * 4, y * 4)).toBe(isDark ? 0 : 255);
      }
    }
    // The finder pattern's corner module is dark, just inside the quiet zone.
    expect(png.pixel(4 * 4, 4 * 4)).toBe(0);
  });

  it("encodes a small matrix exactly", () => {
    const png = readPng(
      matrixPng(
        [
          [true, false],
          [false, true],
        ],
        1,
      ),
    );
    expect(png.width).toBe(10);
    expect([png.pixel(4, 4), png.pixel(5, 4), png.pixel(4, 5), png.pixel(5, 5), png.pixel(0, 0)]).toEqual([
      0, 255, 255, 0, 255,
    ]);
  });
});

describe("the calendar file", () => {
  it("escapes text and writes UTC times", () => {
    expect(escapeText("Väg 1, plan 2; a\\b\nnext")).toBe("Väg 1\\, plan 2\\; a\\\\b\\nnext");
    expect(icsDateTime(new Date("2026-11-05T16:00:00.000Z"))).toBe("20261105T160000Z");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"åäö".repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });

  it("is one VEVENT with CRLF line ends", () => {
    const ics = calendarFile(
      {
        uid: "b@showings.se",
        stamp: new Date("2026-11-01T10:00:00Z"),
        start: new Date("2026-11-05T16:00:00Z"),
        end: new Date("2026-11-05T16:30:00Z"),
        summary: "Visning: Brf Tallkronan",
        location: "Tallkronan, Solna",
        description: "Välkommen!",
        url: "https://www.example.se/x/visning/?b=abc",
      },
      "-//Example//Showings//SV",
    );
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const field of [
      "UID:",
      "DTSTAMP:20261101T100000Z",
      "DTSTART:20261105T160000Z",
      "DTEND:20261105T163000Z",
      "SUMMARY:",
      "LOCATION:Tallkronan\\, Solna",
      "DESCRIPTION:",
      "URL:",
    ])
      expect(ics).toContain(field);
  });
});

describe("the prospectus' text", () => {
  it("keeps the Nordic letters and replaces what WinAnsi cannot draw", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    expect(winAnsiText("Åre, Ørsta, Äänekoski, Šiauliai – 1\u202f200\u00a0kr", font)).toBe(
      "Åre, Ørsta, Äänekoski, Šiauliai – 1 200 kr",
    );
    expect(winAnsiText("Ǆ 你好 −5", font)).toBe("? ?? -5");
  });
});
