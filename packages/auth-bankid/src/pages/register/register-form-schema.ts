import * as v from "valibot";
import type { RegistrationVerified } from "@housing/api-client";
import { RegisterRequestSchema, USER_COUNTRY_IDS, type RegisterRequest } from "@housing/contracts/account";
import { parsePersonalNumber } from "@housing/contracts/identity";

/*
 * The registration form (spec section 3) checked field by field with the request's own schema
 * (`RegisterRequestSchema`), so the page and the API judge the same things. The form adds only
 * what is not sent: the password typed twice. An e-mail registration has no personal number
 * and needs a password (it logs in with e-mail); a BankID-verified one carries the verified
 * number and its registration token and logs in with BankID.
 */

export type RegisterMode = "email" | "bankid";
type CountryId = (typeof USER_COUNTRY_IDS)[number];

const fields = RegisterRequestSchema.entries;

export function registerFormSchema(mode: RegisterMode) {
  return v.pipe(
    v.object({
      securityNumber: mode === "bankid" ? v.unwrap(fields.securityNumber) : v.string(),
      birthDate: fields.birthDate,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      address: fields.address,
      postalCode: fields.postalCode,
      city: fields.city,
      countryId: fields.countryId,
      phoneNumber: fields.phoneNumber,
      // The form always holds these (empty, unticked); the request may leave them out.
      campaignCode: v.unwrap(fields.campaignCode),
      emailCode: fields.emailCode,
      newsletter: v.unwrap(fields.newsletter),
      preOfferLetter: v.unwrap(fields.preOfferLetter),
      terms: fields.terms,
      password: mode === "email" ? v.unwrap(fields.password) : v.string(),
      passwordRepeat: v.string(),
    }),
    v.forward(
      v.partialCheck(
        [["password"], ["passwordRepeat"]],
        (input) => mode !== "email" || input.password === input.passwordRepeat,
        "passwordNoMatch",
      ),
      ["passwordRepeat"],
    ),
  );
}

/** What the form holds: every field as typed (the boxes as booleans). */
export type RegisterFormValues = v.InferInput<ReturnType<typeof registerFormSchema>>;
/** The form's values once checked. */
export type CheckedRegisterForm = v.InferOutput<ReturnType<typeof registerFormSchema>>;

interface RegisterFormShape {
  securityNumber: string;
  birthDate: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  postalCode: string;
  city: string;
  countryId: CountryId;
  phoneNumber: string;
  campaignCode: string;
  emailCode: string;
  newsletter: boolean;
  preOfferLetter: boolean;
  terms: boolean;
  password: string;
  passwordRepeat: string;
}

export function isCountryId(value: string): value is CountryId {
  return (USER_COUNTRY_IDS as readonly string[]).includes(value);
}

/** The empty form; a BankID-verified person fills the name, number and birth date (read-only). */
export function initialRegisterValues(country: CountryId, verified: RegistrationVerified | null): RegisterFormShape {
  const person = verified?.person;
  const parsed = person ? parsePersonalNumber(country, person.securityNumber) : null;
  return {
    securityNumber: person?.securityNumber ?? "",
    birthDate: parsed?.ok ? parsed.birthDate : "",
    firstName: person?.firstName ?? "",
    lastName: person?.lastName ?? "",
    email: "",
    address: "",
    postalCode: "",
    city: "",
    countryId: country,
    phoneNumber: "",
    campaignCode: "",
    emailCode: "",
    newsletter: false,
    preOfferLetter: false,
    terms: false,
    password: "",
    passwordRepeat: "",
  };
}

/**
 * The request the form's values make: trimmed, empty optional fields left out (spec section 5),
 * the personal number and its token only after BankID, the password only without it.
 */
export function toRegisterRequest(
  values: CheckedRegisterForm,
  context: { siteId: string; verified: RegistrationVerified | null },
): RegisterRequest {
  const campaignCode = values.campaignCode.trim();
  return {
    ...(context.verified
      ? {
          securityNumber: context.verified.person.securityNumber,
          registrationToken: context.verified.registrationToken,
        }
      : { password: values.password }),
    birthDate: values.birthDate.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    countryId: values.countryId,
    phoneNumber: values.phoneNumber.trim(),
    ...(campaignCode ? { campaignCode } : {}),
    emailCode: values.emailCode.trim(),
    newsletter: values.newsletter,
    preOfferLetter: values.preOfferLetter,
    terms: true,
    siteId: context.siteId,
  };
}
