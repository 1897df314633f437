import * as v from "valibot";
import { OptionalEmailSchema } from "../forms";
import { GuidSchema } from "../search/primitives";

/*
 * Signup calls of spec section 7 for a logged-in user: favourites and interests. The same
 * schemas validate the heart and the interest button in the browser and the request in the API.
 */

/** POST /signup_service/favorite: a stage, or one of its homes (spec section 3, Favourite payload). */
export const FavouriteRequestSchema = v.object({
  stageId: GuidSchema,
  objectId: v.optional(v.nullable(GuidSchema), null),
});
export type FavouriteRequest = v.InferInput<typeof FavouriteRequestSchema>;

/**
 * POST /signup_service/interest (spec section 3, Interest payload: stageId, optional objectId,
 * formEmail, email). Spec section 4: an interest with no e-mail on the user and none in the form
 * is refused (field `formEmail`, error key `email`, the buy-residence e-mail message).
 */
export const InterestRequestSchema = v.object({
  stageId: GuidSchema,
  objectId: v.optional(v.nullable(GuidSchema), null),
  formEmail: v.optional(OptionalEmailSchema, ""),
  email: v.optional(OptionalEmailSchema, ""),
});
export type InterestRequest = v.InferInput<typeof InterestRequestSchema>;

/** A favourite as GET /signup_service/favorites lists it (not in the spec: the hearts' source). */
export const FavouriteSchema = v.object({
  stageId: v.string(),
  objectId: v.nullable(v.string()),
  created: v.string(),
});
export type Favourite = v.InferOutput<typeof FavouriteSchema>;
export const FavouritesResponseSchema = v.object({ favorites: v.array(FavouriteSchema) });

/** An interest as GET /signup_service/interests lists it. */
export const InterestSchema = v.object({
  id: v.string(),
  stageId: v.string(),
  objectId: v.nullable(v.string()),
  created: v.string(),
});
export type Interest = v.InferOutput<typeof InterestSchema>;
export const InterestsResponseSchema = v.object({ interests: v.array(InterestSchema) });

/** The key of a favourite or interest: a stage's has no object. */
export function signupKey(entry: { stageId: string; objectId?: string | null }): string {
  return `${entry.stageId}/${entry.objectId ?? ""}`;
}
