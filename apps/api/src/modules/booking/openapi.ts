import {
  BookingBankIdStartResponseSchema,
  BookingDocumentsResponseSchema,
  BookingEidentStartResponseSchema,
  BookingEidentStatusRequestSchema,
  BookingExpiryResponseSchema,
  BookingIdRequestSchema,
  BookingObjectInfoSchema,
  BookingSignStartRequestSchema,
  BookingSignStatusSchema,
  BookingStateSchema,
  BookingStepRequestSchema,
  EmailIsValidRequestSchema,
  RunningBookingSchema,
  StartBookingRequestSchema,
  StartBookingResponseSchema,
} from "@housing/contracts/booking";
import * as v from "valibot";
import type { OperationSpec } from "../../core/openapi/operation";
import {
  BookingDocumentParamsSchema,
  BookingParamsSchema,
  ObjectBookingParamsSchema,
  ObjectParamsSchema,
  SignSessionParamsSchema,
  StageObjectParamsSchema,
} from "./request";

const BOOKING_ID = "4d1f0f3e-8a52-4c2b-9f0e-3b7c2a1d5e60";
const OBJECT_ID = "9b2e7c41-5d3a-4f6e-8a1b-2c3d4e5f6a7b";
const BEARER =
  "Needs `Authorization: Bearer <token>` (401 without). Another user's booking answers 404, like a missing one.";
const BUY = "/api/buyresidence";
const BooleanSchema = v.boolean();
const LeftSchema = v.object({ released: v.boolean() });

const get = (operation: Omit<OperationSpec, "method" | "tag" | "requiresUser">): OperationSpec => ({
  method: "get",
  tag: "Booking",
  requiresUser: true,
  ...operation,
  description: `${BEARER} ${operation.description ?? ""}`.trim(),
});
const post = (operation: Omit<OperationSpec, "method" | "tag" | "requiresUser">): OperationSpec => ({
  ...get(operation),
  method: "post",
});

const state = { description: "The booking.", schema: BookingStateSchema };
const signStatus = { description: "The signature's outcome.", schema: BookingSignStatusSchema };
const eidentReturn = {
  schema: BookingEidentStatusRequestSchema,
  example: {
    state: "5b0c1f4e2a9d4e7f8c3b6a1d0e9f8c7b",
    code: "a-code-of-the-broker",
    iss: "https://eid.example/auth/open",
  },
};

