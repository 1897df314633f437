import {
  BookingTokenRequestSchema,
  CHECK_IN_OPENS_MINUTES,
  MyShowingBookingRequestSchema,
  MyShowingBookingsResponseSchema,
  MyVipShowingsResponseSchema,
  MyShowingCheckInRequestSchema,
  ProspectusOrderRequestSchema,
  ProspectusOrderResponseSchema,
  SHOWING_MAX_PEOPLE,
  ShowingAttendanceResponseSchema,
  ShowingBookingRequestSchema,
  ShowingBookingResponseSchema,
  ShowingCheckInRequestSchema,
  ShowingCheckInResponseSchema,
  ShowingDoorQuerySchema,
  ShowingDoorResponseSchema,
  ShowingListQuerySchema,
  ShowingListResponseSchema,
} from "@housing/contracts/showings";
import type { OperationSpec, ResponseSpec } from "../../core/openapi/operation";
import { BookingIdParamsSchema, MyBookingsQuerySchema, ShowingIdParamsSchema } from "./params";

const STAGE = "0f6a1d52-52a8-5b8e-8d3e-3f3f8e1a2b41";
const SHOWING = "5b1f0c6e-3d0a-4f7e-8c1b-2a9d4e6f7a80";
const SLOT = "9c2e4b7a-1f3d-4e8a-b6c5-0d7f8e9a1b2c";
const BOOKING_ID = "6c1e8a9e-2f7b-4a53-9a61-0f0c6f2f3b7d";
const TOKEN = "q3ZpX9k2Lm7Vt0bR5sYw8cHn4dJf6gAe";
const DOOR_KEY = "Xy3kP9q2Lm7Vt0bR5sYw8c";
const CONTACT = { firstName: "Anna", lastName: "Berg", email: "anna.berg@example.com", phone: "070-123 45 67" };

const SLOT_EXAMPLE = {
  id: SLOT,
  startsAt: "2026-11-05T16:00:00.000Z",
  endsAt: "2026-11-05T16:30:00.000Z",
  capacity: 8,
  placesLeft: 3,
};
const SHOWING_EXAMPLE = {
  id: SHOWING,
  stageId: STAGE,
  objectId: null,
  kind: "public",
  startsAt: "2026-11-05T16:00:00.000Z",
  endsAt: "2026-11-05T17:30:00.000Z",
  place: "Tallkronan, Solna",
  slots: [SLOT_EXAMPLE],
  bookable: true,
};
const BOOKING_EXAMPLE = {
  booking: {
    id: BOOKING_ID,
    siteId: "Jmse",
    status: "booked",
    people: 2,
    startsAt: SLOT_EXAMPLE.startsAt,
    endsAt: SLOT_EXAMPLE.endsAt,
    showing: {
      id: SHOWING,
      kind: "public",
      place: "Tallkronan, Solna",
      stageId: STAGE,
      stageName: "Brf Tallkronan",
      url: "/sok-bostad/stockholms-lan/solna/brf-tallkronan/",
    },
    checkedInAt: null,
    cancellable: true,
  },
};
const CHECK_IN_EXAMPLE = { checkedInAt: "2026-11-05T16:05:00.000Z", bookingId: BOOKING_ID };

const refusals = (entries: Record<number, string>): Record<number, ResponseSpec> =>
  Object.fromEntries(Object.entries(entries).map(([status, description]) => [status, { description }]));

const TAG = "Showings" as const;

