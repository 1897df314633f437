import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPathWithReferrer, safeReferrer } from "./redirect";

describe("the redirect after login", () => {
  it("follows a path on this site", () => {
    expect(afterLoginPath("referrer=%2Fmina-sidor%2Fmina-avtal%2F", "/mina-sidor/")).toBe("/mina-sidor/mina-avtal/");
    expect(afterLoginPath("", "/mina-sidor/")).toBe("/mina-sidor/");
  });

  it("never leads to another site", () => {
    for (const bad of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "/a\u0000b",
      "mina-sidor",
    ]) {
      expect(safeReferrer(new URLSearchParams({ referrer: bad }).toString())).toBeNull();
    }
  });

  it("builds the login address with the page to return to", () => {
    expect(loginPathWithReferrer("/logga-in/", "/mina-sidor/?tab=1")).toBe(
      "/logga-in/?referrer=%2Fmina-sidor%2F%3Ftab%3D1",
    );
  });
});