/** Spec section 7, Booking and the buy-residence proxy (`bookingstep`, `bookingdocument` and the sign cancel are ours). */
export const bookingOperations: OperationSpec[] = [
  get({
    path: `${BUY}/getbookingobjectinformation/{objectId}`,
    operationId: "bookingObjectInformation",
    summary: "The home, its flow, fee and choices",
    params: ObjectParamsSchema,
    responses: { 200: { description: "The home.", schema: BookingObjectInfoSchema } },
  }),
  get({
    path: `${BUY}/getbookingobjectinformation/{objectId}/{bookingId}`,
    operationId: "bookingObjectInformationWithBooking",
    summary: "The home with the caller's booking of it",
    params: ObjectBookingParamsSchema,
    responses: { 200: { description: "The home and the booking.", schema: BookingObjectInfoSchema } },
  }),
  post({
    path: `${BUY}/startbookingasync`,
    operationId: "startBooking",
    summary: "Starts a booking; the reservation is made behind it",
    description:
      "202 with the booking's id; poll getbookingstatus. A second start of the same home by the same user answers the same booking; 404 for an unknown home.",
    body: { schema: StartBookingRequestSchema, example: { objectId: OBJECT_ID } },
    responses: { 202: { description: "The booking's id.", schema: StartBookingResponseSchema } },
  }),
  get({
    path: `${BUY}/getbookingstatus/{id}`,
    operationId: "bookingStatus",
    summary: "The booking once the reservation is decided",
    description:
      "202 without a body while pending; then the booking (`rejected` with `cannotBook` when another buyer was first or the home cannot be booked).",
    params: BookingParamsSchema,
    responses: { 200: state, 202: { description: "Not yet decided." } },
  }),
  get({
    path: `${BUY}/buyresidencecookie`,
    operationId: "runningBooking",
    summary: "The caller's running booking, or null",
    responses: { 200: { description: "bookingId and objectId, or null.", schema: RunningBookingSchema } },
  }),
  post({
    path: `${BUY}/buyresidencecookie/{objectId}`,
    operationId: "runningBookingOfObject",
    summary: "The caller's running booking of this home (404 if none)",
    params: ObjectParamsSchema,
    responses: { 200: { description: "bookingId and objectId.", schema: RunningBookingSchema } },
  }),
  get({
    path: `${BUY}/buyresidenceexpire/{id}`,
    operationId: "bookingExpiry",
    summary: "When the hold ends",
    params: BookingParamsSchema,
    responses: { 200: { description: "The hold's end.", schema: BookingExpiryResponseSchema } },
  }),
  get({
    path: `${BUY}/removebuyresidenceexpire`,
    operationId: "leaveBooking",
    summary: "The buyer leaves: the running booking ends and the home is released",
    responses: { 200: { description: "Whether a booking was ended.", schema: LeftSchema } },
  }),
  post({
    path: `${BUY}/bookingstep/{id}`,
    operationId: "saveBookingStep",
    summary: "Keeps one step's values",
    description:
      "Checked by the step's schema and spec section 5 (400 with field errors: uniqueSocial, uniqueEmail, emailInUse, downPaymentTooLow, priceSumToHigh, pnrFormat, pnrControl); 409 `bookingNotReserved` once signed, `timeout` once expired.",
    params: BookingParamsSchema,
    body: {
      schema: BookingStepRequestSchema,
      example: { step: "accomodation", values: { currentHousing: "rented", mustSellFirst: false, message: "" } },
    },
    responses: { 200: state },
  }),
  get({
    path: `${BUY}/getbookingdocuments/{id}`,
    operationId: "bookingDocuments",
    summary: "The documents to read before signing",
    params: BookingParamsSchema,
    responses: { 200: { description: "The documents.", schema: BookingDocumentsResponseSchema } },
  }),
  get({
    path: `${BUY}/bookingdocument/{bookingId}/{documentId}`,
    operationId: "bookingDocumentPdf",
    summary: "One booking document's PDF",
    params: BookingDocumentParamsSchema,
    responses: { 200: { description: "The PDF.", mediaType: "application/pdf" } },
  }),
  post({
    path: `${BUY}/signcontract`,
    operationId: "signContract",
    summary: "Fixes the terms and answers the agreement's text (text/plain)",
    description: "409 `bookingStepsMissing` until every form step of the flow is saved; `timeout` once expired.",
    body: { schema: BookingIdRequestSchema, example: { bookingId: BOOKING_ID } },
    responses: { 200: { description: "The agreement's text in the site's language.", schema: v.string() } },
  }),
  post({
    path: `${BUY}/completebooking`,
    operationId: "completeBooking",
    summary: "The signed (and paid) booking becomes the buyer's home",
    description: "409 `bookingNotSigned`, `bookingFeeNotPaid`; a second call answers the same booking.",
    body: { schema: BookingIdRequestSchema, example: { bookingId: BOOKING_ID } },
    responses: { 200: state },
  }),
  get({
    path: `${BUY}/usercanbookinproject/{stageId}/{objectId}`,
    operationId: "userCanBookInProject",
    summary: "Whether the user may book this home of the stage",
    params: StageObjectParamsSchema,
    responses: { 200: { description: "true or false.", schema: BooleanSchema } },
  }),
  get({
    path: `${BUY}/usercanbookinstage/{stageId}/{objectId}`,
    operationId: "userCanBookInStage",
    summary: "Whether the user may book this home of the stage",
    params: StageObjectParamsSchema,
    responses: { 200: { description: "true or false.", schema: BooleanSchema } },
  }),
  get({
    path: "/booking/is_bookable/{objectId}",
    operationId: "isBookable",
    summary: "Whether the home can be booked",
    params: ObjectParamsSchema,
    responses: { 200: { description: "true or false.", schema: BooleanSchema } },
  }),
  get({
    path: "/booking/is_bookable/{objectId}/{bookingId}",
    operationId: "isBookableWithBooking",
    summary: "Whether the home can be booked, or is held by this booking of the caller's",
    params: ObjectBookingParamsSchema,
    responses: { 200: { description: "true or false.", schema: BooleanSchema } },
  }),
  post({
    path: "/booking/email_is_valid",
    operationId: "bookingEmailIsValid",
    summary: "false when the e-mail is another person's (emailInUse)",
    body: { schema: EmailIsValidRequestSchema, example: { ssn: "198206231238", email: "someone@example.se" } },
    responses: { 200: { description: "true or false.", schema: BooleanSchema } },
  }),
  post({
    path: "/booking/bank_id/start",
    operationId: "bookingBankIdStart",
    summary: "A BankID sign order of the booking agreement (Sweden)",
    description: "409 `acceptterms` before signcontract, `bankIdSigningSwedenOnly`, `timeout`; 503 without BankID.",
    body: { schema: BookingSignStartRequestSchema, example: { payload: { bookingId: BOOKING_ID } } },
    responses: { 200: { description: "The order.", schema: BookingBankIdStartResponseSchema } },
  }),
  get({
    path: "/booking/bank_id/status/{sessionId}",
    operationId: "bookingBankIdStatus",
    summary: "The sign order's status (poll every second)",
    params: SignSessionParamsSchema,
    responses: { 200: signStatus },
  }),
  post({
    path: "/booking/bank_id/cancel/{sessionId}",
    operationId: "bookingBankIdCancel",
    summary: "Cancels the sign order",
    params: SignSessionParamsSchema,
    responses: { 200: signStatus },
  }),
  post({
    path: "/booking/signicat/start",
    operationId: "bookingEidentStart",
    summary: "The e-ID broker's signature (Norway, Finland)",
    description:
      "`returnUrl` must be the booking's site's click-to-buy page on its own hosts (400 `invalidReturnUrl`).",
    body: {
      schema: BookingSignStartRequestSchema,
      example: { payload: { bookingId: BOOKING_ID }, returnUrl: "https://www.example.no/kjop/" },
    },
    responses: { 200: { description: "Where to send the browser.", schema: BookingEidentStartResponseSchema } },
  }),
  post({
    path: "/booking/signicat/status",
    operationId: "bookingEidentStatus",
    summary: "The broker's return (Norway)",
    body: eidentReturn,
    responses: { 200: signStatus },
  }),
  post({
    path: "/booking/signicat/validate",
    operationId: "bookingEidentValidate",
    summary: "The broker's return (Finland)",
    body: eidentReturn,
    responses: { 200: signStatus },
  }),
];
