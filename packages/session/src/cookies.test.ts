import { describe, expect, it } from "vitest";
import { formatSessionHint, jwtClaims, parseSessionHint, parseSessionHintClaims } from "./cookies";

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const CLAIMS = {
  sub: "u1",
  exp: 2_000_000_000,
  bank_id: true,
  login_method: "bank_id",
  login_type: "boardMemberCase",
  association: "brf-ekbacken",
  site: "jmse",
};

describe("the session hint", () => {
  it("carries the token's end and claims, and reads them back", () => {
    const claims = jwtClaims(`${part({ alg: "ES256" })}.${part(CLAIMS)}.sig`);
    expect(claims).toEqual({
      bankId: true,
      loginMethod: "bank_id",
      loginType: "boardMemberCase",
      association: "brf-ekbacken",
      site: "jmse",
    });
    const hint = formatSessionHint(CLAIMS.exp, claims);
    expect(hint).toMatch(/^2000000000\.[\w-]+$/);
    expect(parseSessionHint(hint)).toEqual(new Date(CLAIMS.exp * 1000));
    expect(parseSessionHintClaims(hint)).toEqual(claims);
  });

  it("reads an expiry-only hint, and refuses malformed ones", () => {
    expect(parseSessionHint("2000000000")).toEqual(new Date(2_000_000_000_000));
    expect(parseSessionHintClaims("2000000000")).toBeNull();
    for (const bad of ["", "abc", "2000000000.", "2000000000.!!", "1.2.3", null, undefined]) {
      expect(parseSessionHintClaims(bad)).toBeNull();
    }
    expect(parseSessionHint("2000000000.!!")).toBeNull();
    expect(parseSessionHintClaims("2000000000.bm90LWpzb24")).toBeNull();
  });

  it("keeps unknown methods and oversized values out", () => {
    const claims = jwtClaims(`x.${part({ ...CLAIMS, login_method: "magic", site: "s".repeat(300) })}.y`);
    expect(claims).toMatchObject({ loginMethod: null, site: null });
    expect(jwtClaims("no-payload")).toBeNull();
  });
});
