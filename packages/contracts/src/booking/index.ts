import * as v from "valibot";
import { SiteKeySchema } from "../common";
import {
  AddressSchema,
  CitySchema,
  EmailSchema,
  PersonNameSchema,
  PhoneSchema,
  RequiredPostalCodeSchema,
  textSchema,
  AnyPersonalNumberSchema,
} from "../forms";

/*
 * Click-to-buy (spec sections 2, 3, 4, 5, 7 "Booking" and the buy-residence proxy, 8): a buyer
 * books a home online. The flow a stage uses (5, 6 or 8 steps) comes from the API; the steps are
 * data here, the same list for the page and the server. One schema per step validates the step's
 * form and the request that saves it (`POST /api/buyresidence/bookingstep/{bookingId}`, ours: the
 * spec lists no call that keeps what was typed, and a reload or another device must resume with it).
 *
 * A booking (the flow's row, `bookingId`) holds the home for its buyer from the moment it is
 * reserved until it is booked, or until it expires (BOOKING_HOLD_MINUTES) or the buyer leaves.
 */

const GuidSchema = v.pipe(v.string(), v.uuid("Must be a GUID"));
const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** Spec section 2, "Buy-residence flow steps" (the spec's spelling of `accomodation`). */
export const BOOKING_STEPS = [
  "start-booking",
  "personal-info",
  "choices",
  "financing",
  "accomodation",
  "documents",
  "sign",
  "payment",
  "done",
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export const BOOKING_FLOW_KINDS = [5, 6, 8] as const;
export type BookingFlowKind = (typeof BOOKING_FLOW_KINDS)[number];

export const BOOKING_FLOWS: Record<BookingFlowKind, readonly BookingStep[]> = {
  5: ["start-booking", "personal-info", "financing", "sign", "done"],
  6: ["start-booking", "personal-info", "documents", "sign", "payment", "done"],
  8: ["start-booking", "personal-info", "choices", "financing", "accomodation", "sign", "payment", "done"],
};

/** The steps whose typed values the server keeps (bookingstep); the others are actions. */
export const BOOKING_FORM_STEPS = ["personal-info", "choices", "financing", "accomodation", "documents"] as const;
export type BookingFormStep = (typeof BOOKING_FORM_STEPS)[number];

/** How long a reserved home is held for its buyer (the spec gives no figure; our reading). */
export const BOOKING_HOLD_MINUTES = 30;

/** Spec section 5: the down payment is at least 15 percent of the price. */
export const DOWN_PAYMENT_MIN_SHARE = 0.15;

/** The cookie of spec section 3 (bookingId, objectId), set by the page for the server's page load. */
export const BUY_RESIDENCE_COOKIE = "buyresidence";
export const BuyResidenceCookieSchema = v.object({ bookingId: GuidSchema, objectId: GuidSchema });
export type BuyResidenceCookie = v.InferOutput<typeof BuyResidenceCookieSchema>;

/**
 * Where a booking stands. `pending`: startbookingasync was taken, the reservation not yet made
 * (getbookingstatus answers 202); `reserved`: the home is held for the buyer; `signed`: the buyer
 * signed the booking agreement; `booked`: completed, the home is the buyer's (my pages shows it);
 * `expired`, `cancelled` (the buyer left) and `rejected` (cannotBook: someone else was first, or
 * the home or the buyer may not be booked) are ends that released the home, or never held it.
 */
export const BOOKING_STATUSES = [
  "pending",
  "reserved",
  "signed",
  "booked",
  "expired",
  "cancelled",
  "rejected",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const RUNNING_BOOKING_STATUSES = ["pending", "reserved", "signed"] as const;

import { BOOKING_ERROR_KINDS } from "./errors";

export * from "./errors";

// ---------------------------------------------------------------------------------------------
// The steps' forms (spec section 5)

/** Typed money: whole units of the site's currency, digits with optional spaces ("450 000"). */
export const AmountSchema = v.pipe(
  v.string("required"),
  v.check((value) => value.trim() !== "", "required"),
  v.check((value) => /^\d[\d\s]{0,14}$/.test(value.trim()), "numeric"),
);
export const parseAmount = (value: string): number => Number(value.replace(/\s/g, ""));

/** The buyer who is logged in: name and number come from the login (read-only), the rest is theirs to correct. */
export const MainBuyerSchema = v.object({
  email: EmailSchema,
  phoneNumber: PhoneSchema,
  address: AddressSchema,
  postalCode: RequiredPostalCodeSchema,
  city: CitySchema,
});

/** A second buyer (spec section 5: distinct ID number and e-mail from the first; e-mail in use checked by the server). */
export const CoBuyerSchema = v.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  securityNumber: AnyPersonalNumberSchema,
  email: EmailSchema,
  phoneNumber: PhoneSchema,
});
export type CoBuyer = v.InferOutput<typeof CoBuyerSchema>;

/**
 * personal-info. The number of the co-buyer is checked against the site's country on the server
 * and in the form (`personalNumberSchema(country)`); `uniqueSocial` and `uniqueEmail` compare the
 * two buyers, `emailInUse` is the server's (email_is_valid).
 */
export const PersonalInfoStepSchema = v.object({
  buyer: MainBuyerSchema,
  coBuyer: v.nullable(CoBuyerSchema),
});
export type PersonalInfoStep = v.InferOutput<typeof PersonalInfoStepSchema>;

/** choices (8-step): one option per group of the stage's interior choices, by option id. */
export const ChoicesStepSchema = v.object({
  options: v.pipe(v.array(v.pipe(v.string(), v.maxLength(50))), v.maxLength(20)),
});
export type ChoicesStep = v.InferOutput<typeof ChoicesStepSchema>;

/**
 * financing: own down payment and loan, in whole currency units. Spec section 5: down payment at
 * least 15 percent of the total price (`downPaymentTooLow`, with the sum), and the down payment
 * and loan together not above it (`priceSumToHigh`). The total is the price plus chosen options.
 */
export const FinancingStepSchema = v.object({
  downPayment: AmountSchema,
  loanAmount: AmountSchema,
  bank: textSchema(50, { optional: true }),
  hasLoanPromise: v.boolean("required"),
});
export type FinancingStep = v.InferOutput<typeof FinancingStepSchema>;

/** The financing rules of spec section 5 against a total price: the error key, or null. */
export function financingError(
  values: Pick<FinancingStep, "downPayment" | "loanAmount">,
  totalPrice: number,
): { field: "downPayment" | "loanAmount"; key: "downPaymentTooLow" | "priceSumToHigh"; sum: number } | null {
  const minimum = Math.ceil(totalPrice * DOWN_PAYMENT_MIN_SHARE);
  const down = parseAmount(values.downPayment);
  if (down < minimum) return { field: "downPayment", key: "downPaymentTooLow", sum: minimum };
  if (down + parseAmount(values.loanAmount) > totalPrice)
    return { field: "loanAmount", key: "priceSumToHigh", sum: totalPrice };
  return null;
}

/** accomodation (8-step): where the buyer lives now and whether it must be sold first. */
export const CURRENT_HOUSING = ["owned", "tenantOwned", "rented", "other"] as const;
export const AccommodationStepSchema = v.object({
  currentHousing: v.picklist(CURRENT_HOUSING, "required"),
  mustSellFirst: v.boolean("required"),
  message: textSchema(500, { optional: true }),
});
export type AccommodationStep = v.InferOutput<typeof AccommodationStepSchema>;

/** documents (6-step): every document of getbookingdocuments read (by id) before signing. */
export const DocumentsStepSchema = v.object({
  readDocumentIds: v.pipe(v.array(v.pipe(v.string(), v.maxLength(50))), v.maxLength(20)),
});
export type DocumentsStep = v.InferOutput<typeof DocumentsStepSchema>;

export const BookingStepRequestSchema = v.variant("step", [
  v.object({ step: v.literal("personal-info"), values: PersonalInfoStepSchema }),
  v.object({ step: v.literal("choices"), values: ChoicesStepSchema }),
  v.object({ step: v.literal("financing"), values: FinancingStepSchema }),
  v.object({ step: v.literal("accomodation"), values: AccommodationStepSchema }),
  v.object({ step: v.literal("documents"), values: DocumentsStepSchema }),
]);
export type BookingStepRequest = v.InferInput<typeof BookingStepRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const MoneySchema = v.object({ amount: v.pipe(v.number(), v.integer()), currency: v.string() });

/** One interior option of a group (8-step choices); `price` in whole currency units, 0 for the standard. */
export const BookingChoiceGroupSchema = v.object({
  id: v.string(),
  name: v.string(),
  options: v.array(
    v.object({ id: v.string(), name: v.string(), price: v.pipe(v.number(), v.integer()), isStandard: v.boolean() }),
  ),
});
export type BookingChoiceGroup = v.InferOutput<typeof BookingChoiceGroupSchema>;

/** What the server kept of each form step (absent: not yet saved). */
export const BookingValuesSchema = v.object({
  personalInfo: v.optional(PersonalInfoStepSchema),
  choices: v.optional(ChoicesStepSchema),
  financing: v.optional(FinancingStepSchema),
  accommodation: v.optional(AccommodationStepSchema),
  documents: v.optional(DocumentsStepSchema),
});
export type BookingValues = v.InferOutput<typeof BookingValuesSchema>;

/** The logged-in buyer as the login knows them (read-only in personal-info). */
export const BookingBuyerIdentitySchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  securityNumber: v.string(),
});

