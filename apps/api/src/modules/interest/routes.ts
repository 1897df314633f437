import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { AnonymousInterestRequestSchema, SITE_KEY_HEADER, type AnonymousInterestResponse } from "@housing/contracts";
import type { AppDependencies } from "../../core/app";
import { interests, objects, stages } from "../../core/db/schema";
import { sendInvalidInput } from "../../core/errors";
import { rangesOf, siteIdOfKey, siteOf } from "../search/service/sites";
import { validate } from "../../core/validation";
import { requireSiteKey } from "../../core/site-key";

/**
 * POST /signup_service/interest/anonymous (spec section 7): stores a logged-out visitor's
 * interest in a stage or one of its homes. The answer's status can also say
 * "mustLoginWithBankId" or "userExists" (spec section 4); this API has no user accounts
 * yet, so it always creates the interest and answers 201 "created".
 */
export function interestRoutes({ db }: AppDependencies): Hono {
  return new Hono().post(
    "/signup_service/interest/anonymous",
    requireSiteKey,
    validate("json", AnonymousInterestRequestSchema),
    async (c) => {
      const siteKey = c.req.valid("header")[SITE_KEY_HEADER];
      const request = c.req.valid("json");

      // The schema allows the highest top of any country; a wish must fit this site's range (spec section 9).
      const rooms = rangesOf(siteOf(siteIdOfKey(siteKey))).rooms;
      for (const field of ["minRooms", "maxRooms"] as const) {
        const value = request[field];
        if (value !== undefined && value > rooms.max)
          return sendInvalidInput(c, { [`body.${field}`]: ["invalidInput"] });
      }

      // The stage must be one of this site's; a home must belong to that stage.
      const [stage] = await db
        .select({ id: stages.id })
        .from(stages)
        .where(and(eq(stages.id, request.stageId), eq(stages.siteKey, siteKey)))
        .limit(1);
      if (!stage) return sendInvalidInput(c, { "body.stageId": ["Unknown stage on this site"] });
      if (request.objectId) {
        const [home] = await db
          .select({ id: objects.id })
          .from(objects)
          .where(and(eq(objects.id, request.objectId), eq(objects.stageId, request.stageId)))
          .limit(1);
        if (!home) return sendInvalidInput(c, { "body.objectId": ["Unknown home in this stage"] });
      }

      const [row] = await db
        .insert(interests)
        .values({
          siteKey,
          stageId: request.stageId,
          objectId: request.objectId ?? null,
          firstName: request.firstName.trim(),
          lastName: request.lastName.trim(),
          email: request.email.trim(),
          // Spec section 5: empty optional fields are left out.
          phone: request.phone.trim(),
          message: request.message.trim() || null,
          postalCode: request.postalCode.trim() || null,
          minRooms: request.minRooms ?? null,
          maxRooms: request.maxRooms ?? null,
          acceptedTerms: request.acceptTerms,
        })
        .returning({ id: interests.id });
      const response: AnonymousInterestResponse = { status: "created", id: row!.id };
      return c.json(response, 201);
    },
  );
}
