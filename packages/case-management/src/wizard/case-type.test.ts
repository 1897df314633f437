import { describe, expect, it } from "vitest";
import { caseTypeOf } from "./case-type";

describe("the case role of a session (spec section 6)", () => {
  it.each([
    [{ loginType: "boardMemberCase", association: "a1" }, false, "boardMember"],
    [{ loginType: "boardMember", association: "a1" }, true, "boardMember"],
    [{ loginType: "boardMemberCase", association: null }, true, "boardMemberNoManagement"],
    [{ loginType: "privateCase", association: null }, true, "resident"],
    [{ loginType: "private", association: null }, false, "resident"],
    [null, true, "boardMember"],
    [null, false, "resident"],
  ] as const)("claims %o, board member %s: %s", (claims, isBoardMember, expected) => {
    expect(caseTypeOf(claims, isBoardMember)).toBe(expected);
  });
});