/** A booking as its buyer sees it (getbookingstatus when done, getbookingobjectinformation with a bookingId, the step and sign calls). */
export const BookingStateSchema = v.object({
  bookingId: GuidSchema,
  objectId: GuidSchema,
  siteKey: SiteKeySchema,
  flow: v.picklist(BOOKING_FLOW_KINDS),
  status: v.picklist(BOOKING_STATUSES),
  /** `rejected`: why (cannotBook, or an error kind of section 8). */
  reason: v.nullable(v.string()),
  /** The first step not yet done: where a reload resumes. */
  currentStep: v.picklist(BOOKING_STEPS),
  /** While reserved or signed: when the hold ends. */
  expiresAt: v.nullable(TimestampSchema),
  buyer: BookingBuyerIdentitySchema,
  values: BookingValuesSchema,
  /** Price plus chosen options, whole units. */
  totalPrice: MoneySchema,
  /** The booking fee (6- and 8-step flows), minor units; null when the flow has no payment. */
  fee: v.nullable(MoneySchema),
  /** The fee's payment (pay it with the payments calls: createpaymentid, startswishpayment, ...), once signed. */
  paymentId: v.nullable(GuidSchema),
  isPaid: v.boolean(),
  signedAt: v.nullable(TimestampSchema),
  bookedAt: v.nullable(TimestampSchema),
});
export type BookingState = v.InferOutput<typeof BookingStateSchema>;

