import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { PaymentProviderName, PaymentStatusResponse } from "@housing/contracts/payments";
import { getSiteByKey, routePath, startPath } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { notifications, paymentRequests, payments } from "../../core/db/schema";
import { PaymentProviderRefusedError, type PaymentProvider, type ProviderOutcome } from "./provider";
import { isReturnPageOf, type SiteHosts } from "./return-url";
import { OPEN_REQUEST_STATUSES } from "./schema";

/*
 * Paying a payment (a VIP fee, spec sections 3 and 4) through payment requests: one open attempt
 * per payment at a time (a unique index), each known to its provider by the id chosen here. Every
 * state change is a conditional update from an open status, so a callback that arrives twice, or a
 * callback and a status read at once, change the payment once.
 */

export type PaymentProviders = Partial<Record<PaymentProviderName, PaymentProvider>>;

export interface PaymentsDeps {
  db: Database;
  now: () => Date;
  providers: PaymentProviders;
  /** The sites' hosts: a hosted page's way back must be on them. */
  siteHosts: SiteHosts;
}

export type PaymentsResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      problem: "notFound" | "alreadyPaid" | "providerUnavailable" | "currencyNotSupported" | "invalidReturnUrl";
    };

type RequestRow = typeof paymentRequests.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const newInstructionId = () => randomBytes(16).toString("hex").toUpperCase();

/** What opens the provider's side again: Swish keeps its m-commerce token, a hosted page its address. */
function storedAppUrl(request: RequestRow): string | null {
  if (!request.token) return null;
  return request.provider === "swish"
    ? `swish://paymentrequest?token=${encodeURIComponent(request.token)}`
    : request.token;
}

/** The token column's value for a start's `appUrl` (storedAppUrl's other half). */
function tokenOf(providerName: PaymentProviderName, appUrl: string | null): string | null {
  if (!appUrl) return null;
  return providerName === "swish" ? new URL(appUrl).searchParams.get("token") : appUrl;
}

function answer(payment: PaymentRow, request: RequestRow, appUrl: string | null = null): PaymentStatusResponse {
  return {
    paymentId: payment.id,
    paymentRequestId: request.instructionId,
    paymentStatus: payment.status as PaymentStatusResponse["paymentStatus"],
    provider: request.provider as PaymentProviderName | null,
    // SENDING is ours alone: to the caller the attempt has not reached the provider yet.
    status: (request.status === "SENDING" ? "NEW" : request.status) as PaymentStatusResponse["status"],
    amount: request.amountMinor,
    currency: request.currency,
    appUrl: appUrl ?? storedAppUrl(request),
    errorCode: request.errorCode,
    errorMessage: request.errorMessage,
    datePaid: request.paidAt?.toISOString() ?? null,
  };
}

async function ownPayment(db: Database, userId: string, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

async function ownRequest(db: Database, userId: string, paymentId: string, instructionId: string) {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(
      and(
        eq(paymentRequests.instructionId, instructionId),
        eq(paymentRequests.paymentId, paymentId),
        eq(paymentRequests.userId, userId),
      ),
    );
  return row;
}

async function openRequest(db: Database, paymentId: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.paymentId, paymentId), inArray(paymentRequests.status, [...OPEN_REQUEST_STATUSES])));
  return row;
}

/** createpaymentid: the payment's open attempt, or a new one when it has none (a finished attempt is not reused). */
export async function createPaymentId(
  deps: PaymentsDeps,
  userId: string,
  paymentId: string,
): Promise<PaymentsResult<PaymentStatusResponse>> {
  const payment = await ownPayment(deps.db, userId, paymentId);
  if (!payment) return { ok: false, problem: "notFound" };
  if (payment.status === "Paid") return { ok: false, problem: "alreadyPaid" };
  const existing = await openRequest(deps.db, paymentId);
  if (existing) return { ok: true, value: answer(payment, existing) };
  const currency = getSiteByKey(payment.siteKey)?.currency ?? "SEK";
  const [created] = await deps.db
    .insert(paymentRequests)
    .values({
      instructionId: newInstructionId(),
      paymentId,
      userId,
      status: "NEW",
      amountMinor: payment.amountMinor,
      currency,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    })
    // Two calls at once: the unique index on open attempts keeps one; the other reads it.
    .onConflictDoNothing()
    .returning();
  const request = created ?? (await openRequest(deps.db, paymentId));
  if (!request) return { ok: false, problem: "notFound" };
  return { ok: true, value: answer(payment, request) };
}

