import * as v from "valibot";
import { EmailSchema, FIELD_LIMITS } from "../forms";
import { SiteIdSchema } from "../search/primitives";
import { BrfAccountSchema, UserSchema } from "../user";

/*
 * The account service's login calls (spec sections 3, 4, 7 and 8). Outcomes Ok, Pending,
 * ChooseBoardMember, Cancelled and HasOngoingBusiness come back as 200 data `{ status, ... }`;
 * the others are errors: the API's error body (`ApiErrorBody`) whose `error` is the outcome code
 * and whose `message` a translation key, with the HTTP status of LOGIN_ERROR_HTTP_STATUS.
 */

/** Spec section 3: login outcome codes. */
export const LOGIN_OUTCOME_CODES = [
  "Ok",
  "InvalidInput",
  "InvalidEmailLoginInput",
  "MustLoginWithBankId",
  "SsnNotFound",
  "UserAlreadyExists",
  "InvalidCampaignCode",
  "Pending",
  "Cancelled",
  "MustActivatePid",
  "ChooseBoardMember",
  "NoBoardMember",
  "Error",
  "HasOngoingBusiness",
] as const;
export type LoginOutcomeCode = (typeof LOGIN_OUTCOME_CODES)[number];

/** Spec section 4: these come back as data. */
export const LOGIN_DATA_STATUSES = ["Ok", "Pending", "ChooseBoardMember", "Cancelled", "HasOngoingBusiness"] as const;
export type LoginDataStatus = (typeof LOGIN_DATA_STATUSES)[number];

export type LoginErrorCode = Exclude<LoginOutcomeCode, LoginDataStatus>;

/** The HTTP status each error outcome is sent with (the body's `error` is the code). */
export const LOGIN_ERROR_HTTP_STATUS = {
  InvalidInput: 400,
  InvalidCampaignCode: 400,
  InvalidEmailLoginInput: 401,
  MustLoginWithBankId: 403,
  MustActivatePid: 403,
  NoBoardMember: 403,
  SsnNotFound: 404,
  UserAlreadyExists: 409,
  Error: 422,
} as const satisfies Record<LoginErrorCode, number>;

/** Too many attempts: 429 with `Retry-After` (seconds) and this error code. */
export const TOO_MANY_ATTEMPTS = "TooManyAttempts";

/** Spec section 2: the login screen's tabs and the case forms. */
export const LOGIN_TYPES = ["private", "privateCase", "boardMember", "boardMemberCase"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const LoginTypeSchema = v.picklist(LOGIN_TYPES, "invalidInput");

/** Spec section 3: BankID flows the account service starts (booking has its own calls). */
export const BANKID_FLOWS = ["login", "loginBoardMember", "register", "update"] as const;
export type BankIdFlow = (typeof BANKID_FLOWS)[number];

/**
 * What the login made of the visitor (spec section 4): a board member of an association with
 * technical management, one without (a non-board member who chose the board tab is downgraded to
 * this), or a private customer.
 */
export const LOGIN_ROLES = ["private", "boardMember", "boardMemberWithoutManagement"] as const;
export type LoginRole = (typeof LOGIN_ROLES)[number];

const TokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(4096));
const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** Spec section 5: e-mail required and valid (the shared field rule); the API compares it case-insensitively. */
export const LoginEmailSchema = EmailSchema;

/** Spec section 5: password required (the login form does not hold old passwords to the minimum). */
export const LoginPasswordSchema = v.pipe(
  v.string("required"),
  v.minLength(1, "required"),
  v.maxLength(FIELD_LIMITS.passwordMax, "maxLength"),
);

export const EmailLoginRequestSchema = v.object({
  email: LoginEmailSchema,
  password: LoginPasswordSchema,
  siteId: SiteIdSchema,
  /** The login screen's tab; private unless given. */
  loginType: v.optional(LoginTypeSchema, "private"),
});
export type EmailLoginRequest = v.InferInput<typeof EmailLoginRequestSchema>;

/** A login that is done: the token (60 minutes, spec section 9) and the user. */
export const LoginOkSchema = v.object({
  status: v.literal("Ok"),
  token: TokenSchema,
  expiresAt: TimestampSchema,
  loginType: LoginTypeSchema,
  role: v.picklist(LOGIN_ROLES),
  user: UserSchema,
});
export type LoginOk = v.InferOutput<typeof LoginOkSchema>;

/** BankID still waiting: the hint code and the QR string to draw now (it changes every second). */
export const LoginPendingSchema = v.object({
  status: v.literal("Pending"),
  hintCode: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  qrCode: v.pipe(v.string(), v.maxLength(500)),
});

/** A board member of several associations picks one with the selection token (5 minutes). */
export const ChooseBoardMemberSchema = v.object({
  status: v.literal("ChooseBoardMember"),
  associations: v.array(BrfAccountSchema),
  selectionToken: TokenSchema,
  expiresAt: TimestampSchema,
});

export const LoginCancelledSchema = v.object({ status: v.literal("Cancelled") });
export const HasOngoingBusinessSchema = v.object({ status: v.literal("HasOngoingBusiness") });

/**
 * A finished BankID register flow: the verified person, to fill the registration form, and the
 * token that proves it to `POST /account_service/register` (15 minutes).
 */
