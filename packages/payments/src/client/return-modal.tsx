"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { getPaymentStatus } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { PAYMENT_PROVIDERS, PaymentRequestIdSchema } from "@housing/contracts/payments";
import { useI18n } from "@housing/i18n/react";
import { Modal } from "@housing/ui";
import { isOpen, outcomeOf, outcomeOfError, useOutcomeValues } from "./outcome";
import { POLL_MS } from "./payment-actions";
import styles from "../payments.module.css";

/** The query a provider's page sends the payer back with (the API builds it: payments module). */
const ReturnQuerySchema = v.object({
  paymentId: v.pipe(v.string(), v.uuid()),
  transactionId: PaymentRequestIdSchema,
  type: v.picklist(PAYMENT_PROVIDERS),
});
type ReturnQuery = v.InferOutput<typeof ReturnQuerySchema>;

/** The return's query, from the page's address as the server saw it (so server and browser render the same). */
export function readReturn(search: string): ReturnQuery | null {
  const query = new URLSearchParams(search);
  const parsed = v.safeParse(ReturnQuerySchema, {
    paymentId: query.get("paymentId"),
    transactionId: query.get("transactionId"),
    type: query.get("type"),
  });
  return parsed.success ? parsed.output : null;
}

/**
 * Back from a provider's page (spec section 2: a transaction id plus a type in the query opens a
 * modal): the attempt's state, read until the provider has settled it. Closing removes the query,
 * so a reload does not open it again.
 */
export function ReturnModal({ query, onSettled }: { query: string; onSettled: () => void }) {
  const { t } = useI18n();
  const outcomeValues = useOutcomeValues();
  const http = useSessionHttp();
  const [back, setBack] = useState<ReturnQuery | null>(() => readReturn(query));
  const status = useQuery({
    queryKey: ["housing", "payments", "status", back?.paymentId, back?.transactionId],
    queryFn: ({ signal }) => getPaymentStatus(http, back!.paymentId, back!.transactionId, { signal }),
    enabled: back !== null,
    refetchInterval: (query) => (query.state.data && !isOpen(query.state.data.status) ? false : POLL_MS),
    retry: 2,
  });
  const outcome = status.data ? outcomeOf(status.data) : status.error ? outcomeOfError(status.error) : null;
  useEffect(() => {
    if (outcome) onSettled();
    // Once, when the outcome is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome?.id]);

  const close = () => {
    const url = new URL(window.location.href);
    for (const name of ["paymentId", "transactionId", "type"]) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    setBack(null);
  };

  return (
    <Modal open={back !== null} onClose={close} title={t("payments.return.title")} noHash>
      <div className={styles.stack}>
        <p role="status" className={outcome ? styles[outcome.tone] : undefined}>
          {outcome ? t(outcome.id, outcomeValues(outcome)) : t("payments.return.checking")}
        </p>
      </div>
    </Modal>
  );
}
