import type { SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { submitAnonymousInterest } from "../interest/service";
import { addInterest } from "../signup/service";

/*
 * A check-in or a prospectus order is an interest in the stage (spec section 7's interest):
 * the interest module's own functions store it, a logged-in user's on the user (signup's
 * addInterest), a visitor's as the anonymous interest call does. What they refuse (an e-mail of
 * an account, which must log in first) does not undo the check-in or the order: the interest
 * is then simply not stored.
 */

export async function registerUserInterest(
  db: Database,
  userId: string,
  stageId: string,
  objectId: string | null,
  formEmail: string,
  now: Date,
): Promise<void> {
  await addInterest(db, userId, { stageId, objectId, formEmail, email: "" }, now);
}

export async function registerAnonymousInterest(
  db: Database,
  siteKey: string,
  stageId: string,
  objectId: string | null,
  contact: { firstName: string; lastName: string; email: string; phone: string },
  extra: { postalCode?: string; message?: string } = {},
): Promise<void> {
  await submitAnonymousInterest(db, siteKey as SiteKey, {
    stageId,
    objectId,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    postalCode: extra.postalCode ?? "",
    message: extra.message ?? "",
    minRooms: undefined,
    maxRooms: undefined,
    acceptTerms: true,
  });
}
