import { describe, expect, it } from "vitest";
import { nextStickyState } from "./use-sticky-header";

describe("nextStickyState", () => {
  it("is at the top under 90 px and sticks from 90 px", () => {
    expect(nextStickyState(89, 0, "top")).toBe("top");
    expect(nextStickyState(90, 89, "top")).toBe("sticky");
    expect(nextStickyState(299, 100, "sticky")).toBe("sticky");
  });

  it("below the fold hides on scroll down and shows on scroll up", () => {
    expect(nextStickyState(320, 300, "sticky")).toBe("hidden");
    expect(nextStickyState(310, 320, "hidden")).toBe("sticky");
    expect(nextStickyState(310, 310, "hidden")).toBe("hidden");
  });
});