/** GET getbookingobjectinformation/{objectId}[/{bookingId}] (spec section 3: booking object info has objectNumber). */
export const BookingObjectInfoSchema = v.object({
  objectId: GuidSchema,
  objectNumber: v.string(),
  name: v.string(),
  stageName: v.string(),
  /** The object page's path on its site. */
  url: v.string(),
  imageUrl: v.nullable(v.string()),
  rooms: v.number(),
  livingArea: v.number(),
  /** Whole units; Finland's debt share and debt-free total beside it. */
  price: v.pipe(v.number(), v.integer()),
  debtShare: v.nullable(v.number()),
  totalPrice: v.nullable(v.number()),
  monthlyFee: v.nullable(v.number()),
  currency: v.string(),
  /** The home's status key (ObjectStatus of the catalogue): forSale, reserved, booked, ... */
  status: v.string(),
  /** The stage's click-to-buy flow; null: not booked online. */
  flow: v.nullable(v.picklist(BOOKING_FLOW_KINDS)),
  isBookable: v.boolean(),
  fee: v.nullable(MoneySchema),
  choices: v.array(BookingChoiceGroupSchema),
  /** With a bookingId of the caller's: that booking. */
  booking: v.nullable(BookingStateSchema),
});
export type BookingObjectInfo = v.InferOutput<typeof BookingObjectInfoSchema>;

/** POST startbookingasync: answers 202 with the booking's id; poll getbookingstatus. A double submit meets the same booking. */
export const StartBookingRequestSchema = v.object({ objectId: GuidSchema });
export const StartBookingResponseSchema = v.object({ bookingId: GuidSchema });

/** GET buyresidencecookie: the caller's running booking (any object), or null. */
export const RunningBookingSchema = v.nullable(BuyResidenceCookieSchema);

/** GET buyresidenceexpire/{id}: the hold's end. */
export const BookingExpiryResponseSchema = v.object({
  expiresAt: v.nullable(TimestampSchema),
  secondsLeft: v.number(),
});

