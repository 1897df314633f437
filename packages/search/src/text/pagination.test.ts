import { describe, expect, it } from "vitest";
import { pageCount, pageItems } from "./pagination";
import { MAX_PAGE } from "./url-state";

describe("pagination", () => {
  it("counts pages of 25, capped where the API stops", () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(68)).toBe(3);
    expect(pageCount(1_000_000)).toBe(MAX_PAGE);
  });

  it("shows no numbers for a single page", () => {
    expect(pageItems(1, 1)).toEqual([]);
  });

  it("shows every page of a short list", () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps first, last and the current page's neighbours, with gaps between", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(6, 10)).toEqual([1, "gap", 5, 6, 7, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("shows a single left-out page instead of a gap", () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
  });
});
