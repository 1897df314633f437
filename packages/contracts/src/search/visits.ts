import * as v from "valibot";
import { ObjectHitSchema, StageHitSchema } from "./hits";
import { GuidSchema, SiteIdSchema } from "./primitives";

/*
 * The visit time series of spec section 7: what a visitor looked at lately, and what is most
 * looked at in a county. Both answer hits the lists can render as they are.
 */

/** GET /timeseries/lastvisited/{userOrAnonId}/{siteId}: by user id, or by the anonymous id cookie's GUID. */
export const LastVisitedParamsSchema = v.object({
  userOrAnonId: GuidSchema,
  siteId: SiteIdSchema,
});
export type LastVisitedParams = v.InferOutput<typeof LastVisitedParamsSchema>;

/** One visit: a stage page, or an object page with its stage. */
export const VisitSchema = v.object({
  visitedAt: v.pipe(v.string(), v.isoTimestamp()),
  stage: StageHitSchema,
  object: v.nullable(ObjectHitSchema),
});
export type Visit = v.InferOutput<typeof VisitSchema>;

/** Newest first; one entry per stage or object, however often it was seen. */
export const LastVisitedResponseSchema = v.object({ hits: v.array(VisitSchema) });
export type LastVisitedResponse = v.InferOutput<typeof LastVisitedResponseSchema>;

/** GET /timeseries/mostvisited/county/{id}: by county GUID. */
export const MostVisitedParamsSchema = v.object({ id: GuidSchema });
export type MostVisitedParams = v.InferOutput<typeof MostVisitedParamsSchema>;

/** The county's stages, most visited first. */
export const MostVisitedResponseSchema = v.object({ hits: v.array(StageHitSchema) });
export type MostVisitedResponse = v.InferOutput<typeof MostVisitedResponseSchema>;