/** Showings, bookings, check-in at the door, attendance and the prospectus order (README.md beside this file). */
export const showingOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/showing_service/showings",
    operationId: "listShowings",
    tag: TAG,
    summary: "A stage's (or home's) upcoming showings with their slots and places left",
    description:
      "Soonest first; with `objectId` the stage's own showings and that home's. A VIP showing is listed only where the " +
      "site has VIP, and `bookable` is false for it unless the caller (optional `Authorization: Bearer <token>`) is a VIP " +
      "member of the site.",
    query: ShowingListQuerySchema,
    responses: {
      200: {
        description: "The showings.",
        schema: ShowingListResponseSchema,
        example: { showings: [SHOWING_EXAMPLE] },
      },
    },
  },
  {
    method: "post",
    path: "/showing_service/bookings",
    operationId: "bookShowing",
    tag: TAG,
    summary: "Books places in a slot with the form (not logged in)",
    description:
      `1 to ${SHOWING_MAX_PEOPLE} people. Two requests for the last place: exactly one gets it. Mails the confirmation ` +
      "with the calendar entry (`visning.ics`) and the personal QR code (`visning-qr.png`) of the booking link.",
    body: {
      schema: ShowingBookingRequestSchema,
      example: { siteId: "Jmse", slotId: SLOT, ...CONTACT, people: 2, acceptTerms: true },
    },
    responses: {
      201: { description: "The booking.", schema: ShowingBookingResponseSchema, example: BOOKING_EXAMPLE },
      ...refusals({
        403: "`vipOnly`: a VIP showing and the caller is not a VIP member of the site.",
        404: "No such slot on the site (a VIP showing where the site has no VIP neither).",
        409: "`full` (no places left), `alreadyBooked` (this e-mail or user holds a booking in the showing), `closed` (the slot has started).",
      }),
    },
  },
  {
    method: "post",
    path: "/showing_service/my/bookings",
    operationId: "bookMyShowing",
    tag: TAG,
    summary: "The logged-in user books with one click",
    description:
      "The contact is the user's; an account without an e-mail is a 400 `email` on `body`. Refusals as for the form.",
    requiresUser: true,
    body: { schema: MyShowingBookingRequestSchema, example: { siteId: "Jmse", slotId: SLOT, people: 1 } },
    responses: {
      201: { description: "The booking.", schema: ShowingBookingResponseSchema, example: BOOKING_EXAMPLE },
      ...refusals({ 403: "`vipOnly`.", 404: "No such slot on the site.", 409: "`full`, `alreadyBooked` or `closed`." }),
    },
  },
  {
    method: "get",
    path: "/showing_service/my/vip-showings",
    operationId: "listMyVipShowings",
    tag: TAG,
    summary: "The site's upcoming VIP showings by stage, for a VIP member of the site",
    description:
      "The VIP showing page of my pages. Empty for a user who is not a VIP member of the site, and where the site has VIP off.",
    query: MyBookingsQuerySchema,
    requiresUser: true,
    responses: {
      200: {
        description: "The VIP showings by stage.",
        schema: MyVipShowingsResponseSchema,
        example: {
          stages: [
            {
              stage: { id: SHOWING_EXAMPLE.stageId, name: "Kv. Lärkan", url: "/projekt/larkan/" },
              showings: [{ ...SHOWING_EXAMPLE, kind: "vip" as const }],
            },
          ],
        },
      },
    },
  },
  {
    method: "get",
    path: "/showing_service/my/bookings",
    operationId: "listMyShowingBookings",
    tag: TAG,
    summary: "The logged-in user's bookings on the site, upcoming first",
    query: MyBookingsQuerySchema,
    requiresUser: true,
    responses: {
      200: {
        description: "The bookings.",
        schema: MyShowingBookingsResponseSchema,
        example: { bookings: [BOOKING_EXAMPLE.booking] },
      },
    },
  },
  {
    method: "delete",
    path: "/showing_service/my/bookings/{id}",
    operationId: "cancelMyShowingBooking",
    tag: TAG,
    summary: "Cancels one of the user's bookings before its slot starts",
    description: "Someone else's booking, or one that does not exist, is a 404. A cancelled booking answers as it is.",
    params: BookingIdParamsSchema,
    requiresUser: true,
    responses: {
      200: { description: "The cancelled booking.", schema: ShowingBookingResponseSchema, example: BOOKING_EXAMPLE },
      ...refusals({ 404: "Not the user's booking.", 409: "`closed`: the slot has started." }),
    },
  },
  {
    method: "post",
    path: "/showing_service/bookings/lookup",
    operationId: "lookUpShowingBooking",
    tag: TAG,
    summary: "The booking of the e-mail's link (its token in the body)",
    body: { schema: BookingTokenRequestSchema, example: { token: TOKEN } },
    responses: {
      200: { description: "The booking.", schema: ShowingBookingResponseSchema, example: BOOKING_EXAMPLE },
      ...refusals({ 404: "`unknownBooking`." }),
    },
  },
  {
    method: "post",
    path: "/showing_service/bookings/cancel",
    operationId: "cancelShowingBookingByToken",
    tag: TAG,
    summary: "Cancels the booking of the e-mail's link",
    body: { schema: BookingTokenRequestSchema, example: { token: TOKEN } },
    responses: {
      200: { description: "The cancelled booking.", schema: ShowingBookingResponseSchema, example: BOOKING_EXAMPLE },
      ...refusals({ 404: "`unknownBooking`.", 409: "`closed`: the slot has started." }),
    },
  },
  {
    method: "post",
    path: "/showing_service/bookings/checkin",
    operationId: "checkInShowingBookingByToken",
    tag: TAG,
    summary: "Checks in the booking of the link or personal QR code",
    description: `While check-in is open: ${CHECK_IN_OPENS_MINUTES} minutes before the showing until its end.`,
    body: { schema: BookingTokenRequestSchema, example: { token: TOKEN } },
    responses: {
      200: { description: "Checked in.", schema: ShowingCheckInResponseSchema, example: CHECK_IN_EXAMPLE },
      ...refusals({ 404: "`unknownBooking`.", 409: "`checkInClosed`, or `closed` for a cancelled booking." }),
    },
  },
  {
    method: "get",
    path: "/showing_service/door",
    operationId: "getShowingDoor",
    tag: TAG,
    summary: "The showing at the door now (or next today) and its door key while check-in is open",
    description:
      `The key is set from ${CHECK_IN_OPENS_MINUTES} minutes before the start until the end; the QR page at the door puts it ` +
      "into the form page's link (`?d=`).",
    query: ShowingDoorQuerySchema,
    responses: {
      200: {
        description: "The door.",
        schema: ShowingDoorResponseSchema,
        example: { showing: SHOWING_EXAMPLE, doorKey: DOOR_KEY },
      },
    },
  },
  {
    method: "post",
    path: "/showing_service/checkins",
    operationId: "checkInAtShowing",
    tag: TAG,
    summary: "A walk-in registers at the door with the form",
    description: "Needs the door key of the showing while check-in is open; registers an interest for the stage.",
    body: {
      schema: ShowingCheckInRequestSchema,
      example: { siteId: "Jmse", showingId: SHOWING, doorKey: DOOR_KEY, ...CONTACT, people: 2, acceptTerms: true },
    },
    responses: {
      200: {
        description: "Checked in.",
        schema: ShowingCheckInResponseSchema,
        example: { ...CHECK_IN_EXAMPLE, bookingId: null },
      },
      ...refusals({
        403: "`doorKey`: not this showing's key.",
        404: "No such showing on the site.",
        409: "`checkInClosed`.",
      }),
    },
  },
  {
    method: "post",
    path: "/showing_service/my/checkins",
    operationId: "checkInMyselfAtShowing",
    tag: TAG,
    summary: "The logged-in visitor checks in with one tap",
    description:
      "The user's booking in the showing is marked checked in, else a check-in is stored; the showing is recorded on the user " +
      "(`showings` of the user) and an interest for the stage is registered.",
    requiresUser: true,
    body: {
      schema: MyShowingCheckInRequestSchema,
      example: { siteId: "Jmse", showingId: SHOWING, doorKey: DOOR_KEY, people: 1 },
    },
    responses: {
      200: { description: "Checked in.", schema: ShowingCheckInResponseSchema, example: CHECK_IN_EXAMPLE },
      ...refusals({ 403: "`doorKey`.", 404: "No such showing on the site.", 409: "`checkInClosed`." }),
    },
  },
  {
    method: "get",
    path: "/showing_service/showings/{showingId}/attendance",
    operationId: "getShowingAttendance",
    tag: TAG,
    summary: "Who booked and who came (the site's estate agents only)",
    description: "`booked` and `came` count people. A user who is no estate agent of the showing's site gets a 403.",
    params: ShowingIdParamsSchema,
    requiresUser: true,
    responses: {
      200: {
        description: "The attendance.",
        schema: ShowingAttendanceResponseSchema,
        example: {
          showing: SHOWING_EXAMPLE,
          attendees: [
            { name: "Anna Berg", people: 2, slotStartsAt: SLOT_EXAMPLE.startsAt, booked: true, checkedInAt: null },
          ],
          booked: 2,
          came: 0,
        },
      },
      ...refusals({ 403: "Not an estate agent of the site.", 404: "No such showing." }),
    },
  },
  {
    method: "post",
    path: "/showing_service/orders",
    operationId: "orderProspectus",
    tag: TAG,
    summary: "Orders the stage's sales prospectus (a PDF by e-mail) and registers an interest",
    description:
      "Logged in (optional bearer token): the interest is the user's; otherwise an anonymous one. An unknown stage is a 400 on `body.stageId`.",
    body: {
      schema: ProspectusOrderRequestSchema,
      example: { siteId: "Jmse", stageId: STAGE, ...CONTACT, postalCode: "113 51", message: "", acceptTerms: true },
    },
    responses: {
      200: { description: "Sent.", schema: ProspectusOrderResponseSchema, example: { email: CONTACT.email } },
    },
  },
];
