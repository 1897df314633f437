import { describe, expect, it } from "vitest";
import { IMAGE_KINDS } from "../schema";
import { renderDrawing, type DrawingRecipe } from "./drawings";

const recipe = (kind: DrawingRecipe["kind"], seed: number, variant: number): DrawingRecipe => ({
  kind,
  seed,
  variant,
  width: kind === "plan" ? 900 : 1200,
  height: kind === "plan" ? 900 : 800,
  alt: `Brf "Tall" & <Kronan>`,
});

describe("renderDrawing", () => {
  it("draws each kind the same way for the same recipe and differently for another seed", () => {
    for (const kind of IMAGE_KINDS) {
      const svg = renderDrawing(recipe(kind, 42, 4));
      expect(renderDrawing(recipe(kind, 42, 4))).toBe(svg);
      expect(renderDrawing(recipe(kind, 43, 4))).not.toBe(svg);
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
      expect(svg).not.toContain("NaN");
    }
  });

  it("escapes the title and draws every variant the seed uses (one to twelve floors, one to six rooms)", () => {
    expect(renderDrawing(recipe("facade", 1, 3))).toContain("<title>Brf &#34;Tall&#34; &#38; &#60;Kronan&#62;</title>");
    for (let variant = 1; variant <= 12; variant++) {
      for (const kind of IMAGE_KINDS)
        expect(renderDrawing(recipe(kind, variant * 7, variant))).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it("keeps a facade's element count small at any height: windows and balconies are pattern tiles", () => {
    for (let variant = 1; variant <= 12; variant++) {
      for (const seed of [3, 11, 29, 1121284720]) {
        const svg = renderDrawing(recipe("facade", seed, variant));
        // A browser lays out each element of every drawing on a page; a rect per window made hundreds.
        expect(svg.match(/<(rect|circle|polygon|line|path)\b/g)!.length).toBeLessThan(60);
        const ids = [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
        expect(new Set(ids).size).toBe(ids.length);
        for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(id);
      }
    }
  });
});
