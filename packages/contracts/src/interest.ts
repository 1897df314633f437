import * as v from "valibot";
import {
  AcceptTermsSchema,
  EmailSchema,
  FIELD_LIMITS,
  PersonNameSchema,
  PhoneSchema,
  PostalCodeSchema,
  textSchema,
} from "./forms";
import { FILTER_TOPS, SEARCH_RANGES } from "./search/constants";
import { GuidSchema } from "./search/primitives";

/*
 * POST /signup_service/interest/anonymous (spec section 7): a visitor who is not logged in
 * asks to be contacted about a stage or one of its homes. The same schema validates the
 * form in the browser and the request in the API (spec section 5).
 */

/** Spec section 9: text limits 50, 250, 500, 5000; a message is at most 500. */
export const INTEREST_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  message: FIELD_LIMITS.message,
  phoneMin: FIELD_LIMITS.phoneMin,
  phoneMax: FIELD_LIMITS.phoneMax,
  postalCode: FIELD_LIMITS.postalCode,
} as const;

/** Issue messages are error keys of spec section 5; the form translates them. */
export const INTEREST_ERROR_KEYS = [
  "required",
  "invalidInput",
  "email",
  "phoneNumber",
  "inputToLong",
  "acceptTerms",
  "numeric",
  // Not a key of spec section 5: the cross-field rule of the rooms wish (max not below min).
  "maxRoomsBelowMin",
] as const;
export type InterestErrorKey = (typeof INTEREST_ERROR_KEYS)[number];

// The shared field rules of spec section 5 (./forms), under the names the interest form uses.
export const InterestNameSchema = PersonNameSchema;
export const InterestEmailSchema = EmailSchema;
export const InterestPhoneSchema = PhoneSchema;
/** Optional; when given, at most 50 characters of digits and spaces (spec section 5). */
export const InterestPostalCodeSchema = PostalCodeSchema;

/**
 * A rooms wish: a whole number within the rooms range of spec section 9 (1 to 5, Finland 4;
 * the top means "that many or more"). The schema allows the highest top of any country; the API
 * holds a request to its own site's range.
 */
export const InterestRoomsSchema = v.pipe(
  v.number("invalidInput"),
  v.integer("invalidInput"),
  v.minValue(SEARCH_RANGES.se.rooms.min, "invalidInput"),
  v.maxValue(FILTER_TOPS.rooms, "invalidInput"),
);

export const InterestMessageSchema = textSchema(FIELD_LIMITS.message, { optional: true });

const interestEntries = {
  firstName: InterestNameSchema,
  lastName: InterestNameSchema,
  email: InterestEmailSchema,
  phone: InterestPhoneSchema,
  postalCode: v.optional(InterestPostalCodeSchema, ""),
  message: v.optional(InterestMessageSchema, ""),
  minRooms: v.optional(InterestRoomsSchema),
  maxRooms: v.optional(InterestRoomsSchema),
  // Spec section 5: terms must be accepted.
  acceptTerms: AcceptTermsSchema,
};

/** The one cross-field rule: a rooms wish whose max is below its min cannot be met. */
const isRoomsOrderValid = (input: { minRooms?: number; maxRooms?: number }) =>
  input.minRooms === undefined || input.maxRooms === undefined || input.maxRooms >= input.minRooms;

/** The form's fields as sent (rooms as numbers); `validateInterestForm` checks what the visitor typed. */
export const InterestFormSchema = v.pipe(
  v.object(interestEntries),
  v.forward(v.partialCheck([["minRooms"], ["maxRooms"]], isRoomsOrderValid, "maxRoomsBelowMin"), ["maxRooms"]),
);
export type InterestFormInput = v.InferInput<typeof InterestFormSchema>;
export type InterestFormValues = v.InferOutput<typeof InterestFormSchema>;
export type InterestField = keyof InterestFormInput;

/** The request body: what the form holds plus the stage (and home) it is about. */
export const AnonymousInterestRequestSchema = v.pipe(
  v.object({
    ...interestEntries,
    stageId: GuidSchema,
    objectId: v.optional(v.nullable(GuidSchema), null),
  }),
  v.forward(v.partialCheck([["minRooms"], ["maxRooms"]], isRoomsOrderValid, "maxRoomsBelowMin"), ["maxRooms"]),
);
export type AnonymousInterestRequest = v.InferInput<typeof AnonymousInterestRequestSchema>;
export type AnonymousInterest = v.InferOutput<typeof AnonymousInterestRequestSchema>;

/**
 * The answer (spec section 4): "created", or one telling the front end to ask for a login
 * first (an account with this e-mail exists, or must log in with BankID). The front end
 * then keeps the request and opens the login modal pre-filled with the e-mail.
 */
export const INTEREST_STATUSES = ["created", "mustLoginWithBankId", "userExists"] as const;
export const AnonymousInterestResponseSchema = v.object({
  status: v.picklist(INTEREST_STATUSES),
  /** The stored interest; null unless created. */
  id: v.nullable(GuidSchema),
});
export type AnonymousInterestResponse = v.InferOutput<typeof AnonymousInterestResponseSchema>;

const FIELD_SCHEMAS = {
  firstName: InterestNameSchema,
  lastName: InterestNameSchema,
  email: InterestEmailSchema,
  phone: InterestPhoneSchema,
  postalCode: InterestPostalCodeSchema,
  message: InterestMessageSchema,
  minRooms: v.optional(InterestRoomsSchema),
  maxRooms: v.optional(InterestRoomsSchema),
  acceptTerms: interestEntries.acceptTerms,
} as const;

function isErrorKey(message: string): message is InterestErrorKey {
  return (INTEREST_ERROR_KEYS as readonly string[]).includes(message);
}

/** The first error key of one field, or null when the value is fine (the form's on-blur check). */
export function validateInterestField(field: InterestField, value: unknown): InterestErrorKey | null {
  const result = v.safeParse(FIELD_SCHEMAS[field], value);
  if (result.success) return null;
  const message = result.issues[0].message;
  return isErrorKey(message) ? message : "invalidInput";
}

/**
 * Every field's first error key, the rooms order included; empty when the form may be sent.
 * The whole schema runs, so the cross-field rule is the same one the API applies.
 */
export function validateInterestForm(values: InterestFormInput): Partial<Record<InterestField, InterestErrorKey>> {
  const errors: Partial<Record<InterestField, InterestErrorKey>> = {};
  const result = v.safeParse(InterestFormSchema, values);
  if (result.success) return errors;
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as InterestField | undefined;
    if (field && !errors[field]) errors[field] = isErrorKey(issue.message) ? issue.message : "invalidInput";
  }
  return errors;
}
