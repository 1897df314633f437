import { Hono } from "hono";
import { AnonymousInterestRequestSchema, SITE_KEY_HEADER, type AnonymousInterestResponse } from "@housing/contracts";
import type { AppDependencies } from "../../core/dependencies";
import { sendInvalidInput } from "../../core/errors";
import { requireSiteKey } from "../../core/site-key";
import { validate } from "../../core/validation";
import { submitAnonymousInterest } from "./service";

/**
 * POST /signup_service/interest/anonymous (spec section 7). The answer's status can also say
 * "mustLoginWithBankId" or "userExists" (spec section 4); this API has no user accounts yet, so
 * it always creates the interest and answers 201 "created".
 */
export function interestRoutes({ db }: AppDependencies): Hono {
  return new Hono().post(
    "/signup_service/interest/anonymous",
    requireSiteKey,
    validate("json", AnonymousInterestRequestSchema),
    async (c) => {
      const result = await submitAnonymousInterest(db, c.req.valid("header")[SITE_KEY_HEADER], c.req.valid("json"));
      if ("fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors);
      const response: AnonymousInterestResponse = { status: "created", id: result.id };
      return c.json(response, 201);
    },
  );
}
