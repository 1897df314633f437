"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import {
  cancelPayment,
  createPaymentId,
  getBookingStatus,
  getPaymentStatus,
  startRedirectPayment,
  startSwishPayment,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { BookingState } from "@housing/contracts/booking";
import { SwishPayerAliasSchema, type PaymentStatusResponse } from "@housing/contracts/payments";
import { useI18n, type MessageId } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, TextField } from "@housing/ui";
import { Problem } from "../step-frame";
import styles from "../../click-to-buy.module.css";

/** How often an open attempt is read while the payer answers in Swish. */
export const PAYMENT_POLL_MS = 2000;

const SwishFormSchema = v.object({ payerAlias: SwishPayerAliasSchema });
type SwishForm = v.InferInput<typeof SwishFormSchema>;

export const isOpenAttempt = (status: PaymentStatusResponse["status"]) => status === "NEW" || status === "CREATED";

/** A settled attempt as the page tells it; null while open. */
export function paymentOutcomeOf(answer: Pick<PaymentStatusResponse, "status" | "paymentStatus">): MessageId | null {
  if (answer.paymentStatus === "Paid" || answer.status === "PAID") return "click-to-buy.payment.paid";
  if (answer.status === "CANCELLED") return "click-to-buy.payment.cancelled";
  if (answer.status === "DECLINED" || answer.status === "ERROR") return "click-to-buy.payment.declined";
  return null;
}

/** The fee as the page shows it (minor units in the booking). */
export const feeText = (booking: BookingState, formatPrice: (amount: number) => string) =>
  booking.fee ? formatPrice(booking.fee.amount / 100) : "";

/**
 * payment: the booking fee through the payments module's providers. Swish where the currency is
 * SEK (a phone number, or the app on this device), card and Svea everywhere on the provider's
 * page, which returns to the click-to-buy page. Paid: the booking is read again and goes on.
 */
