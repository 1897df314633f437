import {
  BOOKING_FLOWS,
  BUY_RESIDENCE_COOKIE,
  BuyResidenceCookieSchema,
  EIDENT_ERROR_HASH_PREFIX,
  PURCHASE_SUCCESS_HASH,
  bookingErrorOfHash,
  type BookingErrorKind,
  type BookingFlowKind,
  type BookingState,
  type BookingStep,
  type BuyResidenceCookie,
  type EidentHashError,
} from "@housing/contracts/booking";
import * as v from "valibot";

/*
 * The flow's rules that are not a view: which step shows, the buy-residence cookie (spec section 3)
 * and the page's hashes (spec section 4). Pure, so the tests read them without a page.
 */

/** How often a booking that is not yet reserved is asked again (spec section 4: 202 = not yet). */
export const STATUS_POLL_MS = 1000;

/** The steps of a flow with the position of one of them ("Steg 2 av 8"). */
export function stepPosition(flow: BookingFlowKind, step: BookingStep): { index: number; total: number } {
  const steps = BOOKING_FLOWS[flow];
  return { index: Math.max(0, steps.indexOf(step)), total: steps.length };
}

/** The form step before this one in the flow (Previous), or null on the first form step. */
export function previousFormStep(flow: BookingFlowKind, step: BookingStep): BookingStep | null {
  const steps = BOOKING_FLOWS[flow];
  const index = steps.indexOf(step);
  // start-booking is an action already taken: Previous stops at personal-info.
  return index > 1 ? (steps[index - 1] ?? null) : null;
}

/** The step after this one in the flow (the last step stays). */
export function nextStep(flow: BookingFlowKind, step: BookingStep): BookingStep {
  const steps = BOOKING_FLOWS[flow];
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? step;
}

/**
 * The step a visitor sees: the one they went back to when it comes before the booking's
 * `currentStep` (the server's resume point), else `currentStep`.
 */
export function visibleStep(booking: BookingState, wanted: BookingStep | null): BookingStep {
  const steps = BOOKING_FLOWS[booking.flow];
  if (wanted && steps.indexOf(wanted) > 0 && steps.indexOf(wanted) < steps.indexOf(booking.currentStep)) return wanted;
  return booking.currentStep;
}

export const isRunning = (booking: BookingState) =>
  booking.status === "pending" || booking.status === "reserved" || booking.status === "signed";

/** Cookie helpers: set by the page once the home is held, cleared when the booking ends (spec section 3). */
export function writeBookingCookie(value: BuyResidenceCookie, maxAgeSeconds: number) {
  document.cookie = `${BUY_RESIDENCE_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; path=/; max-age=${Math.max(0, Math.round(maxAgeSeconds))}; SameSite=Lax`;
}

export function clearBookingCookie() {
  document.cookie = `${BUY_RESIDENCE_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** The cookie's value as the server's page load reads it (URL-encoded JSON, or plain JSON). */
export function parseBookingCookie(raw: string | undefined): BuyResidenceCookie | null {
  if (!raw) return null;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const parsed = v.safeParse(BuyResidenceCookieSchema, JSON.parse(text));
      if (parsed.success) return parsed.output;
    } catch {
      // Not JSON in this spelling: try the other.
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The e-ID hash names of spec section 8 for the kinds the sign calls answer. */
const HASH_NAMES: Partial<Record<BookingErrorKind, EidentHashError>> = {
  userssnnomatch: "ssnnomatch",
  usernopid: "nopid",
  purchaseobjecterror: "objecterror",
};

/** `#eident-error-{kind}` for a failed e-ID signature (read back with `bookingErrorOfHash`). */
export const eidentErrorHash = (kind: BookingErrorKind) =>
  `#${EIDENT_ERROR_HASH_PREFIX}${HASH_NAMES[kind] ?? (kind as string)}`;

/** The error kind the page's hash names, or null when the hash is not an e-ID error. */
export function errorOfHash(hash: string): BookingErrorKind | null {
  const name = hash.replace(/^#/, "");
  return name.startsWith(EIDENT_ERROR_HASH_PREFIX) ? bookingErrorOfHash(name) : null;
}

export const isPurchaseSuccessHash = (hash: string) => hash.replace(/^#/, "") === PURCHASE_SUCCESS_HASH;

/** Spec section 2: a return from a payment or identity flow carries one of these ids plus `type`. */
const RETURN_IDS = ["transactionId", "customerId", "sessionId", "poolingId"] as const;

export interface ReturnQuery {
  type: string;
  idName: (typeof RETURN_IDS)[number];
  id: string;
  /** A payment's return names its payment (the payments module's return address). */
  paymentId: string | null;
}

export function readReturnQuery(query: string): ReturnQuery | null {
  const params = new URLSearchParams(query);
  const type = params.get("type")?.trim();
  if (!type || type.length > 50) return null;
  for (const idName of RETURN_IDS) {
    const id = params.get(idName)?.trim();
    if (id && id.length <= 200) return { type, idName, id, paymentId: params.get("paymentId") };
  }
  return null;
}

/** The names a return leaves in the query, removed once its modal has told the outcome. */
export const RETURN_QUERY_NAMES = ["type", "paymentId", ...RETURN_IDS];

/** The e-ID broker's answer in the query (`state` with `code`, or `error`). */
export function readEidentReturn(query: string) {
  const params = new URLSearchParams(query);
  const state = params.get("state");
  if (!state) return null;
  return {
    state,
    code: params.get("code") ?? undefined,
    iss: params.get("iss") ?? undefined,
    error: params.get("error") ?? undefined,
  };
}

export const EIDENT_QUERY_NAMES = ["code", "state", "iss", "error", "error_description"];

/** The address without the given query names (history.replaceState: a code works once, a modal opens once). */
export function addressWithout(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Puts a hash on the page's address without a new history entry (the e-ID error, purchase-success). */
export function replaceHash(hash: string) {
  const url = new URL(window.location.href);
  url.hash = hash;
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
