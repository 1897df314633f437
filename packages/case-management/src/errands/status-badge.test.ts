import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CASE_STATUS_COLOURS } from "@housing/contracts/cases";

/* Spec section 4's badge colours as the page's CSS draws them: text on background at WCAG AA (4.5:1) at least. */

const css = readFileSync(join(import.meta.dirname, "errands.module.css"), "utf8");

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe("the status badges' colours", () => {
  it.each(Object.values(CASE_STATUS_COLOURS))("%s keeps its text readable (AA)", (colour) => {
    const rule = new RegExp(`\\.${colour} \\{\\s*background: (#[0-9a-f]{6});\\s*color: (#[0-9a-f]{6});`).exec(css);
    expect(rule).not.toBeNull();
    expect(contrast(rule![1]!, rule![2]!)).toBeGreaterThanOrEqual(4.5);
  });
});
