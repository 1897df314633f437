import { describe, expect, it } from "vitest";
import { bankIdAppLink, bankIdUniversalLink } from "./autostart";
import { bankIdQrContent, bankIdQrTime } from "./qr";

describe("bankIdQrContent", () => {
  it("matches the RP API v6.0 test vector", () => {
    expect(
      bankIdQrContent({
        qrStartToken: "67df3917-fa0d-44e5-b327-edcc928297f8",
        qrStartSecret: "d28db9a7-4cde-429e-a983-359be676944c",
        qrTime: 0,
      }),
    ).toBe(
      "bankid.67df3917-fa0d-44e5-b327-edcc928297f8.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8",
    );
  });

  it("changes every second", () => {
    const input = {
      qrStartToken: "67df3917-fa0d-44e5-b327-edcc928297f8",
      qrStartSecret: "d28db9a7-4cde-429e-a983-359be676944c",
    };
    const first = bankIdQrContent({ ...input, qrTime: 1 });
    expect(first).toMatch(/^bankid\.67df3917-fa0d-44e5-b327-edcc928297f8\.1\.[0-9a-f]{64}$/);
    expect(first).not.toBe(bankIdQrContent({ ...input, qrTime: 2 }));
  });

  it("refuses a negative or fractional qrTime", () => {
    const input = { qrStartToken: "t", qrStartSecret: "s" };
    expect(() => bankIdQrContent({ ...input, qrTime: -1 })).toThrow(RangeError);
    expect(() => bankIdQrContent({ ...input, qrTime: 1.5 })).toThrow(RangeError);
  });

  it("qrTime counts whole seconds since the start answer", () => {
    expect(bankIdQrTime(10_000, 10_999)).toBe(0);
    expect(bankIdQrTime(10_000, 13_200)).toBe(3);
    expect(bankIdQrTime(10_000, 9_000)).toBe(0);
  });
});

describe("autostart links", () => {
  const autoStartToken = "46f6c6ab-0e4a-4e0b-9d55-5e2d7f3b1a10";

  it("bankid:/// with redirect=null by default", () => {
    expect(bankIdAppLink({ autoStartToken })).toBe(`bankid:///?autostarttoken=${autoStartToken}&redirect=null`);
  });

  it("url-encodes a redirect", () => {
    expect(bankIdAppLink({ autoStartToken, redirect: "https://www.example.com/login?step=2#x" })).toBe(
      `bankid:///?autostarttoken=${autoStartToken}&redirect=https%3A%2F%2Fwww.example.com%2Flogin%3Fstep%3D2%23x`,
    );
  });

  it("the universal link", () => {
    expect(bankIdUniversalLink({ autoStartToken })).toBe(
      `https://app.bankid.com/?autostarttoken=${autoStartToken}&redirect=null`,
    );
  });
});
