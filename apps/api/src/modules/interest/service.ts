import { and, eq } from "drizzle-orm";
import type * as v from "valibot";
import type { AnonymousInterestRequestSchema } from "@housing/contracts";
import type { SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { interests, objects, stages } from "../../core/db/schema";
import { findUserByEmail } from "../account/users";
import { rangesOf, siteIdOfKey, siteOf } from "../search/service/sites";

export type InterestResult =
  { id: string } | { mustLogIn: "mustLoginWithBankId" | "userExists" } | { fieldErrors: Record<string, string[]> };

/**
 * Stores a logged-out visitor's interest in a stage or one of its homes (spec section 7,
 * `signup_service/interest/anonymous`), says that the e-mail's account must log in first, or
 * says which field is wrong for this site.
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

  // Spec section 4: an e-mail of an account is not taken anonymously; the visitor logs in first
  // (with a password if the account has one, else with BankID) and the front end sends it then.
  const holder = await findUserByEmail(db, request.email);
  if (holder) return { mustLogIn: holder.passwordHash ? "userExists" : "mustLoginWithBankId" };

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
