import * as v from "valibot";
import { ImageSchema } from "../common";
import { FILTER_TOPS, INPUT_LIMITS, SEARCH_LIMITS } from "./constants";
import { PremisesSortSchema } from "./filter";
import {
  CatalogueValueCountSchema,
  CatalogueValueSchema,
  CountSchema,
  EnumFilterSchema,
  FacetCountsSchema,
  GeoPointSchema,
  GuidSchema,
  KNOWN_SITE_IDS,
  limitSchema,
  OffsetSchema,
  SiteIdSchema,
  TagHitSchema,
} from "./primitives";

const premisesAreaBound = () =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FILTER_TOPS.premisesArea)));

/**
 * The premises filter of spec section 7. Premises can be listed on several sites at once, so
 * the filter takes a list of site GUIDs. The area slider's top is open-ended like every range
 * (spec section 9): a max at the site's premises top means no upper bound.
 */
export const PremisesFilterSchema = v.pipe(
  v.object({
    siteIds: v.pipe(v.array(SiteIdSchema), v.minLength(1), v.maxLength(KNOWN_SITE_IDS.length)),
    minArea: premisesAreaBound(),
    maxArea: premisesAreaBound(),
    tagIds: v.optional(v.pipe(v.array(GuidSchema), v.maxLength(INPUT_LIMITS.tags)), []),
    /** Premises type GUIDs (office, retail, ...); empty means every type. */
    types: EnumFilterSchema,
  }),
  v.forward(
    v.partialCheck(
      [["minArea"], ["maxArea"]],
      (filter) => !(filter.minArea !== undefined && filter.maxArea !== undefined && filter.minArea > filter.maxArea),
      "maxArea must not be below minArea",
    ),
    ["maxArea"],
  ),
);
export type PremisesFilter = v.InferOutput<typeof PremisesFilterSchema>;

/** POST /residence/search/premises: up to 500 premises, sorted by `sortOrder:asc` and then the chosen sort. */
export const PremisesSearchRequestSchema = v.object({
  filter: PremisesFilterSchema,
  sort: v.optional(PremisesSortSchema, "recommended"),
  limit: limitSchema(SEARCH_LIMITS.premises, SEARCH_LIMITS.premises),
  offset: OffsetSchema,
});
export type PremisesSearchRequest = v.InferOutput<typeof PremisesSearchRequestSchema>;
export type PremisesSearchRequestInput = v.InferInput<typeof PremisesSearchRequestSchema>;

/** One premise: a commercial space for sale or rent. */
export const PremisesHitSchema = v.object({
  id: GuidSchema,
  siteId: GuidSchema,
  /** The stage the premise is part of, if any. */
  stageId: v.nullable(GuidSchema),
  name: v.string(),
  url: v.string(),
  address: v.string(),
  municipality: v.string(),
  type: CatalogueValueSchema,
  /** For sale, sold, booked or rented (spec section 3). */
  status: CatalogueValueSchema,
  /** Size, m²; the premises size sorts read it. */
  size: v.nullable(v.pipe(v.number(), v.minValue(0))),
  availableFrom: v.nullable(v.pipe(v.string(), v.isoDate())),
  /** The catalogue's own order, the first sort key of every premises search. */
  sortOrder: v.pipe(v.number(), v.integer()),
  searchImage: v.nullable(ImageSchema),
  shortDescription: v.string(),
  _geo: v.nullable(GeoPointSchema),
});
export type PremisesHit = v.InferOutput<typeof PremisesHitSchema>;

export const PremisesSearchResponseSchema = v.object({
  hits: v.array(PremisesHitSchema),
  estimatedTotalHits: CountSchema,
  limit: CountSchema,
  offset: CountSchema,
  facetDistribution: v.object({ types: v.optional(FacetCountsSchema) }),
});
export type PremisesSearchResponse = v.InferOutput<typeof PremisesSearchResponseSchema>;

/** POST /residence/search/premises/tags: the filter options of the premises page for one site. */
export const PremisesTagsRequestSchema = v.object({ siteId: SiteIdSchema });
export type PremisesTagsRequest = v.InferOutput<typeof PremisesTagsRequestSchema>;

/** The tags that have premises, and the premises types with how many premises each has. */
export const PremisesTagsResponseSchema = v.object({
  tags: v.array(TagHitSchema),
  types: v.array(CatalogueValueCountSchema),
});
export type PremisesTagsResponse = v.InferOutput<typeof PremisesTagsResponseSchema>;
