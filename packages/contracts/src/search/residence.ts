import * as v from "valibot";
import { INPUT_LIMITS, SEARCH_LIMITS } from "./constants";
import { ResidenceSortSchema, SearchFilterSchema } from "./filter";
import { AreaHitSchema, ObjectHitSchema, ResidenceFacetsSchema, StageHitSchema } from "./hits";
import {
  CountSchema,
  GuidSchema,
  guidListSchema,
  limitSchema,
  OffsetSchema,
  SiteIdSchema,
  TagHitSchema,
  TagUrlSchema,
} from "./primitives";

/*
 * The residence searches of spec section 7, all under /residence. Every site-scoped search
 * names its site by GUID in the body, as the text, premises and succession searches of the
 * spec do, so a response depends on the body alone.
 */

const siteSearchEntries = {
  siteId: SiteIdSchema,
  filter: v.optional(SearchFilterSchema, {}),
  sort: v.optional(ResidenceSortSchema, "recommended"),
};

/** A page of hits, Meilisearch-style: the estimate counts all matches, not just this page. */
const pageEntries = {
  estimatedTotalHits: CountSchema,
  limit: CountSchema,
  offset: CountSchema,
};

/** POST /residence/stage_and_area_search: everything the map and the stage and area lists show at once. */
export const StageAndAreaSearchRequestSchema = v.object({
  ...siteSearchEntries,
  /** Stages to answer: the map asks for the bulk size (the default), a list for its first page. */
  limit: limitSchema(SEARCH_LIMITS.bulk, SEARCH_LIMITS.bulk),
});
export type StageAndAreaSearchRequest = v.InferOutput<typeof StageAndAreaSearchRequestSchema>;
export type StageAndAreaSearchRequestInput = v.InferInput<typeof StageAndAreaSearchRequestSchema>;

/**
 * Stages and areas (up to the bulk size each, in the request's sort) plus the three counts the
 * #object, #stage and #area view switches show (spec section 2).
 */
export const StageAndAreaSearchResponseSchema = v.object({
  stages: v.object({ hits: v.array(StageHitSchema), estimatedTotalHits: CountSchema }),
  areas: v.object({ hits: v.array(AreaHitSchema), estimatedTotalHits: CountSchema }),
  objects: v.object({ estimatedTotalHits: CountSchema }),
  facetDistribution: ResidenceFacetsSchema,
});
export type StageAndAreaSearchResponse = v.InferOutput<typeof StageAndAreaSearchResponseSchema>;

/** POST /residence/search_object: one page of homes; the list pages by 30 (spec section 9). */
export const ObjectSearchRequestSchema = v.object({
  ...siteSearchEntries,
  limit: limitSchema(SEARCH_LIMITS.bulk, SEARCH_LIMITS.objectPage),
  offset: OffsetSchema,
});
export type ObjectSearchRequest = v.InferOutput<typeof ObjectSearchRequestSchema>;
export type ObjectSearchRequestInput = v.InferInput<typeof ObjectSearchRequestSchema>;

export const ObjectSearchResponseSchema = v.object({
  hits: v.array(ObjectHitSchema),
  ...pageEntries,
  facetDistribution: ResidenceFacetsSchema,
});
export type ObjectSearchResponse = v.InferOutput<typeof ObjectSearchResponseSchema>;

/** POST /residence/search_stage: one page of stages. */
export const StageSearchRequestSchema = v.object({
  ...siteSearchEntries,
  limit: limitSchema(SEARCH_LIMITS.bulk, SEARCH_LIMITS.objectPage),
  offset: OffsetSchema,
});
export type StageSearchRequest = v.InferOutput<typeof StageSearchRequestSchema>;
export type StageSearchRequestInput = v.InferInput<typeof StageSearchRequestSchema>;

export const StageSearchResponseSchema = v.object({
  hits: v.array(StageHitSchema),
  ...pageEntries,
  facetDistribution: ResidenceFacetsSchema,
});
export type StageSearchResponse = v.InferOutput<typeof StageSearchResponseSchema>;

