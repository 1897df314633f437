import * as v from "valibot";
import { ALL_MUNICIPALITIES_KEY, INPUT_LIMITS, SEARCH_LIMITS } from "./constants";
import { ObjectHitSchema } from "./hits";
import {
  CountSchema,
  GeoSearchSchema,
  guidListSchema,
  limitSchema,
  OffsetSchema,
  SiteIdSchema,
  TagSchema,
  TagUrlSchema,
} from "./primitives";

/**
 * POST /residence/search/succession: the succession (resale) list of spec section 2, by site and
 * object status, narrowed by a place either as a geo search or as municipality tags, not both.
 * Without a geo filter the handler shuffles the hits with a fixed seed, so every visitor sees
 * the same order and paging never repeats or skips a home.
 */
export const SuccessionSearchRequestSchema = v.pipe(
  v.object({
    siteId: SiteIdSchema,
    /** Object status GUIDs to list (spec section 3: the succession status, and whatever else the page lists). */
    objectStatus: v.pipe(guidListSchema(INPUT_LIMITS.enumValues), v.minLength(1)),
    geoSearch: v.optional(GeoSearchSchema),
    /** Municipality tags; empty means every municipality (the "alla-kommuner" option). */
    tags: v.optional(v.pipe(v.array(TagSchema), v.maxLength(INPUT_LIMITS.tags)), []),
    limit: limitSchema(SEARCH_LIMITS.bulk, SEARCH_LIMITS.objectPage),
    offset: OffsetSchema,
  }),
  v.forward(
    v.partialCheck(
      [["geoSearch"], ["tags"]],
      (request) => !(request.geoSearch && request.tags.length > 0),
      "Give either geoSearch or tags, not both",
    ),
    ["tags"],
  ),
);
export type SuccessionSearchRequest = v.InferOutput<typeof SuccessionSearchRequestSchema>;
export type SuccessionSearchRequestInput = v.InferInput<typeof SuccessionSearchRequestSchema>;

/**
 * One entry of the page's municipality picker. The first entry is always "all municipalities",
 * key `alla-kommuner` and no tag; the others carry the tag to send back in `tags`.
 */
export const MunicipalityOptionSchema = v.object({
  key: v.union([v.literal(ALL_MUNICIPALITIES_KEY), TagUrlSchema]),
  name: v.string(),
  tag: v.nullable(TagSchema),
  /** Homes of the requested statuses in the municipality. */
  count: CountSchema,
});
export type MunicipalityOption = v.InferOutput<typeof MunicipalityOptionSchema>;

export const SuccessionSearchResponseSchema = v.object({
  hits: v.array(ObjectHitSchema),
  estimatedTotalHits: CountSchema,
  limit: CountSchema,
  offset: CountSchema,
  municipalities: v.array(MunicipalityOptionSchema),
});
export type SuccessionSearchResponse = v.InferOutput<typeof SuccessionSearchResponseSchema>;
