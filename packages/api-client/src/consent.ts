import { UserSchema, type User } from "@housing/contracts";
import type { ConsentRequest } from "@housing/contracts/account";
import type { KyInstance } from "ky";
import { postJson, type CallOptions } from "./request";

/**
 * POST /account_service/consent (spec section 2, the consent gate): the logged-in user consents to
 * the processing of their personal data on one site (its `siteId`). Personal: made through the
 * session bridge (useSessionHttp), which adds the login token and the CSRF header. Idempotent;
 * answers the user with the site among its `consents`. Without a login the API answers 401.
 */
export function giveConsent(http: KyInstance, body: ConsentRequest, options?: CallOptions): Promise<User> {
  return postJson(http, "account_service/consent", body, UserSchema, options);
}
