"use client";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import {
  cancelPayment,
  createPaymentId,
  getPaymentStatus,
  startRedirectPayment,
  startSwishPayment,
} from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { SwishPayerAliasSchema, type MyPayment, type PaymentStatusResponse } from "@housing/contracts/payments";
import { useI18n } from "@housing/i18n/react";
import { Button, TextField } from "@housing/ui";
import { isOpen, outcomeOf, outcomeOfError, type Outcome } from "./outcome";
import styles from "../payments.module.css";

/** The Swish number form: the schema the API checks `payerAlias` with. */
const SwishFormSchema = v.object({ payerAlias: SwishPayerAliasSchema });
type SwishForm = v.InferInput<typeof SwishFormSchema>;

/** How often an open attempt is read while the payer answers in Swish (the API reads Swish then too). */
export const POLL_MS = 2000;

type Waiting = { paymentRequestId: string; appUrl: string | null };

/**
 * Paying one payment: Swish by mobile number (e-commerce) or on this device (m-commerce), card or
 * Svea on the provider's page. A Swish attempt is watched until it ends; one left open (a reload
 * mid-payment) is picked up again. Buttons stay disabled while a call runs, and the API starts
 * one attempt per payment whatever arrives twice.
 */
export function PaymentActions({
  payment,
  amount,
  onSettled,
  onOutcome,
}: {
  payment: MyPayment;
  /** The amount as the page shows it. */
  amount: string;
  /** The payment changed (paid, declined, cancelled): the list reloads. */
  onSettled: () => void;
  /** What to tell the payer (the payment's card shows it: it stays when these actions go, once paid). */
  onOutcome: (outcome: Outcome | null) => void;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const resumable =
    payment.lastAttempt?.provider === "swish" && payment.lastAttempt.status === "CREATED"
      ? { paymentRequestId: payment.lastAttempt.paymentRequestId, appUrl: null }
      : null;
  const [waiting, setWaiting] = useState<Waiting | null>(resumable);
  const [busy, setBusy] = useState<null | "swish" | "card" | "svea" | "cancel">(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SwishForm>({ resolver: standardSchemaResolver(SwishFormSchema), mode: "onSubmit" });

  const status = useQuery({
    queryKey: ["housing", "payments", "status", payment.paymentId, waiting?.paymentRequestId],
    queryFn: ({ signal }) => getPaymentStatus(http, payment.paymentId, waiting!.paymentRequestId, { signal }),
    enabled: waiting !== null,
    refetchInterval: (query) => (query.state.data && !isOpen(query.state.data.status) ? false : POLL_MS),
    retry: 2,
  });

  // The watched attempt has ended once its status says so: the actions come back, the card tells.
  const ended =
    status.data && status.data.paymentRequestId === waiting?.paymentRequestId ? outcomeOf(status.data) : null;
  const isWaiting = waiting !== null && ended === null;
  useEffect(() => {
    if (!ended) return;
    onOutcome(ended);
    onSettled();
    // Once per ended attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended?.id, status.data?.paymentRequestId]);

  /** A start's answer: ended at once (refused, already paid), or watched from now. */
  const settle = (answer: PaymentStatusResponse) => {
    const done = outcomeOf(answer);
    if (done) {
      onOutcome(done);
      onSettled();
    }
    return done;
  };
  const run = async (kind: NonNullable<typeof busy>, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    onOutcome(null);
    try {
      await work();
    } catch (error) {
      const failure = outcomeOfError(error);
      onOutcome(failure);
      if (failure.id === "payments.alreadyPaid") onSettled();
    } finally {
      setBusy(null);
    }
  };

  const startSwish = (payerAlias?: string) =>
    run("swish", async () => {
      const attempt = await createPaymentId(http, payment.paymentId);
      const answer = await startSwishPayment(http, {
        paymentId: payment.paymentId,
        paymentRequestId: attempt.paymentRequestId,
        ...(payerAlias ? { payerAlias } : {}),
      });
      if (!settle(answer)) setWaiting({ paymentRequestId: answer.paymentRequestId, appUrl: answer.appUrl });
    });

  const startRedirect = (provider: "card" | "svea") =>
    run(provider, async () => {
      const attempt = await createPaymentId(http, payment.paymentId);
      const returnUrl = `${window.location.origin}${window.location.pathname}`;
      const answer = await startRedirectPayment(http, provider, {
        paymentId: payment.paymentId,
        paymentRequestId: attempt.paymentRequestId,
        returnUrl,
      });
      if (settle(answer)) return;
      if (!answer.appUrl) throw new Error("The provider gave no page to go to");
      onOutcome({ id: "payments.leaving", tone: "info" });
      window.location.assign(answer.appUrl);
    });

  const cancel = () =>
    run("cancel", async () => {
      if (!waiting) return;
      const answer = await cancelPayment(http, payment.paymentId, waiting.paymentRequestId);
      settle(answer);
    });

  const has = (name: MyPayment["providers"][number]) => payment.providers.includes(name);
  const swishError = errors.payerAlias ? t("payments.swish.numberError") : undefined;

  return (
    <div className={styles.actions}>
      {isWaiting ? (
        <div className={styles.waiting} role="status">
          <p>{t("payments.swish.waiting", { amount })}</p>
          {waiting.appUrl ? (
            <a className={styles.appLink} href={waiting.appUrl}>
              {t("payments.swish.openApp")}
            </a>
          ) : null}
          <Button variant="secondary" onClick={() => void cancel()} disabled={busy !== null}>
            {t("payments.cancel")}
          </Button>
        </div>
      ) : payment.providers.length === 0 ? (
        <p>{t("payments.noProvider")}</p>
      ) : (
        <>
          {has("swish") ? (
            <form
              className={styles.swish}
              noValidate
              onSubmit={(event) => void handleSubmit((values) => startSwish(values.payerAlias))(event)}
            >
              <TextField
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                label={t("payments.swish.number")}
                hint={t("payments.swish.numberHint")}
                error={swishError}
                isRequired
                {...register("payerAlias")}
              />
              <div className={styles.row}>
                <Button type="submit" disabled={busy !== null}>
                  {t("payments.swish.send")}
                </Button>
                <Button variant="secondary" onClick={() => void startSwish()} disabled={busy !== null}>
                  {t("payments.swish.thisDevice")}
                </Button>
              </div>
            </form>
          ) : null}
          {has("card") || has("svea") ? (
            <div className={styles.row}>
              {has("card") ? (
                <Button
                  variant={has("swish") ? "secondary" : "primary"}
                  onClick={() => void startRedirect("card")}
                  disabled={busy !== null}
                >
                  {t("payments.card.go")}
                </Button>
              ) : null}
              {has("svea") ? (
                <Button variant="secondary" onClick={() => void startRedirect("svea")} disabled={busy !== null}>
                  {t("payments.svea.go")}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
