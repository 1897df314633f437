import * as v from "valibot";
import { PAYMENT_STATUSES } from "../user";

/*
 * The payment calls of spec section 7 ("Buy-residence proxy": createpaymentid, startswishpayment,
 * paymentstatus), one schema for the page's form and the API's check. A payment (a VIP fee) is
 * paid through payment requests: each is one attempt with one provider, named by a 32-character
 * uppercase hex id that the provider also knows (Swish's instruction id), so a repeated start
 * reaches the same request instead of a second one.
 */

const GuidSchema = v.pipe(v.string(), v.uuid("Must be a GUID"));

export const PaymentRequestIdSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9A-F]{32}$/, "Must be 32 uppercase hexadecimal characters"),
);

/** The attempt's state: NEW before it reached the provider, then the provider's (Swish's) statuses. */
export const PAYMENT_REQUEST_STATUSES = ["NEW", "CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** Swish; card payments on a hosted payment page ("nordea" in the spec's call names); Svea Checkout. */
export const PAYMENT_PROVIDERS = ["swish", "card", "svea"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/buyresidence/createpaymentid/{paymentId}. */
export const CreatePaymentIdParamsSchema = v.object({ paymentId: GuidSchema });

/** GET /api/buyresidence/paymentstatus/{paymentId}/{paymentRequestId}. */
export const PaymentStatusParamsSchema = v.object({ paymentId: GuidSchema, paymentRequestId: PaymentRequestIdSchema });

/**
 * A mobile number as the payer types it (070-123 45 67, +46 70 123 45 67) in Swish's form: spaces
 * and dashes dropped, a leading + dropped, a leading 0 becomes the Swedish 46.
 */
export function swishPayerAlias(typed: string): string {
  const digits = typed.replace(/[\s-]/g, "");
  if (digits.startsWith("+")) return digits.slice(1);
  return digits.startsWith("0") ? `46${digits.slice(1)}` : digits;
}

/** Swish wants 8-15 digits with the country code (BE18 otherwise). */
export const SwishPayerAliasSchema = v.pipe(
  v.string(),
  v.maxLength(30, "Must be a mobile number"),
  v.check((value) => /^\d{8,15}$/.test(swishPayerAlias(value)), "Must be a mobile number"),
);

/**
 * POST /api/buyresidence/startswishpayment. Without `payerAlias` the payer opens Swish on this
 * device (m-commerce); with it, as typed, the server sends `swishPayerAlias(payerAlias)`.
 */
export const StartSwishPaymentRequestSchema = v.object({
  paymentId: GuidSchema,
  paymentRequestId: PaymentRequestIdSchema,
  payerAlias: v.optional(SwishPayerAliasSchema),
});
export type StartSwishPaymentRequest = v.InferOutput<typeof StartSwishPaymentRequestSchema>;

/**
 * POST /api/buyresidence/startnordeapayment (card) and /api/buyresidence/startsveapayment: the
 * payer leaves for the provider's page (the answer's `appUrl`) and comes back to `returnUrl`, which
 * must be the site's payments page without a query. The API adds the query of the return
 * (`paymentId`, `transactionId` = the payment request's id, and `type` = the provider), so the
 * page shows the return modal of spec section 2 and reads the status.
 */
export const StartRedirectPaymentRequestSchema = v.object({
  paymentId: GuidSchema,
  paymentRequestId: PaymentRequestIdSchema,
  returnUrl: v.pipe(v.string(), v.maxLength(500, "Too long"), v.url("Must be a URL")),
});
export type StartRedirectPaymentRequest = v.InferOutput<typeof StartRedirectPaymentRequestSchema>;

/** The answer of all three calls: where the payment and its current attempt stand. */
export const PaymentStatusResponseSchema = v.object({
  paymentId: GuidSchema,
  paymentRequestId: PaymentRequestIdSchema,
  /** The payment's own status (spec section 3): Paid once a request is PAID. */
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  provider: v.nullable(v.picklist(PAYMENT_PROVIDERS)),
  status: v.picklist(PAYMENT_REQUEST_STATUSES),
  /** Amount in minor units (öre, øre, cent) and its currency. */
  amount: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  /** Swish m-commerce: the link that opens the Swish app on this device; card and Svea: the provider's page; null otherwise. */
  appUrl: v.nullable(v.string()),
  /** The provider's reason when DECLINED or ERROR (Swish's code, e.g. RF07, and its text). */
  errorCode: v.nullable(v.string()),
  errorMessage: v.nullable(v.string()),
  datePaid: v.nullable(v.string()),
});
export type PaymentStatusResponse = v.InferOutput<typeof PaymentStatusResponseSchema>;

/** What a payment is for: the VIP membership's fee, or click-to-buy's booking fee (6- and 8-step flows). */
export const PAYMENT_KINDS = ["VipFee", "BookingFee"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A payment's latest attempt, as the payments page shows it (a declined one with the provider's reason). */
export const PaymentAttemptSchema = v.object({
  paymentRequestId: PaymentRequestIdSchema,
  provider: v.nullable(v.picklist(PAYMENT_PROVIDERS)),
  status: v.picklist(PAYMENT_REQUEST_STATUSES),
  errorCode: v.nullable(v.string()),
  errorMessage: v.nullable(v.string()),
});
export type PaymentAttempt = v.InferOutput<typeof PaymentAttemptSchema>;

/**
 * One of the user's payments on a site (GET /my_pages/payments?siteKey=…; spec sections 2 and 3:
 * the payments page, the payment statuses, `payedWithCode`). The spec shows no shape.
 */
export const MyPaymentSchema = v.object({
  paymentId: GuidSchema,
  kind: v.picklist(PAYMENT_KINDS),
  status: v.picklist(PAYMENT_STATUSES),
  /** Paid with a campaign code: nothing to pay, the page says so. */
  payedWithCode: v.boolean(),
  amount: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  createdOn: v.string(),
  datePaid: v.nullable(v.string()),
  lastAttempt: v.nullable(PaymentAttemptSchema),
  /** The providers that can take this payment here (configured, and taking its currency). */
  providers: v.array(v.picklist(PAYMENT_PROVIDERS)),
});
export type MyPayment = v.InferOutput<typeof MyPaymentSchema>;

export const MyPaymentsSchema = v.object({ payments: v.array(MyPaymentSchema) });
export type MyPayments = v.InferOutput<typeof MyPaymentsSchema>;
