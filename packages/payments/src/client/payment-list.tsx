"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { getMyPayments } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { MyPayment } from "@housing/contracts/payments";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Badge, FactList, Heading, type BadgeTone } from "@housing/ui";
import { PaymentActions } from "./payment-actions";
import { reasonOf, useOutcomeValues, type Outcome } from "./outcome";
import { ReturnModal } from "./return-modal";
import styles from "../payments.module.css";

export const paymentsQueryKey = (siteKey: string) => ["housing", "payments", "list", siteKey] as const;

/** Spec section 3: the statuses that still owe money (Reminder1 is the Norwegian site's). */
const UNPAID = new Set<MyPayment["status"]>(["NotPaid", "NotPaidSent", "Reminder1"]);
const TONES: Record<MyPayment["status"], BadgeTone> = {
  NotPaid: "warning",
  NotPaidSent: "warning",
  Reminder1: "danger",
  OverPaid: "neutral",
  Paid: "success",
};

/**
 * The amount in the site's currency. The payments are whole kronor, kroner or euros today (the
 * VIP fee); öre would be rounded away by the site's price format, so they are shown with two
 * decimals in the same currency instead.
 */
function useAmount() {
  const { formatPrice, locale } = useI18n();
  return (payment: Pick<MyPayment, "amount" | "currency">) =>
    payment.amount % 100 === 0
      ? formatPrice(payment.amount / 100)
      : new Intl.NumberFormat(locale, { style: "currency", currency: payment.currency }).format(payment.amount / 100);
}

/** The payments page's list: each payment with its status, and the ways to pay what is unpaid. */
export function PaymentList({
  site,
  initial,
  query = "",
}: {
  site: SiteConfig;
  initial: readonly MyPayment[] | null;
  /** The page's query: a provider's return opens the return modal. */
  query?: string;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = paymentsQueryKey(site.key);
  const list = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await getMyPayments(http, site.key, { signal })).payments,
    ...(initial ? { initialData: [...initial] } : {}),
  });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  return (
    <>
      <ReturnModal query={query} onSettled={refresh} />
      {list.isError && !list.data ? (
        <p className={styles.error} role="alert">
          {t("payments.loadFailed")}
        </p>
      ) : list.data?.length === 0 ? (
        <p>{t("payments.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {list.data?.map((payment) => (
            <li key={payment.paymentId}>
              <PaymentCard payment={payment} onSettled={refresh} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PaymentCard({ payment, onSettled }: { payment: MyPayment; onSettled: () => void }) {
  const { t, formatDate } = useI18n();
  const outcomeValues = useOutcomeValues();
  const amountOf = useAmount();
  const amount = amountOf(payment);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const isUnpaid = UNPAID.has(payment.status) && !payment.payedWithCode;
  const last = payment.lastAttempt;
  const isLastDeclined = last?.status === "DECLINED" || last?.status === "ERROR";
  const lastReason = last && isLastDeclined ? reasonOf(last) : null;
  const headingId = `payment-${payment.paymentId}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <Heading level={2} id={headingId}>
          {t(`payments.kind.${payment.kind}`)}
        </Heading>
        <Badge tone={TONES[payment.status]}>{t(`payments.status.${payment.status}`)}</Badge>
      </div>
      <FactList
        facts={[
          { label: t("payments.amount"), value: amount },
          { label: t("payments.created"), value: formatDate(payment.createdOn) },
          ...(payment.datePaid ? [{ label: t("payments.paidOn"), value: formatDate(payment.datePaid) }] : []),
        ]}
      />
      {payment.payedWithCode ? <p>{t("payments.payedWithCode")}</p> : null}
      {isUnpaid && isLastDeclined && !outcome && last?.provider ? (
        <p className={styles.error}>
          {lastReason
            ? t("payments.lastDeclined", { provider: t(`payments.provider.${last.provider}`), reason: lastReason })
            : t("payments.lastDeclinedByPayer", { provider: t(`payments.provider.${last.provider}`) })}
        </p>
      ) : null}
      {isUnpaid ? (
        <PaymentActions payment={payment} amount={amount} onSettled={onSettled} onOutcome={setOutcome} />
      ) : null}
      <p ref={outcomeRef} tabIndex={-1} role="status" className={outcome ? styles[outcome.tone] : styles.quiet}>
        {outcome ? t(outcome.id, outcomeValues(outcome)) : null}
      </p>
    </article>
  );
}
