import { isApiError } from "@housing/api-client";
import { BOOKING_ERROR_KINDS, type BookingErrorKind } from "@housing/contracts/booking";
import type { MessageId } from "@housing/i18n";

/*
 * Spec section 8: every failure the booking shows is one of its error kinds (or cannotBook of
 * section 5), never a raw error; a failed booking call is the general error.
 */

const isKind = (key: string): key is BookingErrorKind => (BOOKING_ERROR_KINDS as readonly string[]).includes(key);

export const errorMessageOf = (kind: BookingErrorKind | "cannotBook") => `click-to-buy.error.${kind}` as MessageId;

/** A rejected booking's reason (cannotBook, or an error kind) as its message; cannotBook by default. */
export function reasonMessageOf(reason: string | null): MessageId {
  return reason && isKind(reason) ? errorMessageOf(reason) : errorMessageOf("cannotBook");
}

/** A failed call as the message the page shows. */
export function problemOf(error: unknown): MessageId {
  if (!isApiError(error)) return errorMessageOf("general");
  const key = error.errorBody?.message ?? "";
  if (key === "cannotBook") return errorMessageOf("cannotBook");
  if (isKind(key)) return errorMessageOf(key);
  if (error.status === 404) return errorMessageOf("notfound");
  return errorMessageOf("general");
}

/** The field error keys with a message (spec section 5, and the booking's own). */
const FIELD_KEYS = new Set([
  "required",
  "invalidInput",
  "inputToLong",
  "email",
  "phoneNumber",
  "numeric",
  "pnrFormat",
  "pnrControl",
  "uniqueSocial",
  "uniqueEmail",
  "emailInUse",
  "downPaymentTooLow",
  "priceSumToHigh",
  "cannotBook",
  "acceptTerms",
]);

/** A field's error key as its message id; a key the page does not know reads as invalid input. */
export const fieldMessageOf = (key: string) =>
  `click-to-buy.field.${FIELD_KEYS.has(key) ? key : "invalidInput"}` as MessageId;

/** The API's field errors of a saved step, by the form's field path (`body.values.coBuyer.email` → `coBuyer.email`). */
export function serverFieldErrors(error: unknown): [string, string][] {
  if (!isApiError(error)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([, keys]) => keys[0])
    .map(([path, keys]) => [path.replace(/^body\./, "").replace(/^values\./, ""), keys[0]!]);
}
