import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { StartSwishPaymentRequestSchema, swishPayerAlias } from "./index";

describe("the Swish payer alias", () => {
  it("turns a typed Swedish mobile number into Swish's digits with the country code", () => {
    expect(swishPayerAlias("070-123 45 67")).toBe("46701234567");
    expect(swishPayerAlias("+46 70 123 45 67")).toBe("46701234567");
    expect(swishPayerAlias("46701234567")).toBe("46701234567");
  });

  it("refuses what is not a mobile number, with the field named", () => {
    const base = {
      paymentId: "0b5e3f7c-6c1a-4a8e-9d55-2f1f8f0b9a11",
      paymentRequestId: "11A86BE70EA346E4B1C39C874173F088",
    };
    expect(v.safeParse(StartSwishPaymentRequestSchema, { ...base, payerAlias: "070 12" }).success).toBe(false);
    expect(v.safeParse(StartSwishPaymentRequestSchema, { ...base, payerAlias: "070-123 45 67" }).success).toBe(true);
    expect(
      v.safeParse(StartSwishPaymentRequestSchema, { ...base, paymentRequestId: "11a86be70ea346e4b1c39c874173f088" })
        .success,
    ).toBe(false);
  });
});
