import { describe, expect, it, vi } from "vitest";
import { BRAND_FONTS_COOKIE, brandFontsCookie, cacheBrandFonts, parseFontFaces } from "./brand-fonts";

type Face = { family: string; weight: string };

const FACES: Face[] = [
  { family: '"Work Sans Variable"', weight: "100 900" },
  { family: "Barlow", weight: "400" },
  { family: "Barlow", weight: "700" },
  { family: '"Lora Variable"', weight: "400 700" },
];

function fontSet(load: (font: string, text: string) => Promise<FontFace[]>) {
  return {
    forEach: (visit: (face: FontFace) => void) => FACES.forEach((face) => visit(face as unknown as FontFace)),
    load: vi.fn(load),
  };
}

const found = () => Promise.resolve([{} as FontFace]);

function environment(fontFaces: string, load = found, marked = false) {
  const root = document.createElement("html");
  if (marked) root.setAttribute("data-fonts", "");
  return { root, fontFaces, fonts: fontSet(load), remember: vi.fn() };
}

describe("parseFontFaces", () => {
  it("reads a theme's list of faces, quoted or not, and skips an empty one", () => {
    expect(parseFontFaces(' "Nunito Variable", "Lora Variable"')).toEqual(["Nunito Variable", "Lora Variable"]);
    expect(parseFontFaces("Barlow")).toEqual(["Barlow"]);
    expect(parseFontFaces("")).toEqual([]);
    expect(parseFontFaces('"Work Sans Variable",')).toEqual(["Work Sans Variable"]);
  });
});

describe("cacheBrandFonts", () => {
  it("fetches the latin face of a variable family once and records that it is cached", async () => {
    const env = environment('"Work Sans Variable"');
    await expect(cacheBrandFonts(env)).resolves.toBe(true);
    expect(env.fonts.load.mock.calls).toEqual([['100 1em "Work Sans Variable"', "a"]]);
    expect(env.remember).toHaveBeenCalledOnce();
  });

  it("fetches every declared weight of a static family", async () => {
    const env = environment("Barlow");
    await cacheBrandFonts(env);
    expect(env.fonts.load.mock.calls.map(([font]) => font)).toEqual(['400 1em "Barlow"', '700 1em "Barlow"']);
  });

  it("records nothing when a face is missing or its download fails", async () => {
    const missing = environment('"Nunito Variable"');
    await expect(cacheBrandFonts(missing)).resolves.toBe(false);
    const empty = environment('"Lora Variable"', () => Promise.resolve([]));
    await expect(cacheBrandFonts(empty)).resolves.toBe(false);
    const failing = environment("Barlow", () => Promise.reject(new Error("network")));
    await expect(cacheBrandFonts(failing)).rejects.toThrow("network");
    for (const env of [missing, empty, failing]) expect(env.remember).not.toHaveBeenCalled();
  });

  it("does nothing when the page already uses the faces", async () => {
    const env = environment('"Work Sans Variable"', found, true);
    await expect(cacheBrandFonts(env)).resolves.toBe(true);
    expect(env.fonts.load).not.toHaveBeenCalled();
  });
});

describe("brandFontsCookie", () => {
  // That the server renders data-fonts from it is checked end to end (specs/site-frame/brand-fonts.spec.ts).
  it("is a first-party flag for the whole site for a year, Secure on https", () => {
    expect(brandFontsCookie(false)).toBe(`${BRAND_FONTS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(brandFontsCookie(true)).toBe(`${BRAND_FONTS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
  });
});
