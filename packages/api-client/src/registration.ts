import * as v from "valibot";
import type { KyInstance } from "ky";
import { UserSchema, type User } from "@housing/contracts";
import type { EmailCodeRequest, RegisterRequest, VipMembershipRequest } from "@housing/contracts/account";
import type { LoginResult } from "./login";
import { postJson, type CallOptions } from "./request";

/*
 * Registration and VIP (spec section 7 "Account": register, register's e-mail code,
 * update/vipmembership), made through the session bridge (useSessionHttp): a registration
 * answers the login of the new account, whose token the bridge keeps as the session cookie.
 * BankID's register flow is the login's BankID order with `flow: "register"`; its finished
 * order answers RegistrationVerified (see `registrationVerifiedOf`), and so does the e-ident
 * register flow of Norway and Finland (`finishEidentRegister`).
 */

const StatusOkSchema = v.looseObject({ status: v.literal("Ok") });

/** POST /account_service/register/email_code: mails a six-digit code (15 minutes) to the address. */
export async function sendRegistrationEmailCode(
  http: KyInstance,
  body: EmailCodeRequest,
  options?: CallOptions,
): Promise<void> {
  await postJson(http, "account_service/register/email_code", body, StatusOkSchema, options);
}

/** A registration's answer through the bridge: the new account is logged in (the token became a cookie). */
export const RegisteredSchema = v.looseObject({
  status: v.literal("Ok"),
  expiresAt: v.optional(v.string()),
  user: UserSchema,
});
export type Registered = v.InferOutput<typeof RegisteredSchema>;

/** POST /account_service/register: the registration form, the site, a password or BankID's registration token. */
export function registerAccount(http: KyInstance, body: RegisterRequest, options?: CallOptions): Promise<Registered> {
  return postJson(http, "account_service/register", body, RegisteredSchema, options);
}

/** POST /account_service/update/vipmembership: VIP on the site by campaign code; answers the user. */
export function addVipMembership(http: KyInstance, body: VipMembershipRequest, options?: CallOptions): Promise<User> {
  return postJson(http, "account_service/update/vipmembership", body, UserSchema, options);
}

const RegistrationVerifiedSchema = v.looseObject({
  status: v.literal("Ok"),
  registrationToken: v.pipe(v.string(), v.minLength(1)),
  person: v.object({ securityNumber: v.string(), firstName: v.string(), lastName: v.string() }),
});
export type RegistrationVerified = v.InferOutput<typeof RegistrationVerifiedSchema>;

/** The finished BankID register flow's answer (the person and the token that proves them), or null for another answer. */
export function registrationVerifiedOf(result: LoginResult): RegistrationVerified | null {
  const parsed = v.safeParse(RegistrationVerifiedSchema, result);
  return parsed.success ? parsed.output : null;
}
