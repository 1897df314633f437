import { describe, expect, it } from "vitest";
import { TEST_BOARD_MEMBER, TEST_USER } from "./testing";
import { initialsOf, loginRole, userDisplayName } from "./user-display";

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

describe("loginRole (spec section 4)", () => {
  const token = (loginType: string, association: string | null) => ({
    bankId: true,
    loginMethod: "bank_id" as const,
    loginType,
    association,
    site: "jmse",
    expired: false,
  });

  it("reads a board login without an association as a board member without management", () => {
    expect(loginRole({ user: TEST_USER, token: token("boardMember", null) })).toBe("boardMemberWithoutManagement");
    expect(loginRole({ user: TEST_USER, token: token("boardMemberCase", null) })).toBe("boardMemberWithoutManagement");
    expect(loginRole({ user: TEST_BOARD_MEMBER, token: token("boardMember", "brf-1") })).toBe("boardMember");
  });

  it("is private for a private or private-case login, and falls back to the user without claims", () => {
    expect(loginRole({ user: TEST_USER, token: token("private", null) })).toBe("private");
    expect(loginRole({ user: TEST_USER, token: token("privateCase", null) })).toBe("private");
    expect(loginRole({ user: TEST_BOARD_MEMBER })).toBe("boardMember");
    expect(loginRole({ user: TEST_USER })).toBe("private");
  });
});
