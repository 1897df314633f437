import {
  MyShowingBookingsResponseSchema,
  MyVipShowingsResponseSchema,
  ProspectusOrderResponseSchema,
  ShowingAttendanceResponseSchema,
  ShowingBookingResponseSchema,
  ShowingCheckInResponseSchema,
  ShowingDoorResponseSchema,
  ShowingListResponseSchema,
  type MyShowingBookingRequest,
  type MyShowingBookingsResponse,
  type MyShowingCheckInRequest,
  type MyVipShowingsResponse,
  type ProspectusOrderRequest,
  type ProspectusOrderResponse,
  type ShowingAttendanceResponse,
  type ShowingBooking,
  type ShowingBookingRequest,
  type ShowingCheckInRequest,
  type ShowingCheckInResponse,
  type ShowingDoorResponse,
  type ShowingListQuery,
  type ShowingListResponse,
} from "@housing/contracts/showings";
import type { SiteKey } from "@housing/site-config";
import type { KyInstance } from "ky";
import type * as v from "valibot";
import { call } from "./client";
import { parseOrThrow } from "./parse";
import { postJson, segment, type CallOptions } from "./request";

/*
 * Showings and the order form (ours, `showing_service/`; @housing/contracts/showings). The list
 * and the door are public (the list says per showing whether the caller may book it, so with a
 * session it goes through the session bridge); the `my/` calls and the attendance are personal:
 * in the browser through the session bridge, on the server with the session's token. A 4xx
 * arrives as an ApiError whose body holds the field errors or the showing's error key.
 */

const BASE = "showing_service";

async function getParsed<TSchema extends v.GenericSchema>(
  http: KyInstance,
  path: string,
  searchParams: Record<string, string>,
  schema: TSchema,
  options: CallOptions,
): Promise<v.InferOutput<TSchema>> {
  const json = await call(() => http.get(path, { searchParams, signal: options.signal }).json());
  return parseOrThrow(schema, json);
}

/** GET showings?siteId&stageId[&objectId]: upcoming showings with their slots and places left. */
export function getShowings(
  http: KyInstance,
  query: ShowingListQuery,
  options: CallOptions = {},
): Promise<ShowingListResponse> {
  const params: Record<string, string> = { siteId: query.siteId, stageId: query.stageId };
  if (query.objectId) params.objectId = query.objectId;
  return getParsed(http, `${BASE}/showings`, params, ShowingListResponseSchema, options);
}

/** POST bookings: a visitor who is not logged in books with the form (201). */
export async function bookShowing(
  http: KyInstance,
  request: ShowingBookingRequest,
  options?: CallOptions,
): Promise<ShowingBooking> {
  return (await postJson(http, `${BASE}/bookings`, request, ShowingBookingResponseSchema, options)).booking;
}

/** POST my/bookings: the logged-in user books with one click. */
export async function bookMyShowing(
  http: KyInstance,
  request: MyShowingBookingRequest,
  options?: CallOptions,
): Promise<ShowingBooking> {
  return (await postJson(http, `${BASE}/my/bookings`, request, ShowingBookingResponseSchema, options)).booking;
}

/** GET my/bookings?siteId: the logged-in user's bookings on the site. */
export function getMyShowingBookings(
  http: KyInstance,
  siteId: SiteKey,
  options: CallOptions = {},
): Promise<MyShowingBookingsResponse> {
  return getParsed(http, `${BASE}/my/bookings`, { siteId }, MyShowingBookingsResponseSchema, options);
}

/** GET my/vip-showings?siteId: the site's upcoming VIP showings by stage, for a VIP member (else none). */
export function getMyVipShowings(
  http: KyInstance,
  siteId: SiteKey,
  options: CallOptions = {},
): Promise<MyVipShowingsResponse> {
  return getParsed(http, `${BASE}/my/vip-showings`, { siteId }, MyVipShowingsResponseSchema, options);
}

/** DELETE my/bookings/{id}: the logged-in user cancels a booking; answers the cancelled booking. */
export async function cancelMyShowingBooking(
  http: KyInstance,
  bookingId: string,
  options: CallOptions = {},
): Promise<ShowingBooking> {
  const json = await call(() =>
    http.delete(`${BASE}/my/bookings/${segment(bookingId)}`, { signal: options.signal }).json(),
  );
  return parseOrThrow(ShowingBookingResponseSchema, json).booking;
}

/** POST bookings/lookup: the booking the e-mail's link (its token) stands for. */
export async function lookUpShowingBooking(
  http: KyInstance,
  token: string,
  options?: CallOptions,
): Promise<ShowingBooking> {
  return (await postJson(http, `${BASE}/bookings/lookup`, { token }, ShowingBookingResponseSchema, options)).booking;
}

/** POST bookings/cancel: cancels the booking of the e-mail's link. */
export async function cancelShowingBookingByToken(
  http: KyInstance,
  token: string,
  options?: CallOptions,
): Promise<ShowingBooking> {
  return (await postJson(http, `${BASE}/bookings/cancel`, { token }, ShowingBookingResponseSchema, options)).booking;
}

/** POST bookings/checkin: checks in the booking of the e-mail's link or personal QR code, during its showing. */
export function checkInShowingBookingByToken(
  http: KyInstance,
  token: string,
  options?: CallOptions,
): Promise<ShowingCheckInResponse> {
  return postJson(http, `${BASE}/bookings/checkin`, { token }, ShowingCheckInResponseSchema, options);
}

/** GET door?siteId&stageId: the showing at the door today and, while check-in is open, its key. */
export function getShowingDoor(
  http: KyInstance,
  siteId: SiteKey,
  stageId: string,
  options: CallOptions = {},
): Promise<ShowingDoorResponse> {
  return getParsed(http, `${BASE}/door`, { siteId, stageId }, ShowingDoorResponseSchema, options);
}

/** POST checkins: a walk-in who is not logged in registers at the door with the form. */
export function checkInAtShowing(
  http: KyInstance,
  request: ShowingCheckInRequest,
  options?: CallOptions,
): Promise<ShowingCheckInResponse> {
  return postJson(http, `${BASE}/checkins`, request, ShowingCheckInResponseSchema, options);
}

/** POST my/checkins: the logged-in visitor checks in with one tap. */
export function checkInMyselfAtShowing(
  http: KyInstance,
  request: MyShowingCheckInRequest,
  options?: CallOptions,
): Promise<ShowingCheckInResponse> {
  return postJson(http, `${BASE}/my/checkins`, request, ShowingCheckInResponseSchema, options);
}

/** GET showings/{id}/attendance: who booked and who came (the site's estate agents only). */
export function getShowingAttendance(
  http: KyInstance,
  showingId: string,
  options: CallOptions = {},
): Promise<ShowingAttendanceResponse> {
  return getParsed(
    http,
    `${BASE}/showings/${segment(showingId)}/attendance`,
    {},
    ShowingAttendanceResponseSchema,
    options,
  );
}

/** POST orders: orders the stage's sales prospectus (a PDF by e-mail); registers an interest. */
export function orderProspectus(
  http: KyInstance,
  request: ProspectusOrderRequest,
  options?: CallOptions,
): Promise<ProspectusOrderResponse> {
  return postJson(http, `${BASE}/orders`, request, ProspectusOrderResponseSchema, options);
}
