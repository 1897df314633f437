import { describe, expect, it } from "vitest";
import type { Notification } from "@housing/contracts/my-pages";
import { headerNotificationOf } from "./header-notification";
import { unreadCountOf } from "./notification-links";

const base: Notification = {
  id: "n-1",
  name: "vip_payment",
  notificationType: "VipPayment",
  createdOn: "2026-11-20T08:00:00Z",
  title: "VIP-avgift att betala",
  errandId: null,
  isUnread: true,
};

describe("the API's notification in the bell", () => {
  it("keeps id, type, title and whether it is unread", () => {
    expect(headerNotificationOf(base)).toEqual({
      id: "n-1",
      type: "VipPayment",
      title: "VIP-avgift att betala",
      isUnread: true,
    });
  });

  it("reads awaiting_signature as signing and any other document name as approval (spec section 3)", () => {
    const signing = headerNotificationOf({ ...base, notificationType: "DocumentSigning", name: "awaiting_signature" });
    const approval = headerNotificationOf({ ...base, notificationType: "DocumentSigning", name: "awaiting_approval" });
    expect(signing.isAwaitingSignature).toBe(true);
    expect(approval.isAwaitingSignature).toBe(false);
  });

  it("carries a case's errand, and no errand for the other types", () => {
    expect(headerNotificationOf({ ...base, notificationType: "Case", errandId: "E-17" }).errandId).toBe("E-17");
    expect(headerNotificationOf({ ...base, errandId: "E-17" })).not.toHaveProperty("errandId");
  });

  it("counts what was not seen; a notification that does not say counts", () => {
    const seen = headerNotificationOf({ ...base, id: "n-2", isUnread: false });
    expect(unreadCountOf([headerNotificationOf(base), seen, { id: "n-3", type: "Case", title: "Ärende" }])).toBe(2);
  });
});
