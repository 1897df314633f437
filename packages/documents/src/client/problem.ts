import { isApiError } from "@housing/api-client";
import type { MessageId } from "@housing/i18n";

/** The API's refusals the pages explain (the documents module's README); any other failure is generic. */
const KNOWN = new Set([
  "documentAlreadySigned",
  "documentNeedsApproval",
  "documentNeedsSignature",
  "bankIdSigningSwedenOnly",
  "mustActivatePid",
  "signerMismatch",
  "bankIdFailed",
  "bankIdUnavailable",
  "eidentSignerMismatch",
  "eidentSigningNotAvailable",
  "eidentFailed",
  "eidentUnavailable",
  "notFound",
]);

/** A failed call as the message the page shows (spec section 8: never a raw error). */
export function problemOf(error: unknown): MessageId {
  const key = isApiError(error) ? (error.errorBody?.message ?? (error.status === 404 ? "notFound" : "")) : "";
  return (KNOWN.has(key) ? `documents.error.${key}` : "documents.error.failed") as MessageId;
}

/** BankID's hint codes while an order is pending (spec section 9), as messages. */
const HINTS = ["outstandingTransaction", "noClient", "started", "userSign", "userMrtd", "userCallConfirm"];

export function hintOf(hintCode: string | null): MessageId {
  return (
    HINTS.includes(hintCode ?? "") ? `documents.sign.hint.${hintCode}` : "documents.sign.hint.unknown"
  ) as MessageId;
}
