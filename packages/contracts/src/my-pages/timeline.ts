import * as v from "valibot";

/*
 * GET /my_pages/timeline?siteKey=…[&bookingId=…]: the purchase timeline of one of the user's
 * bookings on the site (spec section 2, my pages: "timeline steps with sub-paths for contract,
 * interior, inspection, payment, move-in"). The steps come from the stage's project lifecycle
 * (spec section 3, 0-10) and the booking's own dates; the spec shows no shape (section 9).
 */

/** The timeline's steps in the order a purchase goes through them (their sub-paths: site-config). */
export const TIMELINE_STEP_KEYS = ["contract", "interior", "inspection", "payment", "moveIn"] as const;
export type TimelineStepKey = (typeof TIMELINE_STEP_KEYS)[number];

export const TIMELINE_STEP_STATES = ["past", "current", "coming"] as const;
export type TimelineStepState = (typeof TIMELINE_STEP_STATES)[number];

export const TimelineStepSchema = v.object({
  key: v.picklist(TIMELINE_STEP_KEYS),
  state: v.picklist(TIMELINE_STEP_STATES),
  /** ISO date (yyyy-MM-dd) the step happened or is planned for, when known. */
  date: v.nullable(v.string()),
});
export type TimelineStep = v.InferOutput<typeof TimelineStepSchema>;

/** One of the user's bookings on the site, to choose the timeline of. */
export const TimelineBookingSchema = v.object({
  bookingId: v.string(),
  objectId: v.string(),
  /** The home's name (its number and stage); empty when the catalogue no longer has it. */
  name: v.string(),
  stageName: v.string(),
  /** Spec section 3, project lifecycle 0-10 of the home's stage; null when unknown. */
  lifecycle: v.nullable(v.number()),
  isSelected: v.boolean(),
});
export type TimelineBooking = v.InferOutput<typeof TimelineBookingSchema>;

export const MyTimelineSchema = v.object({
  /** The booking the steps are of: the one asked for, else the active residence's, else the first. */
  booking: TimelineBookingSchema,
  /** Every booking of the user on the site, in the order made. */
  bookings: v.array(TimelineBookingSchema),
  steps: v.array(TimelineStepSchema),
});
export type MyTimeline = v.InferOutput<typeof MyTimelineSchema>;

export const MyTimelineQuerySchema = v.object({
  bookingId: v.optional(v.pipe(v.string(), v.uuid("Must be a GUID"))),
});
export type MyTimelineQuery = v.InferInput<typeof MyTimelineQuerySchema>;
