import * as v from "valibot";

/** The booking calls' path parameters (the bodies' schemas are @housing/contracts/booking's). */
const GuidSchema = v.pipe(v.string(), v.uuid("Must be a GUID"));

export const BookingParamsSchema = v.object({ id: GuidSchema });
export const ObjectParamsSchema = v.object({ objectId: GuidSchema });
export const ObjectBookingParamsSchema = v.object({ objectId: GuidSchema, bookingId: GuidSchema });
export const StageObjectParamsSchema = v.object({ stageId: GuidSchema, objectId: GuidSchema });
export const SignSessionParamsSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "Must be a sign session id")),
});
export const BookingDocumentParamsSchema = v.object({
  bookingId: GuidSchema,
  documentId: v.pipe(v.string(), v.regex(/^[a-z]{1,20}$/, "Must be a document id")),
});
