import * as v from "valibot";
import { SiteKeySchema } from "../common";
import {
  AcceptTermsSchema,
  EmailSchema,
  FIELD_LIMITS,
  PersonNameSchema,
  PhoneSchema,
  PostalCodeSchema,
  textSchema,
} from "../forms";

/*
 * Showings (spec sections 1, 2, 3 `showings (showingId)`): a visitor books a place at a viewing of
 * a stage or one of its homes, checks in at the door, and a buyer orders a stage's sales prospectus
 * (the order form). The spec lists no calls for them; these are ours, under `showing_service/`.
 * The same schema validates the form in the browser and the request in the API (spec section 5).
 *
 * The model: a showing (a stage's, or one home's) happens at a place on a day; its time is split
 * into slots, each with a number of places. A booking takes places in one slot. A VIP showing is
 * open only to the site's VIP members and comes before the public ones; where the site has VIP off
 * it is not shown at all. Check-in at the door records attendance (a booking's, or a walk-in's)
 * and, for a logged-in visitor, the showing on the user and an interest for the stage.
 */

const GuidSchema = v.pipe(v.string(), v.uuid("invalidInput"));
const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** The most people one booking or check-in brings (not in the spec: a household at a viewing). */
export const SHOWING_MAX_PEOPLE = 6;
/** Check-in opens this long before a showing starts and closes when it ends. */
export const CHECK_IN_OPENS_MINUTES = 30;
/** Error keys the showing calls answer besides the field keys of spec section 5 (`cannotBook` is one of them). */
export const SHOWING_ERROR_KEYS = [
  /** No place left in the slot (409). */
  "full",
  /** The slot belongs to a VIP showing and the caller is not a VIP member of the site (403). */
  "vipOnly",
  /** The caller already holds a booking in this showing (409). */
  "alreadyBooked",
  /** The slot has started, or the showing is over (409). */
  "closed",
  /** A check-in outside the showing's window, or with a door key that is not this showing's (409/403). */
  "checkInClosed",
  "doorKey",
  /** The booking link's token matches no booking (404). */
  "unknownBooking",
] as const;
export type ShowingErrorKey = (typeof SHOWING_ERROR_KEYS)[number];

export const ShowingKindSchema = v.picklist(["public", "vip"]);
export type ShowingKind = v.InferOutput<typeof ShowingKindSchema>;

