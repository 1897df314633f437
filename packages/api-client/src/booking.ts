import {
  BookingBankIdStartResponseSchema,
  BookingDocumentsResponseSchema,
  BookingEidentStartResponseSchema,
  BookingExpiryResponseSchema,
  BookingObjectInfoSchema,
  BookingSignStatusSchema,
  BookingStateSchema,
  RunningBookingSchema,
  StartBookingResponseSchema,
  type BookingObjectInfo,
  type BookingSignStatus,
  type BookingState,
  type BookingStepRequest,
  type BuyResidenceCookie,
} from "@housing/contracts/booking";
import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import type { KyInstance } from "ky";
import * as v from "valibot";
import { call } from "./client";
import { parseOrThrow } from "./parse";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * Click-to-buy's calls (spec section 7, "Booking" and the buy-residence proxy; `bookingstep`,
 * `bookingdocument` and the sign cancel are ours). Personal: in the browser through the session
 * bridge, on the server with the session's token. Answers are checked against
 * @housing/contracts/booking.
 */

const BooleanSchema = v.boolean();
const BUY = "api/buyresidence";

/** GET getbookingobjectinformation/{objectId}[/{bookingId}]: the home, its flow and fee, and the caller's booking. */
export function getBookingObjectInformation(
  http: KyInstance,
  objectId: string,
  bookingId?: string,
  options?: CallOptions,
): Promise<BookingObjectInfo> {
  const tail = bookingId ? `/${segment(bookingId)}` : "";
  return getJson(
    http,
    `${BUY}/getbookingobjectinformation/${segment(objectId)}${tail}`,
    BookingObjectInfoSchema,
    options,
  );
}

/** POST startbookingasync: 202 with the booking's id; the reservation is made behind it (poll getBookingStatus). */
export function startBooking(
  http: KyInstance,
  objectId: string,
  options?: CallOptions,
): Promise<{ bookingId: string }> {
  return postJson(http, `${BUY}/startbookingasync`, { objectId }, StartBookingResponseSchema, options);
}

/** GET getbookingstatus/{id}: null while the API answers 202 (not yet done), else the booking. */
export async function getBookingStatus(
  http: KyInstance,
  bookingId: string,
  options: CallOptions = {},
): Promise<BookingState | null> {
  const response = await call(() =>
    http.get(`${BUY}/getbookingstatus/${segment(bookingId)}`, { signal: options.signal }),
  );
  if (response.status === 202) return null;
  return parseOrThrow(BookingStateSchema, await response.json());
}

/** GET buyresidencecookie: the caller's running booking, or null. */
export function getRunningBooking(http: KyInstance, options?: CallOptions): Promise<BuyResidenceCookie | null> {
  return getJson(http, `${BUY}/buyresidencecookie`, RunningBookingSchema, options);
}

/** GET buyresidenceexpire/{id}: when the hold ends. */
export function getBookingExpiry(
  http: KyInstance,
  bookingId: string,
  options?: CallOptions,
): Promise<v.InferOutput<typeof BookingExpiryResponseSchema>> {
  return getJson(http, `${BUY}/buyresidenceexpire/${segment(bookingId)}`, BookingExpiryResponseSchema, options);
}

const LeftSchema = v.object({ released: v.boolean() });

/** GET removebuyresidenceexpire: the buyer leaves; their running booking ends and the home is released. */
export function leaveBooking(http: KyInstance, options?: CallOptions): Promise<v.InferOutput<typeof LeftSchema>> {
  return getJson(http, `${BUY}/removebuyresidenceexpire`, LeftSchema, options);
}

/** POST bookingstep/{id}: keeps one step's values (checked by the step's schema and the section 5 rules). */
export function saveBookingStep(
  http: KyInstance,
  bookingId: string,
  body: BookingStepRequest,
  options?: CallOptions,
): Promise<BookingState> {
  return postJson(http, `${BUY}/bookingstep/${segment(bookingId)}`, body, BookingStateSchema, options);
}

/** GET getbookingdocuments/{id}: the documents to read before signing. */
export function getBookingDocuments(
  http: KyInstance,
  bookingId: string,
  options?: CallOptions,
): Promise<v.InferOutput<typeof BookingDocumentsResponseSchema>> {
  return getJson(http, `${BUY}/getbookingdocuments/${segment(bookingId)}`, BookingDocumentsResponseSchema, options);
}

