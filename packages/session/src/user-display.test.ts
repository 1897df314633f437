import { describe, expect, it } from "vitest";
import { TEST_BOARD_MEMBER, TEST_USER } from "./testing";
import { initialsOf, userDisplayName } from "./user-display";

describe("userDisplayName (spec section 2)", () => {
  it("is the first name, or the association account for a board member", () => {
    expect(userDisplayName(TEST_USER)).toBe("Astrid");
    expect(userDisplayName(TEST_BOARD_MEMBER)).toBe("BRF Fjällvik 3");
  });
});

describe("initialsOf", () => {
  it("takes the first letters of the first two words with letters", () => {
    expect(initialsOf("Astrid Lindqvist")).toBe("AL");
    expect(initialsOf("BRF Fjällvik 3")).toBe("BF");
    expect(initialsOf("  örjan ")).toBe("Ö");
    expect(initialsOf("")).toBe("");
  });
});
