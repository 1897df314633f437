import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SessionSchema, toSessionUser } from "./session";
import { ANONYMOUS_SESSION } from "./session-cookies";
import { UserSchema, hasSecurityIdentifier, isVipFor } from "./user";

const apiUser = {
  id: "u-1",
  firstName: "Astrid",
  lastName: "Lindqvist",
  email: "astrid@example.se",
  securityNumber: "19800101-1234",
  vipMemberships: [{ site: "site-se" }],
  consents: [{ site: "site-se" }],
  brfAccount: null,
};

describe("UserSchema", () => {
  it("accepts a user with only id and names, filling the lists and flags", () => {
    const user = v.parse(UserSchema, { id: "u-2", firstName: "Ola", lastName: "Nordmann" });
    expect(user).toMatchObject({ vipMemberships: [], consents: [], isBoardMember: false, isVip: false });
    expect(hasSecurityIdentifier(user)).toBe(false);
  });

  it("derives VIP per site and the security identifier (spec section 3)", () => {
    const user = v.parse(UserSchema, apiUser);
    expect(isVipFor(user, "site-se")).toBe(true);
    expect(isVipFor(user, "site-no")).toBe(false);
    expect(hasSecurityIdentifier(user)).toBe(true);
  });
});

describe("toSessionUser", () => {
  it("keeps the summary the browser needs and none of the personal data", () => {
    const summary = toSessionUser(v.parse(UserSchema, apiUser));
    expect(summary).toEqual({
      id: "u-1",
      firstName: "Astrid",
      lastName: "Lindqvist",
      isBoardMember: false,
      associationName: null,
      vipSiteIds: ["site-se"],
      consentSiteIds: ["site-se"],
    });
    expect(JSON.stringify(summary)).not.toContain("19800101");
    expect(JSON.stringify(summary)).not.toContain("@");
  });

  it("a user with an association account is a board member shown by its name (spec section 6)", () => {
    const user = v.parse(UserSchema, { ...apiUser, brfAccount: { id: "b-1", name: "BRF Fjällvik 3" } });
    expect(toSessionUser(user)).toMatchObject({ isBoardMember: true, associationName: "BRF Fjällvik 3" });
  });
});

describe("SessionSchema", () => {
  it("is anonymous or authenticated with a user and an expiry", () => {
    expect(v.is(SessionSchema, ANONYMOUS_SESSION)).toBe(true);
    const user = toSessionUser(v.parse(UserSchema, apiUser));
    expect(v.is(SessionSchema, { status: "authenticated", user, expiresAt: "2026-11-24T23:00:00.000Z" })).toBe(true);
    expect(v.is(SessionSchema, { status: "authenticated", user })).toBe(false);
  });
});
