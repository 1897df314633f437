/*
 * Spec section 8: the error kinds of click-to-buy and its login, and the Norwegian e-ident hash
 * errors. No valibot here: the header's account place reads the e-ident hash on every page.
 */

/** Spec section 8: the error kinds of click-to-buy and its login (messages in four locales). */
export const BOOKING_ERROR_KINDS = [
  "userssnnomatch",
  "purchaseobjecterror",
  "acceptterms",
  "purchase",
  "general",
  "notfound",
  "unauthorizedid",
  "cancel",
  "inprogress",
  "timeout",
  "browsererror",
  "bankidinvalid",
  "loginfailed",
  "usernopid",
  "userexists",
] as const;
export type BookingErrorKind = (typeof BOOKING_ERROR_KINDS)[number];

/** Spec section 8: the Norwegian e-ident return's hash errors (`#eident-error-{kind}`). */
export const EIDENT_HASH_ERRORS = [
  "ssnnomatch",
  "nopid",
  "userexists",
  "objecterror",
  "exception",
  "acceptterms",
  "purchase",
  "general",
  "notfound",
  "unauthorizedid",
  "cancel",
  "inprogress",
  "timeout",
  "browsererror",
  "bankidinvalid",
  "loginfailed",
] as const;
export type EidentHashError = (typeof EIDENT_HASH_ERRORS)[number];

/** Spec section 8: a hash error maps to its kind (ssnnomatch → userssnnomatch, ...); an unknown one to purchase. */
export function bookingErrorOfHash(hash: string): BookingErrorKind {
  const kind = hash.replace(/^#/, "").replace(/^eident-error-/, "");
  const renamed: Partial<Record<string, BookingErrorKind>> = {
    ssnnomatch: "userssnnomatch",
    nopid: "usernopid",
    objecterror: "purchaseobjecterror",
    exception: "general",
  };
  const mapped = renamed[kind] ?? kind;
  return (BOOKING_ERROR_KINDS as readonly string[]).includes(mapped) ? (mapped as BookingErrorKind) : "purchase";
}

export const PURCHASE_SUCCESS_HASH = "purchase-success";
export const EIDENT_ERROR_HASH_PREFIX = "eident-error-";
