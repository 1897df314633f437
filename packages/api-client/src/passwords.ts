import {
  AcceptedResponseSchema,
  ChangeEmailResponseSchema,
  type ChangeEmailResponse,
  type SetPasswordRequest,
  type TriggerChangeEmailRequest,
  type UpdatePasswordRequest,
} from "@housing/contracts/account";
import type { KyInstance } from "ky";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * The user-system calls of spec section 7 that follow a forgotten password or change the
 * account's password or e-mail (the API serves them under /user_system). Made through the session
 * bridge (useSessionHttp): the personal ones need the login token it adds. The forgotten-password
 * request itself is `requestPasswordReset` (login.ts). Failures are ApiErrors whose field errors
 * name what went wrong: `body.token: tokenInvalid` (unknown, used or expired link),
 * `body.oldPassword: wrongPassword | required | passwordNotSet`, `body.email: emailInUse`,
 * `params.token: tokenInvalid | emailInUse`; too many attempts answer 429 with `retryAfter`.
 */

export type PasswordCallAnswer = { status: "Ok" };

/** POST /user_system/setpassword: the new password with the token of the mailed reset link (single use, one hour). */
export function setPasswordWithToken(
  http: KyInstance,
  body: SetPasswordRequest,
  options?: CallOptions,
): Promise<PasswordCallAnswer> {
  return postJson(http, "user_system/setpassword", body, AcceptedResponseSchema, options);
}

/**
 * POST /user_system/updatepassword (logged in): the old password and the new one. An account
 * without a password (`User.hasPassword` false) leaves `oldPassword` out.
 */
export function changePassword(
  http: KyInstance,
  body: UpdatePasswordRequest,
  options?: CallOptions,
): Promise<PasswordCallAnswer> {
  return postJson(http, "user_system/updatepassword", body, AcceptedResponseSchema, options);
}

/** POST /user_system/triggerchangeemail (logged in): mails a confirmation link to the new address. */
export function requestEmailChange(
  http: KyInstance,
  body: TriggerChangeEmailRequest,
  options?: CallOptions,
): Promise<PasswordCallAnswer> {
  return postJson(http, "user_system/triggerchangeemail", body, AcceptedResponseSchema, options);
}

/**
 * GET /user_system/changeemail/{token}: confirms the change with the mailed link's token (single
 * use, 24 hours); answers the account's new address (when the back end tells it).
 */
export function confirmEmailChange(
  http: KyInstance,
  token: string,
  options?: CallOptions,
): Promise<ChangeEmailResponse> {
  return getJson(http, `user_system/changeemail/${segment(token)}`, ChangeEmailResponseSchema, options);
}
