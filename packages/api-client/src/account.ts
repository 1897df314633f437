import { UserSchema, type User } from "@housing/contracts";
import type { KyInstance } from "ky";
import { getJson, type CallOptions } from "./request";

/**
 * GET /account_service/user (spec section 7): the logged-in user. The API finds the login
 * token in the bearer header (the server forwards the httpOnly session cookie as one, see
 * @housing/session/server) or in the session cookie the browser sends with the call. No or an
 * expired token answers 401.
 */
export function getCurrentUser(http: KyInstance, options?: CallOptions): Promise<User> {
  return getJson(http, "account_service/user", UserSchema, options);
}
