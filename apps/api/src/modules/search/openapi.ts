import * as v from "valibot";
import {
  ByIdsRequestSchema,
  ObjectSearchRequestSchema,
  ObjectSearchResponseSchema,
  ObjectsByIdsResponseSchema,
  SiteIdSchema,
  GuidSchema,
  StageAndAreaSearchRequestSchema,
  StageAndAreaSearchResponseSchema,
  StageCountiesRequestSchema,
  StageCountiesResponseSchema,
  StageSearchRequestSchema,
  StageSearchResponseSchema,
  StagesByIdsResponseSchema,
  TagListResponseSchema,
  TagSearchRequestSchema,
  TagSearchResponseSchema,
  TagsByUrlRequestSchema,
  PremisesSearchRequestSchema,
  PremisesSearchResponseSchema,
  PremisesTagsRequestSchema,
  PremisesTagsResponseSchema,
  SuccessionSearchRequestSchema,
  SuccessionSearchResponseSchema,
  TextSearchRequestSchema,
  TextSearchResponseSchema,
} from "@housing/contracts";
import * as examples from "@housing/contracts/examples";
import type { OperationSpec } from "../../core/openapi/operation";

const FILTER_NOTE =
  "The filter's range tops are open-ended: a max at the site's top (spec section 9, e.g. price 10,000,000, " +
  "Finland 1,000,000) means no upper bound. Enumeration filters hold value GUIDs; an unknown GUID is a 400.";

const search = (operation: Omit<OperationSpec, "method" | "tag">): OperationSpec => ({
  method: "post",
  tag: "Residence search",
  ...operation,
});

