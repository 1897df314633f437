import { describe, expect, it } from "vitest";
import { addFiles, FILE_ACCEPT, FILE_LIMITS, fileErrors, sniffFileType, SNIFF_BYTES } from "./files";

const MB = 1024 * 1024;
const jpeg = (name: string, size = MB) => ({ name, type: "image/jpeg", size });

describe("the file rules (spec section 5)", () => {
  it("has the spec's limits", () => {
    expect(FILE_LIMITS).toEqual({ maxFiles: 5, maxFileBytes: 20_971_520, maxTotalBytes: 104_857_600 });
    expect(FILE_ACCEPT.split(",")).toHaveLength(6);
  });

  it.each([
    ["image/jpeg", true],
    ["image/png", true],
    ["application/pdf", true],
    ["video/mp4", true],
    ["video/quicktime", true],
    ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", true],
    ["image/gif", false],
    ["application/msword", false],
    ["text/html", false],
    ["", false],
  ])("type %j allowed: %s", (type, allowed) => {
    expect(fileErrors([{ name: "fil", type, size: 10 }])).toEqual(allowed ? [] : [{ key: "wrongType", name: "fil" }]);
  });

  it.each([
    ["five files", 5, 0, []],
    ["six files", 6, 0, [{ key: "tooMany", max: 5 }]],
    ["three files with three attached", 3, 3, [{ key: "tooMany", max: 2 }]],
    ["two files with three attached", 2, 3, []],
    ["one file with six attached", 1, 6, [{ key: "tooMany", max: 0 }]],
  ])("%s", (_name, count, alreadyAttached, errors) => {
    const files = Array.from({ length: count }, (_, index) => jpeg(`bild-${index}.jpg`));
    expect(fileErrors(files, { alreadyAttached })).toEqual(errors);
  });

  it("refuses a file over 20 MB and takes one of exactly 20 MB", () => {
    expect(fileErrors([jpeg("stor.jpg", 20_971_521)])).toEqual([{ key: "fileSize", name: "stor.jpg" }]);
    expect(fileErrors([jpeg("lagom.jpg", 20_971_520)])).toEqual([]);
  });

  it("refuses more than 100 MB together, counting what is attached", () => {
    const five = Array.from({ length: 5 }, (_, index) => jpeg(`bild-${index}.jpg`, 20 * MB));
    expect(fileErrors(five)).toEqual([]);
    expect(fileErrors(five.slice(0, 4), { alreadyAttached: 1, alreadyAttachedBytes: 20 * MB + 1 })).toEqual([
      { key: "totalSize" },
    ]);
  });

  it("reports every error at once", () => {
    const files = [
      ...Array.from({ length: 5 }, (_, index) => jpeg(`bild-${index}.jpg`, 20 * MB)),
      { name: "film.avi", type: "video/x-msvideo", size: 10 },
      jpeg("stor.jpg", 25 * MB),
    ];
    expect(fileErrors(files)).toEqual([
      { key: "tooMany", max: 5 },
      { key: "wrongType", name: "film.avi" },
      { key: "fileSize", name: "stor.jpg" },
      { key: "totalSize" },
    ]);
  });
});

describe("addFiles", () => {
  it("takes the files that keep the rules and refuses the others with their error", () => {
    const chosen = [jpeg("a.jpg"), jpeg("b.jpg"), jpeg("c.jpg"), jpeg("d.jpg")];
    const { files, errors } = addFiles(chosen, [
      jpeg("e.jpg"),
      { name: "f.gif", type: "image/gif", size: 1 },
      jpeg("g.jpg"),
      jpeg("h.jpg", 25 * MB),
    ]);
    expect(files.map((file) => file.name)).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"]);
    expect(errors).toEqual([
      { key: "wrongType", name: "f.gif" },
      { key: "tooMany", max: 5 },
      { key: "fileSize", name: "h.jpg" },
    ]);
  });

  it("refuses a file that would pass 100 MB together", () => {
    const chosen = [jpeg("a.jpg", 20 * MB), jpeg("b.jpg", 20 * MB), jpeg("c.jpg", 20 * MB), jpeg("d.jpg", 20 * MB)];
    const { files, errors } = addFiles(chosen, [jpeg("e.jpg", 20 * MB)], { alreadyAttachedBytes: 1 });
    expect(files).toHaveLength(4);
    expect(errors).toEqual([{ key: "totalSize" }]);
  });
});

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === "string" ? [...value].map((char) => char.charCodeAt(0)) : [value])),
  );

describe("sniffFileType", () => {
  it.each([
    ["JPEG", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF"), "image/jpeg"],
    ["PNG", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR"), "image/png"],
    ["PDF", bytes("%PDF-1.7\n"), "application/pdf"],
    ["MP4", bytes(0, 0, 0, 0x20, "ftypisom", 0, 0, 2, 0, "isomiso2mp41"), "video/mp4"],
    ["QuickTime", bytes(0, 0, 0, 0x14, "ftypqt  ", 0, 0, 2, 0, "qt  "), "video/quicktime"],
    ["old QuickTime", bytes(0, 0, 0, 8, "wide", 0, 0, 0, 0, "mdat"), "video/quicktime"],
    [
      "Word",
      bytes(
        0x50,
        0x4b,
        3,
        4,
        0x14,
        0,
        6,
        0,
        8,
        0,
        "[Content_Types].xml",
        0,
        0,
        0,
        0x50,
        0x4b,
        3,
        4,
        "word/document.xml",
      ),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "Excel (a zip without word/)",
      bytes(0x50, 0x4b, 3, 4, 0x14, 0, "[Content_Types].xml", 0x50, 0x4b, 3, 4, "xl/workbook.xml"),
      null,
    ],
    ["a plain zip", bytes(0x50, 0x4b, 3, 4, 0x14, 0, "word/readme.txt"), null],
    ["GIF", bytes("GIF89a"), null],
    ["HTML named .jpg", bytes("<!DOCTYPE html>"), null],
    ["empty", bytes(), null],
    ["two bytes of JPEG", bytes(0xff, 0xd8), null],
  ])("%s", (_name, head, type) => {
    expect(sniffFileType(head)).toBe(type);
  });

  it("asks for a head long enough to hold a Word document's first entries", () => {
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(4096);
  });
});
