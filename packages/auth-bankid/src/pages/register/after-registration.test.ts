import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { afterRegistrationPath, hasUnpaidVipPayment } from "./after-registration";

const se = getSite("se");
const no = getSite("no");

describe("where a registration or VIP upgrade leads", () => {
  it("goes to payments with an unpaid VIP fee on this site, else to my pages", () => {
    const vip = [{ site: se.siteId }];
    expect(
      afterRegistrationPath(se, {
        vipMemberships: vip,
        payments: [{ site: se.siteId, status: "NotPaid", payedWithCode: false }],
      }),
    ).toBe("/mina-sidor/betalningar/");
    expect(
      afterRegistrationPath(se, {
        vipMemberships: vip,
        payments: [{ site: se.siteId, status: "Paid", payedWithCode: false }],
      }),
    ).toBe("/mina-sidor/");
    expect(afterRegistrationPath(se, { vipMemberships: [], payments: [] })).toBe("/mina-sidor/");
    // A fee owed on another site does not count here; nor a payment without the membership.
    expect(
      hasUnpaidVipPayment(
        { vipMemberships: vip, payments: [{ site: no.siteId, status: "NotPaid", payedWithCode: false }] },
        se.siteId,
      ),
    ).toBe(false);
    expect(
      hasUnpaidVipPayment(
        { vipMemberships: [], payments: [{ site: se.siteId, status: "NotPaidSent", payedWithCode: false }] },
        se.siteId,
      ),
    ).toBe(false);
    expect(
      afterRegistrationPath(no, {
        vipMemberships: [{ site: no.siteId }],
        payments: [{ site: no.siteId, status: "Reminder1", payedWithCode: false }],
      }),
    ).toBe("/mine-sider/betalinger/");
  });
});
