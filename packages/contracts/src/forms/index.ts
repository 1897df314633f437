import * as v from "valibot";
import { type IdentityCountry, parsePersonalNumber } from "../identity";

/*
 * The field rules of spec section 5, once, for every form and the request that carries it
 * (interest, registration, login, password, settings, fault reports). Issue messages are the
 * spec's error keys; each form translates them. Rules look at the trimmed text (leading and
 * trailing spaces are not the visitor's input) and the API stores it trimmed. No `v.trim()`
 * action: the OpenAPI document is generated from these schemas and a transformation has no JSON
 * Schema form.
 */

/** Spec section 9: text limits 50, 250, 500, 5000; phone 7-20; password at least 6. */
export const FIELD_LIMITS = {
  name: 50,
  email: 250,
  address: 250,
  city: 50,
  postalCode: 50,
  message: 500,
  description: 5000,
  phoneMin: 7,
  phoneMax: 20,
  passwordMin: 6,
  /** Not in the spec: a bound on what a hash function is asked to read. */
  passwordMax: 200,
  code: 20,
} as const;

/** The spec's error keys these rules raise (section 5), plus `acceptTerms` for the terms box. */
export const FIELD_ERROR_KEYS = [
  "required",
  "invalidInput",
  "inputToLong",
  "email",
  "phoneNumber",
  "phoneWithCountryCode",
  "numeric",
  "minLength",
  "maxLength",
  "pnrFormat",
  "pnrControl",
  "invalidBirthDate",
  "acceptTerms",
  "passwordNoMatch",
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

// Spec section 5: names may not contain '//', 'www.', '<', '>', '@', '?', '=' or digits.
const FORBIDDEN_NAME = /\/\/|www\.|[<>@?=]|\d/i;
// Generic text: no forbidden fragments (markup and links), digits allowed.
const FORBIDDEN_TEXT = /\/\/|www\.|[<>]/i;
// Spec section 5: digits, hyphen, plus and whitespace, 7-20 characters.
const PHONE = /^[\d\s+-]+$/;
// Spec section 5: with country code, a plus and 8-15 digits.
const PHONE_WITH_COUNTRY_CODE = /^\+\d{8,15}$/;
// Spec section 5: a postal code holds digits and spaces only (so no forbidden fragment fits in).
const POSTAL_CODE = /^[\d\s]*$/;
// A practical address check: one @, something before it, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const text = () => v.string("required");
const filled = v.check((value: string) => value.trim() !== "", "required");
const atMost = (limit: number) => v.check((value: string) => value.trim().length <= limit, "inputToLong");

/** First or last name: required, at most 50, no links, markup, '@', '?', '=' or digits. */
export const PersonNameSchema = v.pipe(
  text(),
  filled,
  atMost(FIELD_LIMITS.name),
  v.check((value) => !FORBIDDEN_NAME.test(value), "invalidInput"),
);

/** E-mail: required and a valid address. */
export const EmailSchema = v.pipe(
  text(),
  filled,
  atMost(FIELD_LIMITS.email),
  v.check((value) => EMAIL.test(value.trim()), "email"),
);

/** An e-mail that may be left empty (the board e-mail of spec section 5). */
export const OptionalEmailSchema = v.pipe(
  text(),
  atMost(FIELD_LIMITS.email),
  v.check((value) => value.trim() === "" || EMAIL.test(value.trim()), "email"),
);

/** Phone: required, 7-20 characters of digits, spaces, hyphen and plus. */
export const PhoneSchema = v.pipe(
  text(),
  filled,
  v.check((value) => PHONE.test(value.trim()), "phoneNumber"),
  v.check((value) => {
    const length = value.trim().length;
    return length >= FIELD_LIMITS.phoneMin && length <= FIELD_LIMITS.phoneMax;
  }, "phoneNumber"),
);

/** Phone with country code: a plus and 8-15 digits (spaces and hyphens between are ignored). */
export const PhoneWithCountryCodeSchema = v.pipe(
  text(),
  filled,
  v.check((value) => PHONE_WITH_COUNTRY_CODE.test(value.replace(/[\s-]/g, "")), "phoneWithCountryCode"),
);

/** Postal code when given: at most 50 characters of digits and spaces. */
export const PostalCodeSchema = v.pipe(
  text(),
  atMost(FIELD_LIMITS.postalCode),
  v.check((value) => POSTAL_CODE.test(value.trim()), "numeric"),
);

/** A postal code that must be filled in (registration, case forms). */
export const RequiredPostalCodeSchema = v.pipe(PostalCodeSchema, filled);

/** Free text of a given limit: no links or markup. Required unless `optional`. */
export function textSchema(limit: number, options: { optional?: boolean } = {}) {
  return v.pipe(
    text(),
    v.check((value) => options.optional === true || value.trim() !== "", "required"),
    atMost(limit),
    v.check((value) => !FORBIDDEN_TEXT.test(value), "invalidInput"),
  );
}

/** Address and city: required generic text. */
export const AddressSchema = textSchema(FIELD_LIMITS.address);
export const CitySchema = textSchema(FIELD_LIMITS.city);

/** Password: required, at least 6 characters (not trimmed: spaces may be part of it). */
export const PasswordSchema = v.pipe(
  v.string("required"),
  v.minLength(1, "required"),
  v.minLength(FIELD_LIMITS.passwordMin, "minLength"),
  v.maxLength(FIELD_LIMITS.passwordMax, "maxLength"),
);

/** Terms must be accepted. */
export const AcceptTermsSchema = v.pipe(v.boolean("acceptTerms"), v.literal(true, "acceptTerms"));

/**
 * A birth date as typed: yyyy-MM-dd, or eight digits read as day, month, year (ddMMyyyy, with
 * optional dots or hyphens between, the Norwegian habit); it must be a real date, not in the future.
 */
export function parseBirthDate(input: string, today: Date = new Date()): string | null {
  const value = input.trim();
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const dmy = /^(\d{2})[.-]?(\d{2})[.-]?(\d{4})$/.exec(value);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) parts = [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])];
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1890 || date.getTime() > today.getTime()) return null;
  return date.toISOString().slice(0, 10);
}

export const BirthDateSchema = v.pipe(
  text(),
  filled,
  v.check((value) => parseBirthDate(value) !== null, "invalidBirthDate"),
);

function failureOf(country: IdentityCountry, value: string) {
  const result = parsePersonalNumber(country, value);
  return result.ok ? null : result.error;
}

/** The national identity number of the site's country (spec section 5: pnrFormat, pnrControl). */
export function personalNumberSchema(country: IdentityCountry) {
  return v.pipe(
    text(),
    filled,
    v.check((value) => value.trim().length <= 20, "pnrFormat"),
    v.check((value) => failureOf(country, value) !== "pnrFormat", "pnrFormat"),
    v.check((value) => failureOf(country, value) !== "pnrControl", "pnrControl"),
  );
}

/** A personal number of any of the three countries (the API checks it against the site's country). */
export const AnyPersonalNumberSchema = v.pipe(
  text(),
  filled,
  v.check((value) => value.trim().length <= 20, "pnrFormat"),
);

export function isFieldErrorKey(message: string): message is FieldErrorKey {
  return (FIELD_ERROR_KEYS as readonly string[]).includes(message);
}

/** Every field's first error key of a form schema (empty when the form may be sent). */
export function fieldErrors<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const result = v.safeParse(schema, values);
  if (result.success) return errors;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