/** GET getbookingdocuments/{id}: what the buyer reads before signing (6-step documents step). */
export const BookingDocumentSchema = v.object({ id: v.string(), title: v.string(), pdfPath: v.string() });
export const BookingDocumentsResponseSchema = v.object({ documents: v.array(BookingDocumentSchema) });
export type BookingDocument = v.InferOutput<typeof BookingDocumentSchema>;

/** POST signcontract, completebooking: the booking by id. */
export const BookingIdRequestSchema = v.object({ bookingId: GuidSchema });

/** POST /booking/email_is_valid (spec section 7): true when the e-mail is free or already this number's. */
export const EmailIsValidRequestSchema = v.object({ ssn: AnyPersonalNumberSchema, email: EmailSchema });

/** POST /booking/{provider}/start (spec section 7: payload, returnUrl, environment). */
export const BookingSignStartRequestSchema = v.object({
  payload: BookingIdRequestSchema,
  /** e-ID (Norway, Finland): the site's click-to-buy page the broker returns to (no query). */
  returnUrl: v.optional(v.pipe(v.string(), v.maxLength(500), v.url("invalidInput"))),
  environment: v.optional(v.pipe(v.string(), v.maxLength(20))),
});
export const BookingBankIdStartResponseSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  autoStartToken: v.pipe(v.string(), v.maxLength(200)),
  autoStartUrl: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export const BookingEidentStartResponseSchema = v.object({ authorizationUrl: v.pipe(v.string(), v.url()) });

/** GET /booking/bank_id/status/{id} and POST /booking/{provider}/status|validate: the signature's outcome. */
export const BookingSignStatusSchema = v.variant("status", [
  v.object({
    status: v.literal("Pending"),
    hintCode: v.nullable(v.pipe(v.string(), v.maxLength(100))),
    qrCode: v.pipe(v.string(), v.maxLength(500)),
  }),
  v.object({ status: v.literal("Signed"), booking: BookingStateSchema }),
  v.object({ status: v.literal("Cancelled") }),
  /** An error kind of section 8 (timeout, userssnnomatch, ...). */
  v.object({ status: v.literal("Failed"), error: v.picklist(BOOKING_ERROR_KINDS) }),
]);
export type BookingSignStatus = v.InferOutput<typeof BookingSignStatusSchema>;

/** POST /booking/{provider}/status (Norway) or validate (Finland): what the broker sent back. */
const CallbackValue = v.optional(v.pipe(v.string(), v.maxLength(2000)));
export const BookingEidentStatusRequestSchema = v.object({
  state: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(200)),
  code: CallbackValue,
  iss: CallbackValue,
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** The field error keys of spec section 5 that only the booking raises (beside FIELD_ERROR_KEYS). */
export const BOOKING_FIELD_ERROR_KEYS = [
  "uniqueSocial",
  "uniqueEmail",
  "emailInUse",
  "downPaymentTooLow",
  "priceSumToHigh",
  "cannotBook",
] as const;
export type BookingFieldErrorKey = (typeof BOOKING_FIELD_ERROR_KEYS)[number];

/** A number compared as the same person's: Sweden's 12 digits as its 10, separators dropped elsewhere. */
function sameNumberKey(value: string): string {
  const trimmed = value.trim().toUpperCase();
  const digits = trimmed.replace(/\D/g, "");
  if (/^\d{8}[-+]?\d{4}$/.test(trimmed)) return digits.slice(2);
  if (/^\d{6}[-+]?\d{4}$/.test(trimmed)) return digits;
  return trimmed.replace(/\s/g, "");
}

/**
 * Spec section 5: two buyers have distinct ID numbers and e-mails. Compared as digits and in lower
 * case, so "19800101-1234" and "198001011234" are the same person.
 */
export function coBuyerError(
  buyer: { securityNumber: string; email: string },
  coBuyer: Pick<CoBuyer, "securityNumber" | "email">,
): { field: "securityNumber" | "email"; key: "uniqueSocial" | "uniqueEmail" } | null {
  if (sameNumberKey(buyer.securityNumber) === sameNumberKey(coBuyer.securityNumber))
    return { field: "securityNumber", key: "uniqueSocial" };
  if (buyer.email.trim().toLowerCase() === coBuyer.email.trim().toLowerCase())
    return { field: "email", key: "uniqueEmail" };
  return null;
}
