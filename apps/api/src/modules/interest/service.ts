import { and, eq } from "drizzle-orm";
import type * as v from "valibot";
import type { AnonymousInterestRequestSchema } from "@housing/contracts";
import type { SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { interests, objects, stages } from "../../core/db/schema";
import { rangesOf, siteIdOfKey, siteOf } from "../search/service/sites";

export type InterestResult = { id: string } | { fieldErrors: Record<string, string[]> };

/**
 * Stores a logged-out visitor's interest in a stage or one of its homes (spec section 7,
 * `signup_service/interest/anonymous`), or says which field is wrong for this site.
 */
export async function submitAnonymousInterest(
  db: Database,
  siteKey: SiteKey,
  request: v.InferOutput<typeof AnonymousInterestRequestSchema>,
): Promise<InterestResult> {
  // The schema allows the highest top of any country; a wish must fit this site's range (spec section 9).
  const rooms = rangesOf(siteOf(siteIdOfKey(siteKey))).rooms;
  for (const field of ["minRooms", "maxRooms"] as const) {
    const value = request[field];
    if (value !== undefined && value > rooms.max) return { fieldErrors: { [`body.${field}`]: ["invalidInput"] } };
  }

  // The stage must be one of this site's; a home must belong to that stage.
  const [stage] = await db
    .select({ id: stages.id })
    .from(stages)
    .where(and(eq(stages.id, request.stageId), eq(stages.siteKey, siteKey)))
    .limit(1);
  if (!stage) return { fieldErrors: { "body.stageId": ["Unknown stage on this site"] } };
  if (request.objectId) {
    const [home] = await db
      .select({ id: objects.id })
      .from(objects)
      .where(and(eq(objects.id, request.objectId), eq(objects.stageId, request.stageId)))
      .limit(1);
    if (!home) return { fieldErrors: { "body.objectId": ["Unknown home in this stage"] } };
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
  return { id: row!.id };
}