/** POST /residence/search_stage_counties: the counties with matching stages, for the SEO county links. */
export const StageCountiesRequestSchema = v.object({
  siteId: SiteIdSchema,
  filter: v.optional(SearchFilterSchema, {}),
});
export type StageCountiesRequest = v.InferOutput<typeof StageCountiesRequestSchema>;
export type StageCountiesRequestInput = v.InferInput<typeof StageCountiesRequestSchema>;

export const CountyCountSchema = v.object({
  id: GuidSchema,
  name: v.string(),
  url: TagUrlSchema,
  stageCount: CountSchema,
});
export type CountyCount = v.InferOutput<typeof CountyCountSchema>;

/** Counties by name; a county without matching stages is left out. */
export const StageCountiesResponseSchema = v.object({ counties: v.array(CountyCountSchema) });
export type StageCountiesResponse = v.InferOutput<typeof StageCountiesResponseSchema>;

/** POST /residence/search/tags: tag suggestions for the search box, counted under the current filter. */
export const TagSearchRequestSchema = v.object({
  ...siteSearchEntries,
  text: v.pipe(v.string(), v.maxLength(INPUT_LIMITS.searchText)),
  limit: limitSchema(SEARCH_LIMITS.tagHits, SEARCH_LIMITS.tagHits),
});
export type TagSearchRequest = v.InferOutput<typeof TagSearchRequestSchema>;
export type TagSearchRequestInput = v.InferInput<typeof TagSearchRequestSchema>;

export const TagSearchResponseSchema = v.object({
  hits: v.array(TagHitSchema),
  estimatedTotalHits: CountSchema,
});
export type TagSearchResponse = v.InferOutput<typeof TagSearchResponseSchema>;

/** POST /residence/search/tags/url: the tags behind the URL slugs of the search page's `q` parameter. */
export const TagsByUrlRequestSchema = v.object({
  siteId: SiteIdSchema,
  urls: v.pipe(v.array(TagUrlSchema), v.minLength(1), v.maxLength(INPUT_LIMITS.tags)),
});
export type TagsByUrlRequest = v.InferOutput<typeof TagsByUrlRequestSchema>;
export type TagsByUrlRequestInput = v.InferInput<typeof TagsByUrlRequestSchema>;

/** Tags in the order of the requested URLs; a URL no tag has is left out. */
export const TagListResponseSchema = v.object({ hits: v.array(TagHitSchema) });
export type TagListResponse = v.InferOutput<typeof TagListResponseSchema>;

/** POST /residence/search/by_ids/stage and /object: hits for known ids (favourites, interests, recently seen). */
export const ByIdsRequestSchema = v.object({
  ids: v.pipe(guidListSchema(SEARCH_LIMITS.bulk), v.minLength(1)),
});
export type ByIdsRequest = v.InferOutput<typeof ByIdsRequestSchema>;

/** Hits in the order of the requested ids; an unknown id is left out. */
export const StagesByIdsResponseSchema = v.object({ hits: v.array(StageHitSchema) });
export type StagesByIdsResponse = v.InferOutput<typeof StagesByIdsResponseSchema>;

export const ObjectsByIdsResponseSchema = v.object({ hits: v.array(ObjectHitSchema) });
export type ObjectsByIdsResponse = v.InferOutput<typeof ObjectsByIdsResponseSchema>;

/**
 * GET /residence/search/stage_tags/{siteId}[/{id}]: every tag the site's stages carry, or with
 * a stage id the tags the stage lies under (its county, municipality and area); an unknown
 * stage is a 404. Answers TagListResponseSchema.
 */
export const StageTagsParamsSchema = v.object({
  siteId: SiteIdSchema,
  id: v.optional(GuidSchema),
});
export type StageTagsParams = v.InferOutput<typeof StageTagsParamsSchema>;
