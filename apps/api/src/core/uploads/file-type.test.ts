import { describe, expect, it } from "vitest";
import { sniffUploadType } from "./file-type";
import { SAMPLES, zipOf } from "./sample-files";

describe("sniffUploadType", () => {
  it.each([
    ["jpeg", SAMPLES.jpeg],
    ["png", SAMPLES.png],
    ["pdf", SAMPLES.pdf],
    ["mp4", SAMPLES.mp4],
    ["quicktime", SAMPLES.quicktime],
    ["docx", SAMPLES.docx],
  ] as const)("tells %s by its first bytes", (type, bytes) => {
    expect(sniffUploadType(bytes)).toBe(type);
  });

  it("tells an older QuickTime movie that starts with a moov atom", () => {
    const moov = Uint8Array.from([0, 0, 0, 8, ...new TextEncoder().encode("moov"), 0, 0, 0, 0]);
    expect(sniffUploadType(moov)).toBe("quicktime");
  });

  it("finds word/ after a large first entry", () => {
    const docx = zipOf({ "[Content_Types].xml": "x".repeat(20_000), "word/document.xml": "<w:document/>" });
    expect(sniffUploadType(docx)).toBe("docx");
  });

  it.each([
    ["a Windows program", SAMPLES.exe],
    ["a ZIP without word/", SAMPLES.zip],
    ["an HEIC photo (ISO media, not a video)", SAMPLES.heic],
    ["plain text", new TextEncoder().encode("hello, world")],
    ["a GIF", new TextEncoder().encode("GIF89a")],
    ["nothing", new Uint8Array(0)],
    ["a truncated PNG signature", SAMPLES.png.subarray(0, 4)],
  ])("refuses %s", (_, bytes) => {
    expect(sniffUploadType(bytes)).toBeNull();
  });
});
