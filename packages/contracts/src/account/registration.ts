import * as v from "valibot";
import {
  AcceptTermsSchema,
  AddressSchema,
  AnyPersonalNumberSchema,
  BirthDateSchema,
  CitySchema,
  EmailSchema,
  FIELD_LIMITS,
  PasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  RequiredPostalCodeSchema,
} from "../forms";
import { SiteIdSchema } from "../search/primitives";

/*
 * Registration, profile update, VIP membership and consent (spec sections 3, 5 and 7). The
 * registration form's fields are the shared field rules of ../forms, so the form and the API
 * check the same things; the API adds what needs the database (e-mail code, campaign code,
 * existing accounts) and the personal number of the site's country.
 */

export const USER_COUNTRY_IDS = ["se", "no", "fi"] as const;

/** The e-mail verification code: six digits, mailed by POST /account_service/register/email_code. */
export const EmailCodeSchema = v.pipe(v.string("required"), v.regex(/^\d{6}$/, "emailVerificationCodeWrong"));

/** A campaign code as typed (empty: none). */
export const CampaignCodeSchema = v.pipe(
  v.string("invalidInput"),
  v.maxLength(FIELD_LIMITS.code, "inputToLong"),
  v.regex(/^[\w -]*$/, "invalidInput"),
);

/** Spec section 3's registration form, plus the site, an optional password and BankID's registration token. */
export const RegisterRequestSchema = v.object({
  /** Left out for an e-mail-only account; with it, the registration token of a BankID register flow. */
  securityNumber: v.optional(AnyPersonalNumberSchema),
  birthDate: BirthDateSchema,
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  address: AddressSchema,
  postalCode: RequiredPostalCodeSchema,
  city: CitySchema,
  countryId: v.picklist(USER_COUNTRY_IDS, "invalidInput"),
  phoneNumber: PhoneSchema,
  campaignCode: v.optional(CampaignCodeSchema, ""),
  emailCode: EmailCodeSchema,
  newsletter: v.optional(v.boolean("invalidInput"), false),
  preOfferLetter: v.optional(v.boolean("invalidInput"), false),
  terms: AcceptTermsSchema,
  /** For e-mail login; an account without one logs in with BankID or e-ident. */
  password: v.optional(PasswordSchema),
  siteId: SiteIdSchema,
  /** The `registrationToken` of a finished BankID register flow (proves the personal number). */
  registrationToken: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(4096))),
});
export type RegisterRequest = v.InferInput<typeof RegisterRequestSchema>;

export const EmailCodeRequestSchema = v.object({ email: EmailSchema, siteId: SiteIdSchema });
export type EmailCodeRequest = v.InferInput<typeof EmailCodeRequestSchema>;

/** POST /account_service/update: the user's own fields (e-mail changes go through triggerchangeemail). */
export const UpdateUserRequestSchema = v.object({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  phoneNumber: PhoneSchema,
  address: AddressSchema,
  postalCode: RequiredPostalCodeSchema,
  city: CitySchema,
  birthDate: v.optional(BirthDateSchema),
  newsletter: v.optional(v.boolean("invalidInput"), false),
  preOfferLetter: v.optional(v.boolean("invalidInput"), false),
});
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequestSchema>;

export const VipMembershipRequestSchema = v.object({
  siteId: SiteIdSchema,
  campaignCode: v.pipe(CampaignCodeSchema, v.minLength(1, "required")),
});
export type VipMembershipRequest = v.InferInput<typeof VipMembershipRequestSchema>;

/** POST /account_service/consent: the consent gate of spec section 2 for one site. */
export const ConsentRequestSchema = v.object({ siteId: SiteIdSchema });
export type ConsentRequest = v.InferInput<typeof ConsentRequestSchema>;
