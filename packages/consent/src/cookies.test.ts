import { describe, expect, it } from "vitest";
import { SIX_MONTHS_SECONDS, readCookie, serializeCookie } from "./cookies";

describe("serializeCookie", () => {
  const now = new Date("2026-01-15T12:00:00Z");

  it("lives six months, on the whole site, SameSite=Lax", () => {
    const cookie = serializeCookie("housing_consent", "answered=1&statistics=0", {
      maxAgeSeconds: SIX_MONTHS_SECONDS,
      secure: false,
      now,
    });
    const attributes = cookie.split("; ");
    expect(attributes[0]).toBe("housing_consent=answered%3D1%26statistics%3D0");
    expect(attributes).toContain("Max-Age=15811200");
    expect(attributes).toContain("Expires=Fri, 17 Jul 2026 12:00:00 GMT");
    expect(attributes).toContain("Path=/");
    expect(attributes).toContain("SameSite=Lax");
    expect(attributes).not.toContain("Secure");
  });

  it("is Secure on https", () => {
    expect(serializeCookie("a", "b", { maxAgeSeconds: 10, secure: true, now }).split("; ")).toContain("Secure");
  });

  it("six months is between 181 and 184 days", () => {
    expect(SIX_MONTHS_SECONDS / 86_400).toBeGreaterThanOrEqual(181);
    expect(SIX_MONTHS_SECONDS / 86_400).toBeLessThanOrEqual(184);
  });
});

describe("readCookie", () => {
  it("finds one cookie among others and decodes it", () => {
    expect(readCookie("a=1; housing_consent=answered%3D1; b=2", "housing_consent")).toBe("answered=1");
    expect(readCookie("xhousing_consent=1", "housing_consent")).toBeNull();
    expect(readCookie("", "housing_consent")).toBeNull();
    expect(readCookie("housing_consent=%E0%A4%A", "housing_consent")).toBeNull();
  });
});
