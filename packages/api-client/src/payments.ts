import {
  MyPaymentsSchema,
  PaymentStatusResponseSchema,
  type MyPayments,
  type PaymentStatusResponse,
  type StartRedirectPaymentRequest,
  type StartSwishPaymentRequest,
} from "@housing/contracts/payments";
import type { SiteKey } from "@housing/site-config";
import type { KyInstance } from "ky";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * The payments page's calls (spec section 7, buy-residence proxy: createpaymentid,
 * startswishpayment, startnordeapayment (card), startsveapayment, paymentstatus; the list is
 * ours). Personal: in the browser through the session bridge (useSessionHttp), on the server with
 * the session's token. The answers are checked against @housing/contracts/payments.
 */

/** GET /my_pages/payments?siteKey=…: the user's payments on the site. */
export function getMyPayments(http: KyInstance, siteKey: SiteKey, options?: CallOptions): Promise<MyPayments> {
  return getJson(http, `my_pages/payments?siteKey=${segment(siteKey)}`, MyPaymentsSchema, options);
}

/** GET createpaymentid/{paymentId}: the payment's open attempt, or a new one. */
export function createPaymentId(
  http: KyInstance,
  paymentId: string,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return getJson(http, `api/buyresidence/createpaymentid/${segment(paymentId)}`, PaymentStatusResponseSchema, options);
}

/** POST startswishpayment: with a mobile number Swish asks that phone; without, `appUrl` opens Swish here. */
export function startSwishPayment(
  http: KyInstance,
  body: StartSwishPaymentRequest,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return postJson(http, "api/buyresidence/startswishpayment", body, PaymentStatusResponseSchema, options);
}

const REDIRECT_STARTS = { card: "startnordeapayment", svea: "startsveapayment" } as const;

/** POST startnordeapayment (card) or startsveapayment: `appUrl` is the provider's page; it returns to `returnUrl`. */
export function startRedirectPayment(
  http: KyInstance,
  provider: keyof typeof REDIRECT_STARTS,
  body: StartRedirectPaymentRequest,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return postJson(http, `api/buyresidence/${REDIRECT_STARTS[provider]}`, body, PaymentStatusResponseSchema, options);
}

/** GET paymentstatus/{paymentId}/{paymentRequestId}: poll while the attempt is CREATED. */
export function getPaymentStatus(
  http: KyInstance,
  paymentId: string,
  paymentRequestId: string,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return getJson(
    http,
    `api/buyresidence/paymentstatus/${segment(paymentId)}/${segment(paymentRequestId)}`,
    PaymentStatusResponseSchema,
    options,
  );
}

/** POST cancelpayment/{paymentId}/{paymentRequestId}: the payer gives up before answering. */
export function cancelPayment(
  http: KyInstance,
  paymentId: string,
  paymentRequestId: string,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return postJson(
    http,
    `api/buyresidence/cancelpayment/${segment(paymentId)}/${segment(paymentRequestId)}`,
    {},
    PaymentStatusResponseSchema,
    options,
  );
}
