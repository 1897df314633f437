"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { getBookingBankIdSignStatus, getPaymentStatus } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { BookingState } from "@housing/contracts/booking";
import { PAYMENT_PROVIDERS } from "@housing/contracts/payments";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Modal } from "@housing/ui";
import { RETURN_QUERY_NAMES, addressWithout, readReturnQuery, type ReturnQuery } from "./flow";
import { errorMessageOf, problemOf } from "./problem";
import { isOpenAttempt, paymentOutcomeOf, PAYMENT_POLL_MS } from "./steps/payment-step";
import { SIGN_POLL_MS } from "./steps/sign-step";
import styles from "../click-to-buy.module.css";

const isPaymentReturn = (back: ReturnQuery) => (PAYMENT_PROVIDERS as readonly string[]).includes(back.type);
const isBankIdReturn = (back: ReturnQuery) => /^bank_?id$/i.test(back.type);

type Outcome = { message: MessageId; isGood: boolean };

/** What a return's answer says, or null while it is still open. */
function useReturnOutcome(back: ReturnQuery | null, booking: BookingState | null): Outcome | null {
  const http = useSessionHttp();
  const paymentId = back?.paymentId ?? booking?.paymentId ?? null;
  const payment = useQuery({
    queryKey: ["housing", "click-to-buy", "return", "payment", paymentId, back?.id],
    queryFn: ({ signal }) => getPaymentStatus(http, paymentId!, back!.id, { signal }),
    enabled: back !== null && isPaymentReturn(back) && paymentId !== null,
    refetchInterval: (query) => (query.state.data && !isOpenAttempt(query.state.data.status) ? false : PAYMENT_POLL_MS),
    retry: 2,
  });
  const sign = useQuery({
    queryKey: ["housing", "click-to-buy", "return", "sign", back?.id],
    queryFn: ({ signal }) => getBookingBankIdSignStatus(http, back!.id, { signal }),
    enabled: back !== null && isBankIdReturn(back),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== "Pending" ? false : SIGN_POLL_MS),
    retry: false,
  });
  if (!back) return null;
  if (isPaymentReturn(back)) {
    if (paymentId === null) return { message: "click-to-buy.error.purchase", isGood: false };
    if (payment.error) return { message: problemOf(payment.error), isGood: false };
    const message = payment.data ? paymentOutcomeOf(payment.data) : null;
    return message ? { message, isGood: message === "click-to-buy.payment.paid" } : null;
  }
  if (isBankIdReturn(back)) {
    if (sign.error) return { message: problemOf(sign.error), isGood: false };
    const answer = sign.data;
    if (!answer || answer.status === "Pending") return null;
    if (answer.status === "Signed") return { message: "click-to-buy.sign.signed", isGood: true };
    if (answer.status === "Cancelled") return { message: "click-to-buy.sign.cancelled", isGood: false };
    return { message: errorMessageOf(answer.error), isGood: false };
  }
  // An e-ID's return: the booking as the page loaded it tells whether it was signed.
  if (!booking) return { message: "click-to-buy.error.notfound", isGood: false };
  return booking.signedAt
    ? { message: "click-to-buy.sign.signed", isGood: true }
    : { message: "click-to-buy.sign.cancelled", isGood: false };
}

/**
 * Spec section 2: back from a payment or identity flow (a transaction, customer, session or pooling
 * id plus a type in the query), a modal tells that transaction's outcome, then the flow goes on.
 * It keeps the page's hash (purchase-success, eident-error-*: `noHash`, spec section 4), and
 * closing takes the return out of the query so a reload does not open it again.
 */
export function ReturnModal({
  query,
  booking,
  onSettled,
}: {
  query: string;
  booking: BookingState | null;
  /** The transaction has an outcome: the flow reads its booking again. */
  onSettled: () => void;
}) {
  const { t } = useI18n();
  const [back, setBack] = useState<ReturnQuery | null>(() => readReturnQuery(query));
  const outcome = useReturnOutcome(back, booking);
  useEffect(() => {
    if (outcome) onSettled();
    // Once, when the outcome is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome?.message]);

  const close = () => {
    window.history.replaceState(window.history.state, "", addressWithout(window.location.href, RETURN_QUERY_NAMES));
    setBack(null);
  };
  const title = back && isPaymentReturn(back) ? t("click-to-buy.return.payment") : t("click-to-buy.return.sign");

  return (
    <Modal open={back !== null} onClose={close} title={title} noHash>
      <div className={styles.stack}>
        <p role="status" className={outcome ? (outcome.isGood ? styles.success : styles.error) : undefined}>
          {outcome ? t(outcome.message) : t("click-to-buy.return.checking")}
        </p>
        <div className={styles.row}>
          <Button onClick={close}>{t("click-to-buy.return.continue")}</Button>
        </div>
      </div>
    </Modal>
  );
}