/** The residence, premises, succession and text searches and the search tags of spec section 7. */
export const searchOperations: OperationSpec[] = [
  search({
    path: "/residence/stage_and_area_search",
    operationId: "searchStagesAndAreas",
    summary: "Stages and areas matching a filter, with the counts of every view",
    description: `Answers up to 400 stages and 400 areas for the map and list views, and the object count. ${FILTER_NOTE}`,
    body: { schema: StageAndAreaSearchRequestSchema, example: examples.exampleStageAndAreaSearchRequest },
    responses: {
      200: {
        description: "Matching stages and areas.",
        schema: StageAndAreaSearchResponseSchema,
        example: examples.exampleStageAndAreaSearchResponse,
      },
    },
  }),
  search({
    path: "/residence/search_object",
    operationId: "searchObjects",
    summary: "One page of homes matching a filter",
    description: `Pages of 30 by default (spec section 9), at most 400; a stage page asks for 300. ${FILTER_NOTE}`,
    body: { schema: ObjectSearchRequestSchema, example: examples.exampleObjectSearchRequest },
    responses: {
      200: {
        description: "A page of homes.",
        schema: ObjectSearchResponseSchema,
        example: examples.exampleObjectSearchResponse,
      },
    },
  }),
  search({
    path: "/residence/search_stage",
    operationId: "searchStages",
    summary: "One page of stages matching a filter",
    description: FILTER_NOTE,
    body: { schema: StageSearchRequestSchema, example: examples.exampleStageSearchRequest },
    responses: {
      200: {
        description: "A page of stages.",
        schema: StageSearchResponseSchema,
        example: examples.exampleStageSearchResponse,
      },
    },
  }),
  search({
    path: "/residence/search_stage_counties",
    operationId: "searchStageCounties",
    summary: "Counties with stages matching a filter",
    body: { schema: StageCountiesRequestSchema, example: examples.exampleStageCountiesRequest },
    responses: {
      200: {
        description: "Counties by name.",
        schema: StageCountiesResponseSchema,
        example: examples.exampleStageCountiesResponse,
      },
    },
  }),
  search({
    path: "/residence/search/tags",
    operationId: "searchTags",
    summary: "Tag suggestions for the search box",
    description: "At most 20 tags (spec section 9), each with the number of stages matching the filter under it.",
    body: { schema: TagSearchRequestSchema, example: examples.exampleTagSearchRequest },
    responses: {
      200: {
        description: "Suggested tags.",
        schema: TagSearchResponseSchema,
        example: examples.exampleTagSearchResponse,
      },
    },
  }),
  search({
    path: "/residence/search/tags/url",
    operationId: "getTagsByUrls",
    summary: "The tags behind the URLs of the search page's q parameter",
    description: "Spec section 2: `q` holds semicolon-separated tag URLs. Unknown URLs are left out.",
    body: { schema: TagsByUrlRequestSchema, example: examples.exampleTagsByUrlRequest },
    responses: {
      200: {
        description: "Tags in the order of the URLs.",
        schema: TagListResponseSchema,
        example: examples.exampleTagListResponse,
      },
    },
  }),
  search({
    path: "/residence/search/by_ids/stage",
    operationId: "getStagesByIds",
    summary: "Stage hits for known ids",
    description: "Up to 400 ids; unknown ids are left out and the order of the ids is kept.",
    body: { schema: ByIdsRequestSchema, example: examples.exampleByIdsRequest },
    responses: {
      200: {
        description: "Stage hits.",
        schema: StagesByIdsResponseSchema,
        example: examples.exampleStagesByIdsResponse,
      },
    },
  }),
  search({
    path: "/residence/search/by_ids/object",
    operationId: "getObjectsByIds",
    summary: "Object hits for known ids",
    description: "Up to 400 ids; unknown ids are left out and the order of the ids is kept.",
    body: { schema: ByIdsRequestSchema, example: examples.exampleObjectsByIdsRequest },
    responses: {
      200: {
        description: "Object hits.",
        schema: ObjectsByIdsResponseSchema,
        example: examples.exampleObjectsByIdsResponse,
      },
    },
  }),
  {
    method: "get",
    path: "/residence/search/stage_tags/{siteId}",
    operationId: "getStageTags",
    tag: "Residence search",
    summary: "Every tag the site's stages carry",
    params: v.object({ siteId: SiteIdSchema }),
    responses: {
      200: {
        description: "The site's stage tags.",
        schema: TagListResponseSchema,
        example: examples.exampleTagListResponse,
      },
    },
  },
  {
    method: "get",
    path: "/residence/search/stage_tags/{siteId}/{id}",
    operationId: "getTagsOfStage",
    tag: "Residence search",
    summary: "The tags one stage lies under: its county, municipality and area",
    params: v.object({ siteId: SiteIdSchema, id: GuidSchema }),
    responses: {
      200: {
        description: "The stage's tags.",
        schema: TagListResponseSchema,
        example: examples.exampleTagListResponse,
      },
      404: { description: "No such stage on this site." },
    },
  },
  {
    method: "post",
    path: "/residence/search/premises",
    operationId: "searchPremises",
    tag: "Premises",
    summary: "Premises matching a filter",
    description:
      "Up to 500 premises (spec section 9), sorted by `sortOrder:asc` and then by the chosen sort. " +
      "The area slider's top (200 m², Finland 150) is open-ended.",
    body: { schema: PremisesSearchRequestSchema, example: examples.examplePremisesSearchRequest },
    responses: {
      200: {
        description: "Matching premises.",
        schema: PremisesSearchResponseSchema,
        example: examples.examplePremisesSearchResponse,
      },
    },
  },
  {
    method: "post",
    path: "/residence/search/premises/tags",
    operationId: "getPremisesTags",
    tag: "Premises",
    summary: "Filter options of the premises page: tags and premises types",
    body: { schema: PremisesTagsRequestSchema, example: examples.examplePremisesTagsRequest },
    responses: {
      200: {
        description: "Tags and types.",
        schema: PremisesTagsResponseSchema,
        example: examples.examplePremisesTagsResponse,
      },
    },
  },
  {
    method: "post",
    path: "/residence/search/succession",
    operationId: "searchSuccession",
    tag: "Succession",
    summary: "The succession (resale) list",
    description:
      "By site and object status, narrowed by municipality tags or a geo search (not both). Without a geo " +
      "search the hits are shuffled with a fixed seed, so the order is stable between requests and pages. " +
      "`municipalities` starts with the `alla-kommuner` option.",
    body: { schema: SuccessionSearchRequestSchema, example: examples.exampleSuccessionSearchRequest },
    responses: {
      200: {
        description: "A page of resale homes and the municipality picker.",
        schema: SuccessionSearchResponseSchema,
        example: examples.exampleSuccessionSearchResponse,
      },
    },
  },
  {
    method: "post",
    path: "/textsearch",
    operationId: "textSearch",
    tag: "Text search",
    summary: "Full-text search of the site",
    description:
      "Pages of at most 25 (spec section 9); the header's quick search asks for 3. Shaped like a Meilisearch response.",
    body: { schema: TextSearchRequestSchema, example: examples.exampleTextSearchRequest },
    responses: {
      200: {
        description: "Hits with cropped texts and counts per category.",
        schema: TextSearchResponseSchema,
        example: examples.exampleTextSearchResponse,
      },
    },
  },
];