export const ShowingSlotSchema = v.object({
  id: GuidSchema,
  startsAt: TimestampSchema,
  endsAt: TimestampSchema,
  capacity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  placesLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ShowingSlot = v.InferOutput<typeof ShowingSlotSchema>;

/** A showing as a visitor sees it, with its slots. */
export const ShowingDetailSchema = v.object({
  id: GuidSchema,
  stageId: GuidSchema,
  /** Set when the showing is of one home (a show apartment), else null: the stage's. */
  objectId: v.nullable(GuidSchema),
  kind: ShowingKindSchema,
  startsAt: TimestampSchema,
  endsAt: TimestampSchema,
  /** Where to meet: a street address. */
  place: v.string(),
  slots: v.array(ShowingSlotSchema),
  /**
   * Whether the caller may book it: false for a VIP showing when the caller is not a VIP member
   * of the site (shown as coming, not bookable).
   */
  bookable: v.boolean(),
});
export type ShowingDetail = v.InferOutput<typeof ShowingDetailSchema>;

/** GET showing_service/showings?siteId&stageId[&objectId]: the upcoming showings, soonest first. */
export const ShowingListQuerySchema = v.object({
  siteId: SiteKeySchema,
  stageId: GuidSchema,
  objectId: v.optional(GuidSchema),
});
export type ShowingListQuery = v.InferOutput<typeof ShowingListQuerySchema>;

export const ShowingListResponseSchema = v.object({ showings: v.array(ShowingDetailSchema) });
export type ShowingListResponse = v.InferOutput<typeof ShowingListResponseSchema>;

export const ShowingPeopleSchema = v.pipe(
  v.number("required"),
  v.integer("invalidInput"),
  v.minValue(1, "invalidInput"),
  v.maxValue(SHOWING_MAX_PEOPLE, "invalidInput"),
);

/** The contact fields of the booking, check-in and order forms (spec section 5 rules). */
export const showingContactEntries = {
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
};

/** POST showing_service/bookings: a visitor who is not logged in books with the form. */
export const ShowingBookingRequestSchema = v.object({
  siteId: SiteKeySchema,
  slotId: GuidSchema,
  ...showingContactEntries,
  people: ShowingPeopleSchema,
  acceptTerms: AcceptTermsSchema,
});
export type ShowingBookingRequest = v.InferOutput<typeof ShowingBookingRequestSchema>;

/** POST showing_service/my/bookings (logged in, one click): the contact comes from the user. */
export const MyShowingBookingRequestSchema = v.object({
  siteId: SiteKeySchema,
  slotId: GuidSchema,
  people: v.optional(ShowingPeopleSchema, 1),
});
export type MyShowingBookingRequest = v.InferOutput<typeof MyShowingBookingRequestSchema>;

export const ShowingBookingStatusSchema = v.picklist(["booked", "cancelled"]);

/** A booking as its holder sees it (my pages, the booking link). */
export const ShowingBookingSchema = v.object({
  id: GuidSchema,
  siteId: SiteKeySchema,
  status: ShowingBookingStatusSchema,
  people: v.number(),
  /** The booked slot's time. */
  startsAt: TimestampSchema,
  endsAt: TimestampSchema,
  showing: v.object({
    id: GuidSchema,
    kind: ShowingKindSchema,
    place: v.string(),
    stageId: GuidSchema,
    stageName: v.string(),
    /** The stage's (or home's) page, a site path. */
    url: v.string(),
  }),
  checkedInAt: v.nullable(TimestampSchema),
  /** Whether it can still be cancelled (booked, and its slot has not started). */
  cancellable: v.boolean(),
});
export type ShowingBooking = v.InferOutput<typeof ShowingBookingSchema>;

export const ShowingBookingResponseSchema = v.object({ booking: ShowingBookingSchema });
export type ShowingBookingResponse = v.InferOutput<typeof ShowingBookingResponseSchema>;

/** GET showing_service/my/bookings?siteId: the logged-in user's bookings of the site, upcoming first. */
export const MyShowingBookingsResponseSchema = v.object({ bookings: v.array(ShowingBookingSchema) });
export type MyShowingBookingsResponse = v.InferOutput<typeof MyShowingBookingsResponseSchema>;

/**
 * GET showing_service/my/vip-showings?siteId: the site's upcoming VIP showings by stage, for its
 * VIP members (the VIP showing page of my pages); empty for a user who is not a member, and where
 * the site has VIP off.
 */
export const MyVipShowingsResponseSchema = v.object({
  stages: v.array(
    v.object({
      stage: v.object({ id: GuidSchema, name: v.string(), url: v.string() }),
      showings: v.array(ShowingDetailSchema),
    }),
  ),
});
export type MyVipShowingsResponse = v.InferOutput<typeof MyVipShowingsResponseSchema>;

/**
 * The booking link's token (in the confirmation e-mail and its personal QR code): 32 url-safe
 * characters. POST showing_service/bookings/lookup, /cancel and /checkin take it in the body, so
 * it never stands in a request line the access logs keep.
 */
export const BookingTokenSchema = v.pipe(v.string("required"), v.regex(/^[A-Za-z0-9_-]{32}$/, "invalidInput"));
export const BookingTokenRequestSchema = v.object({ token: BookingTokenSchema });
export type BookingTokenRequest = v.InferOutput<typeof BookingTokenRequestSchema>;

/** The door key the showing's QR page carries into the form page's link (`?d=`): 22 url-safe characters. */
export const DoorKeySchema = v.pipe(v.string("required"), v.regex(/^[A-Za-z0-9_-]{22}$/, "doorKey"));

/** GET showing_service/door?siteId&stageId: the showing at the door now (or next today), with its key while check-in is open. */
export const ShowingDoorQuerySchema = v.object({ siteId: SiteKeySchema, stageId: GuidSchema });
export const ShowingDoorResponseSchema = v.object({
  /** The showing in progress, or the next one today; null when none is today. */
  showing: v.nullable(ShowingDetailSchema),
  /** Set only while check-in is open (CHECK_IN_OPENS_MINUTES before start until the end). */
  doorKey: v.nullable(v.string()),
});
export type ShowingDoorResponse = v.InferOutput<typeof ShowingDoorResponseSchema>;

/** POST showing_service/checkins: a walk-in who is not logged in registers at the door with the form. */
export const ShowingCheckInRequestSchema = v.object({
  siteId: SiteKeySchema,
  showingId: GuidSchema,
  doorKey: DoorKeySchema,
  ...showingContactEntries,
  people: ShowingPeopleSchema,
  acceptTerms: AcceptTermsSchema,
});
export type ShowingCheckInRequest = v.InferOutput<typeof ShowingCheckInRequestSchema>;

/** POST showing_service/my/checkins: a logged-in visitor checks in with one tap (their booking, if any, is marked). */
export const MyShowingCheckInRequestSchema = v.object({
  siteId: SiteKeySchema,
  showingId: GuidSchema,
  doorKey: DoorKeySchema,
  people: v.optional(ShowingPeopleSchema, 1),
});
export type MyShowingCheckInRequest = v.InferOutput<typeof MyShowingCheckInRequestSchema>;

export const ShowingCheckInResponseSchema = v.object({
  checkedInAt: TimestampSchema,
  /** Set when the check-in was a booking's. */
  bookingId: v.nullable(GuidSchema),
});
export type ShowingCheckInResponse = v.InferOutput<typeof ShowingCheckInResponseSchema>;

/** GET showing_service/showings/{showingId}/attendance (the site's estate agents only): who booked and who came. */
export const ShowingAttendeeSchema = v.object({
  name: v.string(),
  people: v.number(),
  /** The slot's start for a booking; null for a walk-in. */
  slotStartsAt: v.nullable(TimestampSchema),
  booked: v.boolean(),
  checkedInAt: v.nullable(TimestampSchema),
});
export const ShowingAttendanceResponseSchema = v.object({
  showing: ShowingDetailSchema,
  attendees: v.array(ShowingAttendeeSchema),
  booked: v.number(),
  came: v.number(),
});
export type ShowingAttendanceResponse = v.InferOutput<typeof ShowingAttendanceResponseSchema>;

/**
 * POST showing_service/orders: the order form (our reading of the spec's "order form" template:
 * what a buyer orders before the sale, the stage's sales prospectus with its price list). The API
 * generates the prospectus as a PDF, mails it through the outbox and registers an interest.
 */
export const ProspectusOrderRequestSchema = v.object({
  siteId: SiteKeySchema,
  stageId: GuidSchema,
  ...showingContactEntries,
  postalCode: v.optional(PostalCodeSchema, ""),
  message: v.optional(textSchema(FIELD_LIMITS.message, { optional: true }), ""),
  acceptTerms: AcceptTermsSchema,
});
export type ProspectusOrderRequest = v.InferOutput<typeof ProspectusOrderRequestSchema>;

export const ProspectusOrderResponseSchema = v.object({
  /** The address the prospectus went to. */
  email: v.string(),
});
export type ProspectusOrderResponse = v.InferOutput<typeof ProspectusOrderResponseSchema>;
