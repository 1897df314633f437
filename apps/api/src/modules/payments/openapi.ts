import {
  CreatePaymentIdParamsSchema,
  MyPaymentsSchema,
  PaymentStatusParamsSchema,
  PaymentStatusResponseSchema,
  StartRedirectPaymentRequestSchema,
  StartSwishPaymentRequestSchema,
} from "@housing/contracts/payments";
import { CardReturnSchema } from "./card-provider";
import type { OperationSpec } from "../../core/openapi/operation";
import { PaymentsQuerySchema, SveaPushQuerySchema, SwishCallbackSchema } from "./routes";

const PAYMENT_ID = "0b5e3f7c-6c1a-4a8e-9d55-2f1f8f0b9a11";
const REQUEST_ID = "11A86BE70EA346E4B1C39C874173F088";
const EXAMPLE = {
  paymentId: PAYMENT_ID,
  paymentRequestId: REQUEST_ID,
  paymentStatus: "NotPaid",
  provider: "swish",
  status: "CREATED",
  amount: 50000,
  currency: "SEK",
  appUrl: "swish://paymentrequest?token=c28a4061470f4af48973bd2a4642b4fa",
  errorCode: null,
  errorMessage: null,
  datePaid: null,
};
const BEARER =
  "Needs `Authorization: Bearer <token>` (401 without). Only the token's user's own payments: another user's payment is a 404.";

const RETURN_URL_RULE =
  "`returnUrl` must be the payment's site's payments page without a query (400 `invalidReturnUrl`, field `body.returnUrl`, otherwise);";
const PROVIDER_DOWN =
  "503 `paymentProviderUnavailable` when the provider cannot be reached: the attempt stays NEW and may be started again.";

/** A start of a payment on a provider's hosted page (card, Svea): the request and its answer are alike. */
function hostedPageStart(operation: {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  example: { provider: string; appUrl: string };
}): OperationSpec {
  return {
    method: "post",
    path: operation.path,
    operationId: operation.operationId,
    requiresUser: true,
    tag: "Payments",
    summary: operation.summary,
    description: `${BEARER} ${operation.description}`,
    body: {
      schema: StartRedirectPaymentRequestSchema,
      example: {
        paymentId: PAYMENT_ID,
        paymentRequestId: REQUEST_ID,
        returnUrl: "https://www.example.se/mina-sidor/betalningar/",
      },
    },
    responses: {
      200: {
        description: "The attempt.",
        schema: PaymentStatusResponseSchema,
        example: { ...EXAMPLE, ...operation.example },
      },
    },
  };
}