/**
 * A hosted page's way back (startsveapayment, startnordeapayment): `returnUrl` must be the payment's
 * site's payments page without a query; the payer comes back to it with `paymentId`,
 * `transactionId` (the attempt) and `type` (the provider), so the page shows the return modal of
 * spec section 2. The terms shown on the provider's page are the site's privacy policy (the spec
 * names no purchase terms).
 */
function hostedPageOf(
  payment: PaymentRow,
  instructionId: string,
  providerName: PaymentProviderName,
  returnUrl: string,
) {
  // The caller has checked it is the site's payments page (isPaymentsPage).
  const site = getSiteByKey(payment.siteKey);
  if (!site) return undefined;
  const url = new URL(returnUrl);
  url.search = new URLSearchParams({
    paymentId: payment.id,
    transactionId: instructionId,
    type: providerName,
  }).toString();
  return {
    returnUrl: url.href,
    termsUrl: new URL(routePath(site, "privacyPolicy") ?? startPath(site), url.origin).href,
    locale: site.locale,
    country: site.country,
  };
}

/**
 * startswishpayment, startnordeapayment (card) and startsveapayment: sends a NEW attempt to the
 * provider once. A second start of the same attempt answers its state without a second provider
 * request (a provider that answers a repeated start with the same attempt, Svea, is asked again
 * for its page); a provider that cannot be reached leaves it NEW, to be started again. A hosted
 * page's start brings the site's page to come back to (`returnUrl`), kept on the attempt for the
 * card's signed return.
 */
