import { isApiError } from "@housing/api-client";
import type { PaymentAttempt, PaymentProviderName, PaymentStatusResponse } from "@housing/contracts/payments";
import type { MessageId } from "@housing/i18n";
import { useI18n } from "@housing/i18n/react";

/** What the page says about an attempt or a failed call: a message and whether it is good news. */
export interface Outcome {
  id: MessageId;
  values?: Record<string, string>;
  /** The provider the message names (`{provider}`), translated where it is shown. */
  provider?: PaymentProviderName | null;
  tone: "success" | "error" | "info";
}

/** An attempt's state still moving at the provider: the page polls it. */
export const isOpen = (status: PaymentAttempt["status"]) => status === "NEW" || status === "CREATED";

/**
 * The provider's reason for a DECLINED or ERROR attempt as the page shows it: its text with its
 * code (Swish's RF07 "Transaction declined"). The provider writes it in its own language; the
 * code lets customer service look it up.
 */
export function reasonOf(attempt: Pick<PaymentAttempt, "errorCode" | "errorMessage">): string | null {
  const text = attempt.errorMessage?.trim();
  const code = attempt.errorCode?.trim();
  if (text && code) return `${text} (${code})`;
  return text || code || null;
}

/** The outcome of a finished attempt; null while it is open. */
export function outcomeOf(
  answer: Pick<PaymentStatusResponse, "status" | "paymentStatus" | "errorCode" | "errorMessage" | "provider">,
): Outcome | null {
  if (answer.paymentStatus === "Paid" || answer.status === "PAID") return { id: "payments.paid", tone: "success" };
  if (answer.status === "CANCELLED") return { id: "payments.cancelled", tone: "info" };
  if (answer.status === "DECLINED" || answer.status === "ERROR") {
    const reason = reasonOf(answer);
    if (reason) return { id: "payments.declined", values: { reason }, tone: "error" };
    // Swish's DECLINED carries no code: the payer said no in the app.
    return answer.provider
      ? { id: "payments.declinedByPayer", provider: answer.provider, tone: "error" }
      : { id: "payments.declinedUnknown", tone: "error" };
  }
  return null;
}

/** A call that failed: the API's reason when it gave one the page knows (spec section 8: no raw errors). */
export function outcomeOfError(error: unknown): Outcome {
  const key = isApiError(error) ? error.errorBody?.message : undefined;
  if (key === "paymentAlreadyPaid") return { id: "payments.alreadyPaid", tone: "info" };
  if (key === "paymentProviderUnavailable") return { id: "payments.providerUnavailable", tone: "error" };
  return { id: "payments.failed", tone: "error" };
}

/** An outcome's message values, with its provider's name in the page's language. */
export function useOutcomeValues() {
  const { t } = useI18n();
  return (outcome: Outcome): Record<string, string> => ({
    ...outcome.values,
    ...(outcome.provider ? { provider: t(`payments.provider.${outcome.provider}`) } : {}),
  });
}
