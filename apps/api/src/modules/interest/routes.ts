import { Hono } from "hono";
import { AnonymousInterestRequestSchema, SITE_KEY_HEADER, type AnonymousInterestResponse } from "@housing/contracts";
import type { AppDependencies } from "../../core/dependencies";
import { sendInvalidInput } from "../../core/errors";
import { requireSiteKey } from "../../core/site-key";
import { validate } from "../../core/validation";
import { submitAnonymousInterest } from "./service";

/**
 * POST /signup_service/interest/anonymous (spec section 7): 201 "created", or 200
 * "userExists" (an account with this e-mail and a password) or "mustLoginWithBankId" (one
 * without) with nothing stored: the front end keeps the request and opens the login (spec
 * section 4).
 */
export function interestRoutes({ db }: AppDependencies): Hono {
  return new Hono().post(
    "/signup_service/interest/anonymous",
    requireSiteKey,
    validate("json", AnonymousInterestRequestSchema),
    async (c) => {
      const result = await submitAnonymousInterest(db, c.req.valid("header")[SITE_KEY_HEADER], c.req.valid("json"));
      if ("fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors);
      if ("mustLogIn" in result) {
        const loginFirst: AnonymousInterestResponse = { status: result.mustLogIn, id: null };
        return c.json(loginFirst, 200);
      }
      const response: AnonymousInterestResponse = { status: "created", id: result.id };
      return c.json(response, 201);
    },
  );
}