export async function startPayment(
  deps: PaymentsDeps,
  userId: string,
  input: {
    providerName: PaymentProviderName;
    paymentId: string;
    paymentRequestId: string;
    payerAlias?: string;
    /** Hosted-page providers: the site's payments page (hostedPageOf). */
    returnUrl?: string;
  },
): Promise<PaymentsResult<PaymentStatusResponse>> {
  const provider = deps.providers[input.providerName];
  const payment = await ownPayment(deps.db, userId, input.paymentId);
  const request = payment && (await ownRequest(deps.db, userId, input.paymentId, input.paymentRequestId));
  if (!payment || !request) return { ok: false, problem: "notFound" };
  if (input.returnUrl !== undefined && !isReturnPageOf(payment, input.returnUrl, deps.siteHosts))
    return { ok: false, problem: "invalidReturnUrl" };
  const hosted =
    input.returnUrl === undefined
      ? undefined
      : hostedPageOf(payment, request.instructionId, input.providerName, input.returnUrl);
  const startInput = {
    instructionId: request.instructionId,
    amountMinor: request.amountMinor,
    currency: request.currency,
    reference: request.instructionId,
    ...(input.payerAlias ? { payerAlias: input.payerAlias } : {}),
    ...hosted,
  };
  if (request.status !== "NEW") {
    if (request.status === "CREATED" && provider?.answersRepeatedStart && request.provider === provider.name) {
      try {
        const again = await provider.start(startInput);
        return { ok: true, value: answer(payment, request, again.appUrl) };
      } catch {
        // Not reachable now: the attempt as stored, without its page.
      }
    }
    return { ok: true, value: answer(payment, request) };
  }
  if (payment.status === "Paid") return { ok: false, problem: "alreadyPaid" };
  if (!provider) return { ok: false, problem: "providerUnavailable" };
  if (!provider.currencies.includes(request.currency)) return { ok: false, problem: "currencyNotSupported" };
  const [claimed] = await deps.db
    .update(paymentRequests)
    .set({ status: "SENDING", provider: provider.name, returnUrl: input.returnUrl ?? null, updatedAt: deps.now() })
    .where(and(eq(paymentRequests.instructionId, request.instructionId), eq(paymentRequests.status, "NEW")))
    .returning();
  if (!claimed) {
    const current = await ownRequest(deps.db, userId, input.paymentId, input.paymentRequestId);
    return { ok: true, value: answer(payment, current ?? request) };
  }
  const set = (values: Partial<RequestRow>) =>
    deps.db
      .update(paymentRequests)
      .set({ ...values, updatedAt: deps.now() })
      .where(and(eq(paymentRequests.instructionId, request.instructionId), eq(paymentRequests.status, "SENDING")))
      .returning();
  try {
    const started = await provider.start(startInput);
    const [row] = await set({
      status: "CREATED",
      token: tokenOf(provider.name, started.appUrl),
      providerOrderId: started.providerOrderId ?? null,
    });
    // A callback may already have ended it (the provider answered slower than the payer).
    const current = row ?? (await ownRequest(deps.db, userId, input.paymentId, input.paymentRequestId)) ?? claimed;
    return { ok: true, value: answer(payment, current, started.appUrl) };
  } catch (error) {
    if (error instanceof PaymentProviderRefusedError) {
      const [row] = await set({
        status: "ERROR",
        errorCode: error.errorCode.slice(0, 50),
        errorMessage: error.errorMessage.slice(0, 500),
      });
      return { ok: true, value: answer(payment, row ?? claimed) };
    }
    await set({ status: "NEW", provider: null, returnUrl: null });
    return { ok: false, problem: "providerUnavailable" };
  }
}

/**
 * Applies what the provider says of an attempt, once: only an open attempt changes, and only the
 * change that ends it marks the payment Paid and, for a VIP fee, takes away its VipPayment
 * notification (a booking fee paid leaves an unpaid VIP fee's notification where it is).
 */
export async function applyOutcome(deps: PaymentsDeps, instructionId: string, outcome: ProviderOutcome): Promise<void> {
  if (outcome.status === "CREATED") return;
  await deps.db.transaction(async (tx) => {
    const paidAt = outcome.status === "PAID" ? (outcome.datePaid ? new Date(outcome.datePaid) : deps.now()) : null;
    const [ended] = await tx
      .update(paymentRequests)
      .set({
        status: outcome.status,
        paymentReference: outcome.paymentReference ?? null,
        errorCode: outcome.errorCode?.slice(0, 50) ?? null,
        errorMessage: outcome.errorMessage?.slice(0, 500) ?? null,
        paidAt,
        updatedAt: deps.now(),
      })
      .where(
        and(eq(paymentRequests.instructionId, instructionId), inArray(paymentRequests.status, ["SENDING", "CREATED"])),
      )
      .returning();
    if (!ended || outcome.status !== "PAID") return;
    const [payment] = await tx
      .update(payments)
      .set({ status: "Paid", paidAt })
      .where(eq(payments.id, ended.paymentId))
      .returning();
    if (!payment || payment.kind !== "VipFee") return;
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, payment.userId),
          eq(notifications.siteKey, payment.siteKey),
          eq(notifications.notificationType, "VipPayment"),
        ),
      );
  });
}

/**
 * Cancels an attempt the payer has not answered: a NEW one here, a CREATED one at the provider
 * first (Swish: only while CREATED; RP07 means it has ended, and that end is applied instead).
 */
