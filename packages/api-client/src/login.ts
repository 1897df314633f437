import * as v from "valibot";
import type { KyInstance } from "ky";
import { call } from "./client";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * The account service's login calls (spec section 7 "Account"), made through the session bridge
 * (useSessionHttp): the bridge turns an answer's login token into the httpOnly cookie and hands
 * the page `expiresAt` instead. Statuses that are data (spec section 3: Ok, Pending,
 * ChooseBoardMember, Cancelled, HasOngoingBusiness) arrive here; the others are ApiErrors whose
 * body `code` is the status (InvalidEmailLoginInput, MustActivatePid, NoBoardMember, ...).
 */

export const LOGIN_FLOWS = ["login", "loginBoardMember", "register", "update"] as const;
export const LOGIN_TYPES = ["private", "privateCase", "boardMember", "boardMemberCase"] as const;
export type LoginFlow = (typeof LOGIN_FLOWS)[number];
export type LoginType = (typeof LOGIN_TYPES)[number];

const AssociationSchema = v.object({
  id: v.string(),
  name: v.string(),
  activeFinancialManagement: v.optional(v.boolean(), false),
});
export type LoginAssociation = v.InferOutput<typeof AssociationSchema>;

export const LoginResultSchema = v.variant("status", [
  v.looseObject({ status: v.literal("Ok"), expiresAt: v.optional(v.string()) }),
  v.looseObject({
    status: v.literal("Pending"),
    hintCode: v.nullish(v.string()),
    qrCode: v.nullish(v.string()),
  }),
  v.looseObject({ status: v.literal("ChooseBoardMember"), associations: v.array(AssociationSchema) }),
  v.looseObject({ status: v.literal("Cancelled"), hintCode: v.nullish(v.string()) }),
  v.looseObject({ status: v.literal("HasOngoingBusiness") }),
]);
export type LoginResult = v.InferOutput<typeof LoginResultSchema>;

const BankIdStartSchema = v.object({
  sessionId: v.string(),
  autoStartToken: v.string(),
  /** Where the same-device link points (the BankID app, or the local simulator's phone page). */
  autoStartUrl: v.nullish(v.string()),
});
export type BankIdStart = v.InferOutput<typeof BankIdStartSchema>;

export function startBankIdLogin(
  http: KyInstance,
  body: { flow: LoginFlow; loginType: LoginType; siteId: string },
  options?: CallOptions,
): Promise<BankIdStart> {
  return postJson(http, "account_service/login/bank_id/start", body, BankIdStartSchema, options);
}

/** Polled every second (spec section 9): Pending carries the current QR code, redrawn each time. */
export function getBankIdLoginStatus(http: KyInstance, sessionId: string, options?: CallOptions): Promise<LoginResult> {
  return getJson(http, `account_service/login/bank_id/status/${segment(sessionId)}`, LoginResultSchema, options);
}

export async function cancelBankIdLogin(http: KyInstance, sessionId: string): Promise<void> {
  await call(() => http.post(`account_service/login/bank_id/cancel/${segment(sessionId)}`));
}

/** The board member's choice of association (spec section 7: the select call with its explicit token). */
export function selectBoardMemberAssociation(
  http: KyInstance,
  associationId: string,
  options?: CallOptions,
): Promise<LoginResult> {
  return getJson(
    http,
    `account_service/login/bank_id/status/board_member/select/${segment(associationId)}`,
    LoginResultSchema,
    options,
  );
}

export function loginWithEmail(
  http: KyInstance,
  /** `loginType`: the board types answer MustLoginWithBankId, privateCase MustActivatePid without a national identity number. */
  body: { email: string; password: string; siteId: string; loginType?: LoginType },
  options?: CallOptions,
): Promise<LoginResult> {
  return postJson(http, "account_service/login/email", body, LoginResultSchema, options);
}

/** Always the same answer whether the e-mail has an account or not. */
export async function requestPasswordReset(http: KyInstance, body: { email: string; siteId: string }): Promise<void> {
  await call(() => http.post("user_system/forgotpassword", { json: body }));
}

/** Ends the session on the API (the refresh is revoked) and, through the bridge, removes the cookies. */
export async function logout(http: KyInstance): Promise<void> {
  await call(() => http.post("account_service/logout"));
}

const EidentStartSchema = v.object({ authorizationUrl: v.pipe(v.string(), v.url()) });

