import { describe, expect, it } from "vitest";
import { isReturnPageOf } from "./return-url";

/** A hosted page's way back: the payments page, and for a booking's fee the click-to-buy page too. */
describe("isReturnPageOf", () => {
  const hosts = { extraHosts: {}, local: true };
  const vip = { siteKey: "Jmse", kind: "VipFee" };
  const fee = { siteKey: "Jmse", kind: "BookingFee" };

  it("takes the site's payments page for any payment", () => {
    expect(isReturnPageOf(vip, "http://localhost:3000/mina-sidor/betalningar/", hosts)).toBe(true);
    expect(isReturnPageOf(fee, "http://localhost:3000/mina-sidor/betalningar/", hosts)).toBe(true);
  });

  it("takes the click-to-buy page for a booking's fee only", () => {
    expect(isReturnPageOf(fee, "http://localhost:3000/boka/", hosts)).toBe(true);
    expect(isReturnPageOf(vip, "http://localhost:3000/boka/", hosts)).toBe(false);
  });

  it("refuses another site's page, another host, and a query", () => {
    expect(isReturnPageOf({ siteKey: "Jmno", kind: "BookingFee" }, "http://localhost:3000/boka/", hosts)).toBe(false);
    expect(isReturnPageOf(fee, "https://evil.example/boka/", hosts)).toBe(false);
    expect(isReturnPageOf(fee, "http://localhost:3000/boka/?next=x", hosts)).toBe(false);
  });
});
