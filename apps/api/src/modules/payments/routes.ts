import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  CreatePaymentIdParamsSchema,
  PaymentRequestIdSchema,
  PaymentStatusParamsSchema,
  StartRedirectPaymentRequestSchema,
  type StartRedirectPaymentRequest,
  StartSwishPaymentRequestSchema,
  swishPayerAlias,
} from "@housing/contracts/payments";
import { SiteKeySchema } from "@housing/contracts";
import { isBoardLogin, requireUser, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendInvalidInput, sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import { CardReturnSchema } from "./card-provider";
import { myPayments } from "./list";
import { handleReturn } from "./redirect-return";
import {
  cancelPayment,
  createPaymentId,
  handleCallback,
  handleOrderPush,
  paymentStatus,
  startPayment,
  type PaymentsResult,
} from "./service";

/** GET /my_pages/payments: the site whose payments the page lists. */
export const PaymentsQuerySchema = v.object({ siteKey: SiteKeySchema });

/**
 * Swish's callback body: the payment request object. Only `id` is read; the state is then read
 * from Swish itself (service.ts), so the other fields are let through unchecked.
 */
export const SwishCallbackSchema = v.looseObject({ id: PaymentRequestIdSchema });

/** Svea's push: `?orderId=` as Svea fills in `{checkout.order.uri}`; the order is then read from Svea. */
export const SveaPushQuerySchema = v.object({
  orderId: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Must be Svea's order id")),
});

/**
 * The payment calls of spec section 7 under its buy-residence proxy path, each for the token's
 * user and only the user's own payments (another user's payment is a 404, as if it did not exist).
 * The callback and return paths are ours: the spec does not name them, and Swish (the callback) and
 * the payer's browser coming back from the card provider's page (the return) reach them without a login.
 */
export function paymentRoutes(deps: AppDependencies): Hono {
  const serviceDeps = () => ({
    db: deps.db,
    now: deps.now,
    providers: deps.paymentProviders,
    siteHosts: { extraHosts: deps.auth.siteHosts, local: deps.auth.environment === "local" },
  });
  const respond = <T>(c: Context, result: PaymentsResult<T>) => {
    if (result.ok) return c.json(result.value as object);
    switch (result.problem) {
      case "notFound":
        return sendNotFound(c);
      case "alreadyPaid":
        return sendError(c, 409, "Conflict", "paymentAlreadyPaid");
      case "currencyNotSupported":
        return sendError(c, 409, "Conflict", "paymentProviderNotForCurrency");
      case "providerUnavailable":
        return sendError(c, 503, "ServiceUnavailable", "paymentProviderUnavailable");
      case "invalidReturnUrl":
        return sendInvalidInput(c, { "body.returnUrl": ["invalidReturnUrl"] }, "invalidReturnUrl");
    }
  };
  /** startnordeapayment and startsveapayment: the same start, to the provider's hosted page. */
  const startHostedPage = async (c: Context, providerName: "card" | "svea", body: StartRedirectPaymentRequest) => {
    const result = await startPayment(serviceDeps(), userOf(c).userId, { providerName, ...body });
    if (!result.ok && result.problem === "providerUnavailable")
      deps.logger.warn(`The ${providerName} provider could not be reached`);
    return respond(c, result);
  };
  const sveaPush = async (c: Context, orderId: string) => {
    const isHandled = await handleOrderPush(serviceDeps(), "svea", orderId);
    // Not 200: Svea pushes again later.
    if (!isHandled) return sendError(c, 503, "ServiceUnavailable", "paymentProviderUnavailable");
    return c.json({ received: true });
  };
  return (
    new Hono()
      // The payments page's list (ours: the spec names the page, not its call). A board login has the board's pages only.
      .get("/my_pages/payments", requireUser(), validate("query", PaymentsQuerySchema), async (c) => {
        const session = userOf(c);
        if (isBoardLogin(session)) return sendError(c, 403, "Forbidden", "boardMemberNotAllowed");
        const list = await myPayments(serviceDeps(), session.userId, c.req.valid("query").siteKey);
        return c.json({ payments: list });
      })
      .get(
        "/api/buyresidence/createpaymentid/:paymentId",
        requireUser(),
        validate("param", CreatePaymentIdParamsSchema),
        async (c) => respond(c, await createPaymentId(serviceDeps(), userOf(c).userId, c.req.valid("param").paymentId)),
      )
      .post(
        "/api/buyresidence/startswishpayment",
        requireUser(),
        validate("json", StartSwishPaymentRequestSchema),
        async (c) => {
          const { payerAlias, ...body } = c.req.valid("json");
          const result = await startPayment(serviceDeps(), userOf(c).userId, {
            providerName: "swish",
            ...body,
            ...(payerAlias ? { payerAlias: swishPayerAlias(payerAlias) } : {}),
          });
          if (!result.ok && result.problem === "providerUnavailable") deps.logger.warn("Swish could not be reached");
          return respond(c, result);
        },
      )
      // The spec's name for card payments (protocols.md: a hosted page and a signed return).
      .post(
        "/api/buyresidence/startnordeapayment",
        requireUser(),
        validate("json", StartRedirectPaymentRequestSchema),
        (c) => startHostedPage(c, "card", c.req.valid("json")),
      )
      .post(
        "/api/buyresidence/startsveapayment",
        requireUser(),
        validate("json", StartRedirectPaymentRequestSchema),
        (c) => startHostedPage(c, "svea", c.req.valid("json")),
      )
      .get(
        "/api/buyresidence/paymentstatus/:paymentId/:paymentRequestId",
        requireUser(),
        validate("param", PaymentStatusParamsSchema),
        async (c) => {
          const { paymentId, paymentRequestId } = c.req.valid("param");
          return respond(c, await paymentStatus(serviceDeps(), userOf(c).userId, paymentId, paymentRequestId));
        },
      )
      // Not in the spec's list: the page's Cancel while the payer has not answered (our path).
      .post(
        "/api/buyresidence/cancelpayment/:paymentId/:paymentRequestId",
        requireUser(),
        validate("param", PaymentStatusParamsSchema),
        async (c) => {
          const { paymentId, paymentRequestId } = c.req.valid("param");
          return respond(c, await cancelPayment(serviceDeps(), userOf(c).userId, paymentId, paymentRequestId));
        },
      )
      .post("/payments/swish/callback", validate("json", SwishCallbackSchema), async (c) => {
        const isHandled = await handleCallback(serviceDeps(), "swish", c.req.valid("json"));
        // Not 200: Swish calls back again later.
        if (!isHandled) return sendError(c, 503, "ServiceUnavailable", "paymentProviderUnavailable");
        return c.json({ received: true });
      })
      .get("/payments/card/return", validate("query", CardReturnSchema), async (c) => {
        const result = await handleReturn(serviceDeps(), "card", c.req.valid("query"));
        if (result.ok) return c.redirect(result.location, 303);
        if (result.problem === "invalidSignature")
          return sendInvalidInput(c, { "query.mac": ["invalidSignature"] }, "invalidSignature");
        if (result.problem === "notFound") return sendNotFound(c);
        return sendError(c, 503, "ServiceUnavailable", "paymentProviderUnavailable");
      })
      // Svea pushes with POST and no body: the order id is the query.
      .post("/payments/svea/push", validate("query", SveaPushQuerySchema), (c) =>
        sveaPush(c, c.req.valid("query").orderId),
      )
  );
}