/**
 * Norway and Finland (spec section 7: `login/{provider}/start`): the API starts an OpenID Connect
 * login at the e-ID broker and answers the address to send the visitor to; state, nonce and
 * the PKCE verifier stay on the server.
 */
export function startEidentLogin(
  http: KyInstance,
  body: { flow: LoginFlow; loginType: LoginType; siteId: string; returnUrl: string },
  options?: CallOptions,
): Promise<v.InferOutput<typeof EidentStartSchema>> {
  return postJson(http, "account_service/login/eident/start", body, EidentStartSchema, options);
}

/** Back from the broker (the electronic-ID return page): the code and state it brought, checked by the API. */
export function finishEidentLogin(
  http: KyInstance,
  body: { code?: string; state?: string; iss?: string; error?: string },
  options?: CallOptions,
): Promise<LoginResult> {
  return postJson(http, "account_service/login/eident/status", body, LoginResultSchema, options);
}

const RefreshSchema = v.looseObject({ expiresAt: v.optional(v.string()) });

/**
 * GET account_service/login/refresh_token (spec sections 4 and 9): a new token for the same
 * session, asked for when under 30 minutes are left. Through the bridge, which sets the new
 * cookies (and removes them when the API refuses: the token is then gone, spec section 8).
 */
export function refreshLoginToken(http: KyInstance, options?: CallOptions): Promise<{ expiresAt?: string }> {
  return getJson(http, "account_service/login/refresh_token", RefreshSchema, options);
}

const DevIdentitiesSchema = v.object({
  identities: v.array(v.object({ personalNumber: v.string(), givenName: v.string(), surname: v.string() })),
});
export type DevBankIdIdentity = v.InferOutput<typeof DevIdentitiesSchema>["identities"][number];

/**
 * The developer-only BankID form (local, dev and test): the simulator's demo identities. The API
 * has no such route in preprod or production, so this rejects there (404) and the form stays hidden.
 */
export async function getDevBankIdIdentities(http: KyInstance, options?: CallOptions): Promise<DevBankIdIdentity[]> {
  return (await getJson(http, "_dev/bankid/identities", DevIdentitiesSchema, options)).identities;
}

/** Approves a started BankID order on the simulator's phone as one of its identities (developer-only form). */
export async function approveDevBankId(
  http: KyInstance,
  body: { autoStartToken: string; personalNumber: string },
): Promise<void> {
  await call(() => http.post("_dev/bankid/approve", { json: body }));
}

/**
 * Spec section 7's `update/{provider}/start` for e-ident (logged in): adding bank-ID login to the
 * account (Norway's add-bank-ID modal). The broker sends the visitor back to the electronic-ID
 * return page, which finishes it with `finishEidentUpdate`.
 */
export function startEidentUpdate(
  http: KyInstance,
  body: { siteId: string; returnUrl: string },
  options?: CallOptions,
): Promise<v.InferOutput<typeof EidentStartSchema>> {
  return postJson(http, "account_service/update/eident/start", body, EidentStartSchema, options);
}

/** The update's return: Ok (a new session; the bridge sets its cookies) or Cancelled; the rest are ApiErrors. */
export function finishEidentUpdate(
  http: KyInstance,
  body: { code?: string; state?: string; iss?: string; error?: string },
  options?: CallOptions,
): Promise<LoginResult> {
  return postJson(http, "account_service/update/eident/status", body, LoginResultSchema, options);
}

/**
 * Spec section 7's `register/{provider}/start` for e-ident: the Norwegian and Finnish create-account
 * pages' way to the e-ID broker. The broker sends the visitor back to the electronic-ID return
 * page, which finishes it with `finishEidentRegister`.
 */
export function startEidentRegister(
  http: KyInstance,
  body: { siteId: string; returnUrl: string },
  options?: CallOptions,
): Promise<v.InferOutput<typeof EidentStartSchema>> {
  return postJson(http, "account_service/register/eident/start", body, EidentStartSchema, options);
}

/**
 * The registration's return: Ok with the verified person and the registration token (see
 * `registrationVerifiedOf`) or Cancelled; UserAlreadyExists and the rest are ApiErrors.
 */
export function finishEidentRegister(
  http: KyInstance,
  body: { code?: string; state?: string; iss?: string; error?: string },
  options?: CallOptions,
): Promise<LoginResult> {
  return postJson(http, "account_service/register/eident/status", body, LoginResultSchema, options);
}