export const RegistrationVerifiedSchema = v.object({
  status: v.literal("Ok"),
  registrationToken: TokenSchema,
  expiresAt: TimestampSchema,
  person: v.object({ securityNumber: v.string(), firstName: v.string(), lastName: v.string() }),
});

export const LoginResponseSchema = v.union([
  LoginOkSchema,
  LoginPendingSchema,
  ChooseBoardMemberSchema,
  LoginCancelledSchema,
  HasOngoingBusinessSchema,
  RegistrationVerifiedSchema,
]);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const RefreshTokenResponseSchema = v.object({ token: TokenSchema, expiresAt: TimestampSchema });
export type RefreshTokenResponse = v.InferOutput<typeof RefreshTokenResponseSchema>;

export const LogoutResponseSchema = v.object({ status: v.literal("LoggedOut") });
export type LogoutResponse = v.InferOutput<typeof LogoutResponseSchema>;

export const BankIdStartRequestSchema = v.object({
  flow: v.picklist(BANKID_FLOWS, "invalidInput"),
  loginType: v.optional(LoginTypeSchema, "private"),
  siteId: SiteIdSchema,
});
export type BankIdStartRequest = v.InferInput<typeof BankIdStartRequestSchema>;

export const BankIdStartResponseSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/)),
  autoStartToken: v.pipe(v.string(), v.maxLength(200)),
  /** The same-device link when it is not the BankID app's own `bankid:///` (locally: the simulator's phone page). */
  autoStartUrl: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

/** The browser's BankID session id: 128 random bits as 32 lowercase hex digits. */
export const BankIdSessionParamsSchema = v.object({
  sessionId: v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, "Must be a BankID session id")),
});

export const AssociationParamsSchema = v.object({
  associationId: v.pipe(v.string(), v.uuid("Must be a GUID")),
});

/**
 * Norway and Finland (spec section 7: `login/{provider}/start` with returnUrl): an OpenID Connect
 * login at the e-ID broker. `returnUrl` is the site's electronic-ID return page, where the broker
 * sends the visitor back; the answer is the address to send the visitor to.
 */
export const EidentStartRequestSchema = v.object({
  flow: v.picklist(["login", "loginBoardMember"] as const, "invalidInput"),
  loginType: v.optional(LoginTypeSchema, "private"),
  siteId: SiteIdSchema,
  returnUrl: v.pipe(v.string(), v.maxLength(500), v.url("invalidInput")),
});
export type EidentStartRequest = v.InferInput<typeof EidentStartRequestSchema>;

export const EidentStartResponseSchema = v.object({ authorizationUrl: v.pipe(v.string(), v.url()) });

/**
 * Spec section 7's `update/{provider}/start` for e-ident (bearer): a logged-in user adds bank-ID
 * login to the account (Norway: the add-bank-ID modal, spec section 2) or refreshes the name the
 * e-ID holds. `returnUrl` is the site's electronic-ID return page, as for a login.
 */
export const EidentUpdateStartRequestSchema = v.object({
  siteId: SiteIdSchema,
  returnUrl: v.pipe(v.string(), v.maxLength(500), v.url("invalidInput")),
});
export type EidentUpdateStartRequest = v.InferInput<typeof EidentUpdateStartRequestSchema>;

/**
 * Spec section 7's `register/{provider}/start` for e-ident: the create-account page's way to the
 * e-ID broker in Norway and Finland. The same fields as the update's start (the site and its
 * electronic-ID return page); its status call answers the verified person and a registration token.
 */
export const EidentRegisterStartRequestSchema = EidentUpdateStartRequestSchema;
export type EidentRegisterStartRequest = v.InferInput<typeof EidentRegisterStartRequestSchema>;

/** `register/{provider}/status`: the verified person with the registration token, or Cancelled. */
export const EidentRegisterStatusResponseSchema = v.union([RegistrationVerifiedSchema, LoginCancelledSchema]);

/**
 * Spec section 7's `login/{provider}/status` with the code: what the broker sent back to the return
 * page (`code`, `state` and `iss`, or `error` when the person cancelled).
 */
const CallbackValue = v.optional(v.pipe(v.string(), v.maxLength(2000)));
export const EidentStatusRequestSchema = v.object({
  state: v.pipe(v.string(), v.minLength(1, "required"), v.maxLength(200)),
  code: CallbackValue,
  iss: CallbackValue,
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type EidentStatusRequest = v.InferInput<typeof EidentStatusRequestSchema>;

/** Whatever happened, the same answer (forgot password, e-mail code, change e-mail). */
export const AcceptedResponseSchema = v.object({ status: v.literal("Ok") });

/**
 * The developer-only BankID form (local, dev and test only; the API has no such route in preprod
 * or production): approve a started order on the simulator's test phone as one of its identities.
 */
export const DevBankIdApproveRequestSchema = v.object({
  autoStartToken: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  personalNumber: v.pipe(v.string(), v.regex(/^\d{12}$/, "pnrFormat")),
});
export type DevBankIdApproveRequest = v.InferInput<typeof DevBankIdApproveRequestSchema>;

export const DevBankIdIdentitiesResponseSchema = v.object({
  identities: v.array(v.object({ personalNumber: v.string(), givenName: v.string(), surname: v.string() })),
});
export type DevBankIdIdentities = v.InferOutput<typeof DevBankIdIdentitiesResponseSchema>;