/** The browser's address of a booking document's PDF (through the session bridge, as documentPdfHref). */
export function bookingDocumentHref(pdfPath: string): string {
  return `${SESSION_BRIDGE_PATH}${pdfPath.replace(/^\//, "")}/`;
}

/** POST signcontract: fixes the booking's terms and answers the agreement's text (text/plain). */
export async function signContract(http: KyInstance, bookingId: string, options: CallOptions = {}): Promise<string> {
  return call(() => http.post(`${BUY}/signcontract`, { json: { bookingId }, signal: options.signal }).text());
}

/** POST completebooking: the signed (and paid) booking becomes the buyer's home. */
export function completeBooking(http: KyInstance, bookingId: string, options?: CallOptions): Promise<BookingState> {
  return postJson(http, `${BUY}/completebooking`, { bookingId }, BookingStateSchema, options);
}

/** GET /booking/is_bookable/{objectId}[/{bookingId}]. */
export function isBookable(
  http: KyInstance,
  objectId: string,
  bookingId?: string,
  options?: CallOptions,
): Promise<boolean> {
  const tail = bookingId ? `/${segment(bookingId)}` : "";
  return getJson(http, `booking/is_bookable/${segment(objectId)}${tail}`, BooleanSchema, options);
}

/** GET usercanbookinproject/{stageId}/{objectId} and usercanbookinstage/{stageId}/{objectId}. */
export function userCanBook(
  http: KyInstance,
  scope: "project" | "stage",
  stageId: string,
  objectId: string,
  options?: CallOptions,
): Promise<boolean> {
  return getJson(http, `${BUY}/usercanbookin${scope}/${segment(stageId)}/${segment(objectId)}`, BooleanSchema, options);
}

/** POST /booking/email_is_valid: false when the e-mail is another person's (emailInUse). */
export function emailIsValid(
  http: KyInstance,
  body: { ssn: string; email: string },
  options?: CallOptions,
): Promise<boolean> {
  return postJson(http, "booking/email_is_valid", body, BooleanSchema, options);
}

/** POST /booking/bank_id/start: a BankID sign order of the booking agreement (Sweden); poll its status every second. */
export function startBookingBankIdSign(
  http: KyInstance,
  bookingId: string,
  options?: CallOptions,
): Promise<v.InferOutput<typeof BookingBankIdStartResponseSchema>> {
  return postJson(http, "booking/bank_id/start", { payload: { bookingId } }, BookingBankIdStartResponseSchema, options);
}

/** GET /booking/bank_id/status/{sessionId}. */
export function getBookingBankIdSignStatus(
  http: KyInstance,
  sessionId: string,
  options?: CallOptions,
): Promise<BookingSignStatus> {
  return getJson(http, `booking/bank_id/status/${segment(sessionId)}`, BookingSignStatusSchema, options);
}

/** POST /booking/bank_id/cancel/{sessionId}: the buyer gives up before answering in the app. */
export function cancelBookingBankIdSign(
  http: KyInstance,
  sessionId: string,
  options?: CallOptions,
): Promise<BookingSignStatus> {
  return postJson(http, `booking/bank_id/cancel/${segment(sessionId)}`, {}, BookingSignStatusSchema, options);
}

/** POST /booking/signicat/start: the e-ID broker's signature (Norway, Finland); send the browser to `authorizationUrl`. */
export function startBookingEidentSign(
  http: KyInstance,
  bookingId: string,
  returnUrl: string,
  options?: CallOptions,
): Promise<v.InferOutput<typeof BookingEidentStartResponseSchema>> {
  return postJson(
    http,
    "booking/signicat/start",
    { payload: { bookingId }, returnUrl },
    BookingEidentStartResponseSchema,
    options,
  );
}

/** POST /booking/signicat/status (Norway) or /booking/signicat/validate (Finland): the broker's return, once. */
export function finishBookingEidentSign(
  http: KyInstance,
  country: "no" | "fi",
  body: { state: string; code?: string; iss?: string; error?: string },
  options?: CallOptions,
): Promise<BookingSignStatus> {
  const action = country === "fi" ? "validate" : "status";
  return postJson(http, `booking/signicat/${action}`, body, BookingSignStatusSchema, options);
}
