import { UserSchema } from "@housing/contracts";
import {
  ConsentRequestSchema,
  EmailCodeRequestSchema,
  RegisterRequestSchema,
  UpdateUserRequestSchema,
  VipMembershipRequestSchema,
  AcceptedResponseSchema,
  EidentRegisterStartRequestSchema,
  EidentRegisterStatusResponseSchema,
  EidentStartResponseSchema,
  EidentStatusRequestSchema,
  LoginOkSchema,
} from "@housing/contracts/account";
import { ProfilePatchSchema } from "@housing/contracts/my-pages";
import { sites } from "@housing/site-config";
import type { OperationSpec } from "../../core/openapi/operation";
import { BEARER, ERRORS, TOKEN_EXAMPLE, USER_EXAMPLE } from "./openapi-shared";

/** Registration, the profile, the VIP upgrade and consent (spec sections 3, 4 and 7). */
export const accountRegistrationOperations: OperationSpec[] = [
  {
    method: "post",
    path: "/account_service/register/email_code",
    operationId: "sendRegistrationEmailCode",
    tag: "Account",
    summary: "Mails the registration's e-mail verification code",
    description:
      "A six-digit code valid 15 minutes, for the registration form's `emailCode`. The same answer for any address; " +
      "limited per address and IP (429 with Retry-After).",
    body: { schema: EmailCodeRequestSchema, example: { email: "sara.nystrom@example.com", siteId: sites.se.siteId } },
    responses: { 200: { description: "Mailed.", schema: AcceptedResponseSchema, example: { status: "Ok" } } },
  },
  {
    method: "post",
    path: "/account_service/register/eident/start",
    operationId: "startEidentRegister",
    tag: "Account",
    summary: "Starts a registration with e-ident at the e-ID broker (Norwegian BankID, Finnish bank ID)",
    description:
      "For the Norwegian and Finnish create-account pages: answers the broker's authorization URL to send the visitor " +
      "to. `returnUrl` must be the site's electronic-ID return page; state, nonce and the PKCE verifier stay on the " +
      "server, and the state is finished only by `register/eident/status`. 503 when the broker is not configured or " +
      "does not answer.",
    body: {
      schema: EidentRegisterStartRequestSchema,
      example: { siteId: sites.fi.siteId, returnUrl: "http://localhost:3004/kirjaudu-sisaan/e-id/" },
    },
    responses: {
      200: {
        description: "Where to send the visitor.",
        schema: EidentStartResponseSchema,
        example: { authorizationUrl: "http://127.0.0.1:4303/auth/open/connect/authorize?client_id=housing-local" },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/register/eident/status",
    operationId: "finishEidentRegister",
    tag: "Account",
    summary: "Finishes a registration with e-ident with what the broker sent back",
    description:
      "The return page's `code`, `state` and `iss` (or `error`), checked like a login's. Ok with the verified person " +
      "(national identity number and names, for the form, read-only) and a 15-minute `registrationToken` for " +
      "POST /account_service/register, or Cancelled. UserAlreadyExists (409) when the person has an account, Error " +
      "(422) `personDeceased`. 404 for an unknown, used or stale state, or one a login or update started. " +
      ERRORS,
    body: {
      schema: EidentStatusRequestSchema,
      example: {
        state: "3q2-Ux1ZkQ",
        code: "n0esc3NRze7LTCu7iYzS6a5acc3f0ogp4",
        iss: "http://127.0.0.1:4303/auth/open",
      },
    },
    responses: {
      200: {
        description: "The verified person, or Cancelled.",
        schema: EidentRegisterStatusResponseSchema,
        example: {
          status: "Ok",
          registrationToken: TOKEN_EXAMPLE,
          expiresAt: "2026-01-01T12:15:00.000Z",
          person: { securityNumber: "240688-1230", firstName: "Aino", lastName: "Korhonen" },
        },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/register",
    operationId: "register",
    tag: "Account",
    summary: "Creates an account and logs it in",
    description:
      "The registration form of spec section 3 (the shared field rules). `emailCode` must be the newest mailed code " +
      "(400 `body.emailCode: emailVerificationCodeWrong`). A `securityNumber` needs the `registrationToken` of a BankID or e-ident " +
      "register flow (else MustLoginWithBankId) and must be valid for the site's country (pnrFormat, pnrControl); an " +
      "existing account answers UserAlreadyExists (409), a deceased person Error `personDeceased`. A campaign code must be " +
      "active on the site (InvalidCampaignCode). Accepting the terms records the site's consent. " +
      ERRORS,
    body: {
      schema: RegisterRequestSchema,
      example: {
        birthDate: "2001-09-09",
        firstName: "Sara",
        lastName: "Nyström",
        email: "sara.nystrom@example.com",
        address: "Storgatan 1",
        postalCode: "113 51",
        city: "Stockholm",
        countryId: "se",
        phoneNumber: "070-123 45 67",
        campaignCode: "",
        emailCode: "123456",
        newsletter: false,
        preOfferLetter: false,
        terms: true,
        password: "Demo-1234",
        siteId: sites.se.siteId,
      },
    },
    responses: {
      200: {
        description: "Registered and logged in.",
        schema: LoginOkSchema,
        example: {
          status: "Ok",
          token: TOKEN_EXAMPLE,
          expiresAt: "2026-01-01T12:00:00.000Z",
          loginType: "private",
          role: "private",
          user: USER_EXAMPLE,
        },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/update",
    operationId: "updateUser",
    requiresUser: true,
    tag: "Account",
    summary: "Updates the logged-in user's fields",
    description: `${BEARER} Names, phone, address, postal code, city, birth date, newsletter and pre-offer letter; a deceased person is refused (Error \`personDeceased\`). Answers the user.`,
    body: {
      schema: UpdateUserRequestSchema,
      example: {
        firstName: "Anna",
        lastName: "Andersson",
        phoneNumber: "070-123 45 67",
        address: "Storgatan 2",
        postalCode: "113 51",
        city: "Stockholm",
        newsletter: true,
        preOfferLetter: false,
      },
    },
    responses: { 200: { description: "The updated user.", schema: UserSchema, example: USER_EXAMPLE } },
  },
  {
    method: "patch",
    path: "/account_service/profile",
    operationId: "patchProfile",
    requiresUser: true,
    tag: "Account",
    summary: "Changes the logged-in user's e-mail, phone number or newsletter choice",
    description: `${BEARER} Only the fields given change (the settings page). An e-mail another account has: 400 \`body.email: emailInUse\`; a deceased person is refused (Error \`personDeceased\`). Answers the user.`,
    body: {
      schema: ProfilePatchSchema,
      example: { email: "anna.new@example.com", phoneNumber: "070-123 45 67", newsletter: true },
    },
    responses: { 200: { description: "The updated user.", schema: UserSchema, example: USER_EXAMPLE } },
  },
  {
    method: "post",
    path: "/account_service/update/vipmembership",
    operationId: "addVipMembership",
    requiresUser: true,
    tag: "Account",
    summary: "VIP on a site by campaign code",
    description: `${BEARER} The code must be active on the site (InvalidCampaignCode, 400); sites without VIP (Finland, the English sub-site, the contractor site) answer 400 \`body.siteId: vipNotAvailable\`. Answers the user.`,
    body: { schema: VipMembershipRequestSchema, example: { siteId: sites.se.siteId, campaignCode: "VIP2026" } },
    responses: {
      200: {
        description: "The user, now VIP on the site.",
        schema: UserSchema,
        example: { ...USER_EXAMPLE, isVip: true },
      },
    },
  },
  {
    method: "post",
    path: "/account_service/consent",
    operationId: "addConsent",
    requiresUser: true,
    tag: "Account",
    summary: "The logged-in user consents to a site",
    description: `${BEARER} The consent gate of spec section 2 (idempotent). Answers the user with the site in \`consents\`.`,
    body: { schema: ConsentRequestSchema, example: { siteId: sites.se.siteId } },
    responses: { 200: { description: "The user.", schema: UserSchema, example: USER_EXAMPLE } },
  },
];