export async function cancelPayment(
  deps: PaymentsDeps,
  userId: string,
  paymentId: string,
  instructionId: string,
): Promise<PaymentsResult<PaymentStatusResponse>> {
  const request = await ownRequest(deps.db, userId, paymentId, instructionId);
  if (!request) return { ok: false, problem: "notFound" };
  const provider = request.provider ? deps.providers[request.provider as PaymentProviderName] : undefined;
  if (request.status === "NEW") {
    await deps.db
      .update(paymentRequests)
      .set({ status: "CANCELLED", updatedAt: deps.now() })
      .where(and(eq(paymentRequests.instructionId, instructionId), eq(paymentRequests.status, "NEW")));
  } else if (request.status === "CREATED" && provider) {
    try {
      await applyOutcome(deps, instructionId, await provider.cancel(instructionId, request.providerOrderId));
    } catch (error) {
      if (!(error instanceof PaymentProviderRefusedError)) return { ok: false, problem: "providerUnavailable" };
      try {
        await applyOutcome(deps, instructionId, await provider.read(instructionId, request.providerOrderId));
      } catch {
        return { ok: false, problem: "providerUnavailable" };
      }
    }
  }
  return paymentStatus(deps, userId, paymentId, instructionId);
}

/** paymentstatus: the attempt as stored, refreshed from the provider while it is open there. */
export async function paymentStatus(
  deps: PaymentsDeps,
  userId: string,
  paymentId: string,
  instructionId: string,
): Promise<PaymentsResult<PaymentStatusResponse>> {
  let request = await ownRequest(deps.db, userId, paymentId, instructionId);
  if (!request) return { ok: false, problem: "notFound" };
  const provider = request.provider ? deps.providers[request.provider as PaymentProviderName] : undefined;
  if (request.status === "CREATED" && provider) {
    try {
      await applyOutcome(deps, instructionId, await provider.read(instructionId, request.providerOrderId));
      request = (await ownRequest(deps.db, userId, paymentId, instructionId)) ?? request;
    } catch {
      // The provider is down: the stored state is still right, and the callback will come.
    }
  }
  const payment = await ownPayment(deps.db, userId, paymentId);
  if (!payment) return { ok: false, problem: "notFound" };
  return { ok: true, value: answer(payment, request) };
}

/**
 * A provider's callback: it only says which attempt to look at; the state is read from the provider
 * itself (over mutual TLS for Swish), so a forged body changes nothing. Unknown attempts are ignored.
 * Answers false when the provider could not be read (the provider calls back again).
 */
export async function handleCallback(deps: PaymentsDeps, providerName: PaymentProviderName, body: unknown) {
  const provider = deps.providers[providerName];
  const instructionId = provider?.callbackInstructionId(body);
  if (!provider || !instructionId) return true;
  const [request] = await deps.db
    .select()
    .from(paymentRequests)
    .where(eq(paymentRequests.instructionId, instructionId));
  return refreshFromProvider(deps, provider, providerName, request);
}

/**
 * A provider's push that names its own order id (Svea's `?orderId=`): as a callback, only a hint;
 * the order is read from the provider. Unknown orders are ignored; false when the provider could
 * not be read (it pushes again).
 */
export async function handleOrderPush(deps: PaymentsDeps, providerName: PaymentProviderName, providerOrderId: string) {
  const provider = deps.providers[providerName];
  if (!provider) return true;
  const [request] = await deps.db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.provider, providerName), eq(paymentRequests.providerOrderId, providerOrderId)));
  return refreshFromProvider(deps, provider, providerName, request);
}

async function refreshFromProvider(
  deps: PaymentsDeps,
  provider: PaymentProvider,
  providerName: PaymentProviderName,
  request: RequestRow | undefined,
): Promise<boolean> {
  if (!request || request.provider !== providerName) return true;
  if (request.status !== "CREATED" && request.status !== "SENDING") return true;
  try {
    await applyOutcome(
      deps,
      request.instructionId,
      await provider.read(request.instructionId, request.providerOrderId),
    );
    return true;
  } catch {
    return false;
  }
}
