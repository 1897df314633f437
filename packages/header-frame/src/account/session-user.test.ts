import { describe, expect, it } from "vitest";
import { TEST_BOARD_MEMBER, TEST_USER } from "@housing/session/testing";
import { headerUserOf } from "./session-user";

describe("headerUserOf", () => {
  it("maps the session's user to the header's: board members by their association", () => {
    expect(headerUserOf(null)).toBeNull();
    expect(headerUserOf(TEST_USER)).toEqual({ isBoardMember: false, firstName: "Astrid", lastName: "Lindqvist" });
    expect(headerUserOf(TEST_BOARD_MEMBER)).toEqual({ isBoardMember: true, associationName: "BRF Fjällvik 3" });
  });
});