/** Spec section 7, buy-residence proxy: createpaymentid, startswishpayment, paymentstatus; and Swish's callback. */
export const paymentOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/my_pages/payments",
    operationId: "myPayments",
    requiresUser: true,
    tag: "Payments",
    summary: "The user's payments on the site",
    description: `${BEARER} The payments page's list, oldest first: each payment with its status (spec section 3), \`payedWithCode\`, amount in minor units, its latest attempt (a DECLINED or ERROR one with the provider's reason) and the providers that can take it on this site. \`siteKey\` is a site-config key (400 otherwise). A board login answers 403 \`boardMemberNotAllowed\`.`,
    query: PaymentsQuerySchema,
    responses: {
      200: {
        description: "The payments.",
        schema: MyPaymentsSchema,
        example: {
          payments: [
            {
              paymentId: PAYMENT_ID,
              kind: "VipFee",
              status: "NotPaid",
              payedWithCode: false,
              amount: 50000,
              currency: "SEK",
              createdOn: "2026-11-02T09:30:00.000Z",
              datePaid: null,
              lastAttempt: {
                paymentRequestId: REQUEST_ID,
                provider: "swish",
                status: "DECLINED",
                errorCode: "RF07",
                errorMessage: "Transaction declined",
              },
              providers: ["swish"],
            },
          ],
        },
      },
    },
  },
  {
    method: "get",
    path: "/api/buyresidence/createpaymentid/{paymentId}",
    operationId: "createPaymentId",
    requiresUser: true,
    tag: "Payments",
    summary: "The payment's open payment request, or a new one",
    description: `${BEARER} Answers the open attempt (NEW or CREATED) when there is one, so calling it twice gives the same \`paymentRequestId\`; after a DECLINED, ERROR or CANCELLED attempt a new one. 409 \`paymentAlreadyPaid\` when the payment is Paid. Amounts in minor units.`,
    params: CreatePaymentIdParamsSchema,
    responses: {
      200: {
        description: "The attempt.",
        schema: PaymentStatusResponseSchema,
        example: { ...EXAMPLE, status: "NEW", provider: null, appUrl: null },
      },
    },
  },
  {
    method: "post",
    path: "/api/buyresidence/startswishpayment",
    operationId: "startSwishPayment",
    requiresUser: true,
    tag: "Payments",
    summary: "Sends the payment request to Swish",
    description: `${BEARER} With \`payerAlias\` (a mobile number, e-commerce) Swish asks that phone; without it (m-commerce) \`appUrl\` opens the Swish app on this device (add \`&callbackurl=\` for the way back). A request already sent is answered as it stands, never sent twice. Swish's refusal ends the attempt: status ERROR with Swish's \`errorCode\` (e.g. BE18, RP06). 503 \`paymentProviderUnavailable\` when Swish cannot be reached: the attempt stays NEW and may be started again.`,
    body: {
      schema: StartSwishPaymentRequestSchema,
      example: { paymentId: PAYMENT_ID, paymentRequestId: REQUEST_ID, payerAlias: "46701234567" },
    },
    responses: { 200: { description: "The attempt.", schema: PaymentStatusResponseSchema, example: EXAMPLE } },
  },
  hostedPageStart({
    path: "/api/buyresidence/startnordeapayment",
    operationId: "startNordeaPayment",
    summary: "Starts a card payment on the card provider's hosted page",
    description: `Card payments ("Nordea" in the spec) on the provider's hosted payment page: send the payer to \`appUrl\`. ${RETURN_URL_RULE} the payer comes back there with \`?paymentId=…&transactionId=<paymentRequestId>&type=card\`, then reads \`paymentstatus\`. A request already sent is answered as it stands, never sent twice. SEK, NOK and EUR. ${PROVIDER_DOWN}`,
    example: { provider: "card", appUrl: "http://127.0.0.1:4306/pay/5c1f0e2a9b7d4c3e8f6a1b2c3d4e5f60" },
  }),
  hostedPageStart({
    path: "/api/buyresidence/startsveapayment",
    operationId: "startSveaPayment",
    summary: "Creates the Svea Checkout order of the payment request",
    description: `\`appUrl\` is Svea's checkout page: open it full-page. ${RETURN_URL_RULE} after the purchase, or a cancel, Svea sends the payer back to it with \`?paymentId=…&transactionId={paymentRequestId}&type=svea\`, and the page reads \`paymentstatus\`. The request's id is Svea's clientOrderNumber: starting it again answers the same order and page. Svea's push and the status call read the order from Svea; Final makes the payment Paid, Cancelled ends the attempt. Svea takes SEK, NOK and EUR. ${PROVIDER_DOWN}`,
    example: { provider: "svea", appUrl: "https://checkout.svea.com/checkout/8812345" },
  }),
  {
    method: "get",
    path: "/api/buyresidence/paymentstatus/{paymentId}/{paymentRequestId}",
    operationId: "paymentStatus",
    requiresUser: true,
    tag: "Payments",
    summary: "Where the payment and its request stand",
    description: `${BEARER} Poll while \`status\` is CREATED; it is read from Swish then as well as from its callback. PAID makes \`paymentStatus\` Paid; DECLINED and ERROR carry Swish's \`errorCode\` and \`errorMessage\` and leave the payment unpaid.`,
    params: PaymentStatusParamsSchema,
    responses: {
      200: {
        description: "The attempt.",
        schema: PaymentStatusResponseSchema,
        example: { ...EXAMPLE, status: "ERROR", appUrl: null, errorCode: "RF07", errorMessage: "Transaction declined" },
      },
    },
  },
  {
    method: "post",
    path: "/api/buyresidence/cancelpayment/{paymentId}/{paymentRequestId}",
    operationId: "cancelPayment",
    requiresUser: true,
    tag: "Payments",
    summary: "Cancels a payment request the payer has not answered",
    description: `${BEARER} Not in the spec's list (our path). A NEW or CREATED attempt becomes CANCELLED (at Swish too); one that has already ended is answered as it ended. 503 \`paymentProviderUnavailable\` when Swish cannot be reached.`,
    params: PaymentStatusParamsSchema,
    responses: {
      200: {
        description: "The attempt.",
        schema: PaymentStatusResponseSchema,
        example: { ...EXAMPLE, status: "CANCELLED", appUrl: null },
      },
    },
  },
  {
    method: "post",
    path: "/payments/swish/callback",
    operationId: "swishCallback",
    tag: "Payments",
    summary: "Swish's callback (called by Swish, not by the sites)",
    description:
      "Swish POSTs the payment request object here when it ends. Only its `id` is read; the state is then read from Swish over mutual TLS. Idempotent: a replayed callback changes nothing. 503 when Swish cannot be read, so Swish calls back again.",
    body: { schema: SwishCallbackSchema, example: { id: REQUEST_ID, status: "PAID" } },
    responses: { 200: { description: "Received.", example: { received: true } } },
  },
  {
    method: "get",
    path: "/payments/card/return",
    operationId: "cardReturn",
    tag: "Payments",
    summary: "The payer's way back from the card provider's page (the browser follows it, not the sites)",
    description:
      "The provider's hosted page redirects the browser here with the attempt's id, its status and `mac` (HMAC-SHA256 with the shared secret). A wrong `mac` is a 400 (`query.mac`) and changes nothing. The state is read from the provider, not from the query, and applied once however often the return is followed. Answers 303 to the `returnUrl` given at the start with `?paymentId=…&transactionId=…&type=card`.",
    query: CardReturnSchema,
    responses: { 303: { description: "To the site's payments page." } },
  },
  {
    method: "post",
    path: "/payments/svea/push",
    operationId: "sveaPush",
    tag: "Payments",
    summary: "Svea Checkout's push (called by Svea, not by the sites)",
    description:
      "Svea calls this when an order changes, with the order id in `orderId` (our `PushUri` ends in `?orderId={checkout.order.uri}`); it has no body. The order is then read from Svea with a signed call, so a forged push changes nothing. Idempotent: a repeated push changes nothing. 503 when Svea cannot be read, so Svea pushes again.",
    query: SveaPushQuerySchema,
    responses: { 200: { description: "Received.", example: { received: true } } },
  },
];
