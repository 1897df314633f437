import * as v from "valibot";
import { GuidSchema } from "./search/primitives";

/*
 * POST /signup_service/interest/anonymous (spec section 7): a visitor who is not logged in
 * asks to be contacted about a stage or one of its homes. The same schema validates the
 * form in the browser and the request in the API (spec section 5).
 */

/** Spec section 9: text limits 50, 250, 500, 5000; a message is at most 500. */
export const INTEREST_LIMITS = { name: 50, email: 250, message: 500, phoneMin: 7, phoneMax: 20 } as const;

/** Issue messages are error keys of spec section 5; the form translates them. */
export const INTEREST_ERROR_KEYS = [
  "required",
  "invalidInput",
  "email",
  "phoneNumber",
  "inputToLong",
  "acceptTerms",
] as const;
export type InterestErrorKey = (typeof INTEREST_ERROR_KEYS)[number];

// Spec section 5: names may not contain '//', 'www.', '<', '>', '@', '?', '=' or digits.
const FORBIDDEN_NAME = /\/\/|www\.|[<>@?=]|\d/i;
// Generic text: no forbidden fragments (markup and links), digits allowed.
const FORBIDDEN_TEXT = /\/\/|www\.|[<>]/i;
// Spec section 5: digits, hyphen, plus and whitespace, 7-20 characters.
const PHONE = /^[\d\s+-]+$/;
// A practical address check: one @, something before it, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/*
 * Rules look at the trimmed text (leading and trailing spaces are not the visitor's input);
 * the API stores it trimmed. No `v.trim()` action: the OpenAPI document is generated from
 * these schemas and a transformation has no JSON Schema form.
 */
const text = () => v.string("required");

export const InterestNameSchema = v.pipe(
  text(),
  v.check((value) => value.trim() !== "", "required"),
  v.check((value) => value.trim().length <= INTEREST_LIMITS.name, "inputToLong"),
  v.check((value) => !FORBIDDEN_NAME.test(value), "invalidInput"),
);

export const InterestEmailSchema = v.pipe(
  text(),
  v.check((value) => value.trim() !== "", "required"),
  v.check((value) => value.trim().length <= INTEREST_LIMITS.email, "inputToLong"),
  v.check((value) => EMAIL.test(value.trim()), "email"),
);

/** Optional in this form; when given it must be a phone number. */
export const InterestPhoneSchema = v.pipe(
  text(),
  v.check((value) => value.trim() === "" || PHONE.test(value.trim()), "phoneNumber"),
  v.check((value) => {
    const length = value.trim().length;
    return length === 0 || (length >= INTEREST_LIMITS.phoneMin && length <= INTEREST_LIMITS.phoneMax);
  }, "phoneNumber"),
);

export const InterestMessageSchema = v.pipe(
  text(),
  v.check((value) => value.trim().length <= INTEREST_LIMITS.message, "inputToLong"),
  v.check((value) => !FORBIDDEN_TEXT.test(value), "invalidInput"),
);

/** The form's fields as the visitor typed them; `validateInterestField` checks one on blur. */
export const InterestFormSchema = v.object({
  firstName: InterestNameSchema,
  lastName: InterestNameSchema,
  email: InterestEmailSchema,
  phone: v.optional(InterestPhoneSchema, ""),
  message: v.optional(InterestMessageSchema, ""),
  // Spec section 5: terms must be accepted.
  acceptTerms: v.pipe(v.boolean("acceptTerms"), v.literal(true, "acceptTerms")),
});
export type InterestFormInput = v.InferInput<typeof InterestFormSchema>;
export type InterestFormValues = v.InferOutput<typeof InterestFormSchema>;
export type InterestField = keyof InterestFormInput;

/** The request body: what the form holds plus the stage (and home) it is about. */
export const AnonymousInterestRequestSchema = v.object({
  ...InterestFormSchema.entries,
  stageId: GuidSchema,
  objectId: v.optional(v.nullable(GuidSchema), null),
});
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
  message: InterestMessageSchema,
  acceptTerms: InterestFormSchema.entries.acceptTerms,
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

/** Every field's first error key; empty when the form may be sent. */
export function validateInterestForm(values: InterestFormInput): Partial<Record<InterestField, InterestErrorKey>> {
  const errors: Partial<Record<InterestField, InterestErrorKey>> = {};
  for (const field of Object.keys(FIELD_SCHEMAS) as InterestField[]) {
    // Optional fields may be missing; they are then empty.
    const value = values[field] ?? (field === "phone" || field === "message" ? "" : undefined);
    const error = validateInterestField(field, value);
    if (error) errors[field] = error;
  }
  return errors;
}
