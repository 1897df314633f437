import {
  AnonymousInterestResponseSchema,
  type AnonymousInterestRequest,
  type AnonymousInterestResponse,
} from "@housing/contracts";
import type { KyInstance } from "ky";
import { postJson, type CallOptions } from "./request";

/**
 * POST /signup_service/interest/anonymous (spec section 7): a logged-out visitor's interest in
 * a stage or home. A 400 arrives as an ApiError whose body holds the field errors; the answer's
 * `status` may ask for a login first (spec section 4: mustLoginWithBankId, userExists).
 */
export function postAnonymousInterest(
  http: KyInstance,
  request: AnonymousInterestRequest,
  options?: CallOptions,
): Promise<AnonymousInterestResponse> {
  return postJson(http, "signup_service/interest/anonymous", request, AnonymousInterestResponseSchema, options);
}