export function PaymentStep({
  site,
  booking,
  onUpdated,
  redirect = (url) => window.location.assign(url),
}: {
  site: SiteConfig;
  booking: BookingState;
  onUpdated: (booking: BookingState) => void;
  redirect?: (url: string) => void;
}) {
  const { t, formatPrice } = useI18n();
  const http = useSessionHttp();
  const paymentId = booking.paymentId;
  const [waiting, setWaiting] = useState<{ paymentRequestId: string; appUrl: string | null } | null>(null);
  const [message, setMessage] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);
  const isBusy = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SwishForm>({ resolver: standardSchemaResolver(SwishFormSchema) });

  const status = useQuery({
    queryKey: ["housing", "click-to-buy", "payment", paymentId, waiting?.paymentRequestId],
    queryFn: ({ signal }) => getPaymentStatus(http, paymentId!, waiting!.paymentRequestId, { signal }),
    enabled: waiting !== null && paymentId !== null,
    refetchInterval: (query) => (query.state.data && !isOpenAttempt(query.state.data.status) ? false : PAYMENT_POLL_MS),
    retry: 2,
  });

  /** Paid: the booking is read again (its step moves on). */
  const goOn = async () => {
    const updated = await getBookingStatus(http, booking.bookingId).catch(() => null);
    if (updated) onUpdated(updated);
  };
  /** A start's answer that settled at once (refused, already paid); false when it is to be watched. */
  const settle = async (answer: PaymentStatusResponse) => {
    const outcome = paymentOutcomeOf(answer);
    if (!outcome) return false;
    setWaiting(null);
    setMessage(outcome);
    if (outcome === "click-to-buy.payment.paid") await goOn();
    return true;
  };
  // The watched attempt has ended once its status says so.
  const ended =
    waiting && status.data?.paymentRequestId === waiting.paymentRequestId ? paymentOutcomeOf(status.data) : null;
  useEffect(() => {
    if (ended === "click-to-buy.payment.paid") void goOn();
    // Once per ended attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, status.data?.paymentRequestId]);
  const isWaiting = waiting !== null && ended === null;
  const shown = ended ?? message;

  const run = async (work: (id: string) => Promise<void>) => {
    if (isBusy.current || !paymentId) return;
    isBusy.current = true;
    setBusy(true);
    setMessage(null);
    try {
      await work(paymentId);
    } catch {
      setMessage("click-to-buy.payment.failed");
    } finally {
      isBusy.current = false;
      setBusy(false);
    }
  };
  const startSwish = (payerAlias?: string) =>
    run(async (id) => {
      const attempt = await createPaymentId(http, id);
      const answer = await startSwishPayment(http, {
        paymentId: id,
        paymentRequestId: attempt.paymentRequestId,
        ...(payerAlias ? { payerAlias } : {}),
      });
      if (!(await settle(answer))) setWaiting({ paymentRequestId: answer.paymentRequestId, appUrl: answer.appUrl });
    });
  const startRedirect = (provider: "card" | "svea") =>
    run(async (id) => {
      const attempt = await createPaymentId(http, id);
      const returnUrl = `${window.location.origin}${window.location.pathname}`;
      const answer = await startRedirectPayment(http, provider, {
        paymentId: id,
        paymentRequestId: attempt.paymentRequestId,
        returnUrl,
      });
      if (await settle(answer)) return;
      if (!answer.appUrl) throw new Error("The provider gave no page to go to");
      setMessage("click-to-buy.payment.leaving");
      redirect(answer.appUrl);
    });
  const cancel = () =>
    run(async (id) => {
      if (!waiting) return;
      await settle(await cancelPayment(http, id, waiting.paymentRequestId));
    });

  const amount = feeText(booking, formatPrice);
  const hasSwish = site.currency === "SEK";
  if (!paymentId || !booking.fee) return <Problem message="click-to-buy.payment.unavailable" />;

  return (
    <div className={styles.stack}>
      <p>{t("click-to-buy.payment.intro", { amount })}</p>
      {isWaiting ? (
        <div className={styles.stack} role="status">
          <p>{t("click-to-buy.payment.swishWaiting", { amount })}</p>
          {waiting.appUrl ? (
            <a className={styles.appLink} href={waiting.appUrl}>
              {t("click-to-buy.payment.openSwish")}
            </a>
          ) : null}
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => void cancel()} disabled={busy}>
              {t("click-to-buy.payment.cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {hasSwish ? (
            <form
              className={styles.fields}
              noValidate
              onSubmit={(event) => void handleSubmit((values) => startSwish(values.payerAlias))(event)}
            >
              <TextField
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                label={t("click-to-buy.payment.swishNumber")}
                hint={t("click-to-buy.payment.swishNumberHint")}
                error={errors.payerAlias ? t("click-to-buy.payment.swishNumberError") : undefined}
                isRequired
                {...register("payerAlias")}
              />
              <div className={styles.row}>
                <Button type="submit" disabled={busy}>
                  {t("click-to-buy.payment.swishSend")}
                </Button>
                <Button variant="secondary" onClick={() => void startSwish()} disabled={busy}>
                  {t("click-to-buy.payment.swishThisDevice")}
                </Button>
              </div>
            </form>
          ) : null}
          <div className={styles.row}>
            <Button
              variant={hasSwish ? "secondary" : "primary"}
              onClick={() => void startRedirect("card")}
              disabled={busy}
            >
              {t("click-to-buy.payment.card")}
            </Button>
            <Button variant="secondary" onClick={() => void startRedirect("svea")} disabled={busy}>
              {t("click-to-buy.payment.svea")}
            </Button>
          </div>
        </>
      )}
      <p
        role="status"
        className={shown === "click-to-buy.payment.paid" ? styles.success : shown ? styles.error : styles.quiet}
      >
        {shown ? t(shown) : null}
      </p>
    </div>
  );
}
