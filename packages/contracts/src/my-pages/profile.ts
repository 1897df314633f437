import * as v from "valibot";
import { EmailSchema, PhoneSchema } from "../forms";

/**
 * The profile patch of spec section 7 ("Profile patch with email and phoneNumber"), plus the
 * newsletter choice of the settings page: PATCH /account_service/profile. Each field is optional;
 * a given one follows the rules of spec section 5. The settings form validates with this schema.
 */
export const ProfilePatchSchema = v.object({
  email: v.optional(EmailSchema),
  phoneNumber: v.optional(PhoneSchema),
  newsletter: v.optional(v.boolean()),
});
export type ProfilePatch = v.InferInput<typeof ProfilePatchSchema>;

/** PUT /my_pages/active_residence: which of the user's residences my pages are about. */
export const ActiveResidenceRequestSchema = v.object({
  objectId: v.pipe(v.string(), v.uuid("Must be a GUID")),
});
export type ActiveResidenceRequest = v.InferInput<typeof ActiveResidenceRequestSchema>;
