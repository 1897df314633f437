import type { MyPayment } from "@housing/contracts/payments";

/* The payments page's fixtures for its tests and Storybook's stories. */

/** An unpaid VIP fee of 500 kr that Swish, card and Svea can take (stories and tests). */
export const UNPAID_FEE: MyPayment = {
  paymentId: "0b5e3f7c-6c1a-4a8e-9d55-2f1f8f0b9a11",
  kind: "VipFee",
  status: "NotPaid",
  payedWithCode: false,
  amount: 50_000,
  currency: "SEK",
  createdOn: "2026-11-02T09:30:00.000Z",
  datePaid: null,
  lastAttempt: null,
  providers: ["swish", "card", "svea"],
};

export const REQUEST_ID = "11A86BE70EA346E4B1C39C874173F088";

/** The status answer of the fee's attempt in a given state. */
export const attemptAnswer = (status: string, more: Record<string, unknown> = {}) => ({
  paymentId: UNPAID_FEE.paymentId,
  paymentRequestId: REQUEST_ID,
  paymentStatus: status === "PAID" ? "Paid" : "NotPaid",
  provider: "swish",
  status,
  amount: 50_000,
  currency: "SEK",
  appUrl: null,
  errorCode: null,
  errorMessage: null,
  datePaid: status === "PAID" ? "2026-11-27T10:00:00.000Z" : null,
  ...more,
});
