import {
  ObjectSearchResponseSchema,
  ObjectsByIdsResponseSchema,
  PremisesSearchResponseSchema,
  PremisesTagsResponseSchema,
  StageAndAreaSearchResponseSchema,
  StageCountiesResponseSchema,
  StageSearchResponseSchema,
  StagesByIdsResponseSchema,
  SuccessionSearchResponseSchema,
  TagListResponseSchema,
  TagSearchResponseSchema,
  type ObjectSearchRequestInput,
  type ObjectSearchResponse,
  type ObjectsByIdsResponse,
  type PremisesSearchRequestInput,
  type PremisesSearchResponse,
  type PremisesTagsResponse,
  type SiteId,
  type StageAndAreaSearchRequestInput,
  type StageAndAreaSearchResponse,
  type StageCountiesRequestInput,
  type StageCountiesResponse,
  type StageSearchRequestInput,
  type StageSearchResponse,
  type StagesByIdsResponse,
  type SuccessionSearchRequestInput,
  type SuccessionSearchResponse,
  type TagListResponse,
  type TagSearchRequestInput,
  type TagSearchResponse,
  type TagsByUrlRequestInput,
} from "@housing/contracts";
import type { KyInstance } from "ky";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * The residence, premises and succession searches of spec section 7. Requests are sent as the
 * caller wrote them (the API fills the defaults and answers 400 with field errors); answers are
 * checked against the same contract schemas the API is documented with.
 */

/** Stages and areas for the map and lists, with the counts the view switches show. */
export function searchStagesAndAreas(
  http: KyInstance,
  request: StageAndAreaSearchRequestInput,
  options?: CallOptions,
): Promise<StageAndAreaSearchResponse> {
  return postJson(http, "residence/stage_and_area_search", request, StageAndAreaSearchResponseSchema, options);
}

/** One page of homes: 30 by default; paging appends the next offset (spec section 4). */
export function searchObjects(
  http: KyInstance,
  request: ObjectSearchRequestInput,
  options?: CallOptions,
): Promise<ObjectSearchResponse> {
  return postJson(http, "residence/search_object", request, ObjectSearchResponseSchema, options);
}

export function searchStages(
  http: KyInstance,
  request: StageSearchRequestInput,
  options?: CallOptions,
): Promise<StageSearchResponse> {
  return postJson(http, "residence/search_stage", request, StageSearchResponseSchema, options);
}

export function searchStageCounties(
  http: KyInstance,
  request: StageCountiesRequestInput,
  options?: CallOptions,
): Promise<StageCountiesResponse> {
  return postJson(http, "residence/search_stage_counties", request, StageCountiesResponseSchema, options);
}

/** Tag suggestions for the search box (at most 20). */
export function searchTags(
  http: KyInstance,
  request: TagSearchRequestInput,
  options?: CallOptions,
): Promise<TagSearchResponse> {
  return postJson(http, "residence/search/tags", request, TagSearchResponseSchema, options);
}

/** The tags behind the search page's `q` parameter of semicolon-separated tag URLs (spec section 2). */
export function getTagsByUrls(
  http: KyInstance,
  request: TagsByUrlRequestInput,
  options?: CallOptions,
): Promise<TagListResponse> {
  return postJson(http, "residence/search/tags/url", request, TagListResponseSchema, options);
}

export function getStagesByIds(
  http: KyInstance,
  ids: readonly string[],
  options?: CallOptions,
): Promise<StagesByIdsResponse> {
  return postJson(http, "residence/search/by_ids/stage", { ids }, StagesByIdsResponseSchema, options);
}

export function getObjectsByIds(
  http: KyInstance,
  ids: readonly string[],
  options?: CallOptions,
): Promise<ObjectsByIdsResponse> {
  return postJson(http, "residence/search/by_ids/object", { ids }, ObjectsByIdsResponseSchema, options);
}

/** Every tag the site's stages carry, or with a stage id that stage's own tags. */
export function getStageTags(
  http: KyInstance,
  siteId: SiteId,
  stageId?: string,
  options?: CallOptions,
): Promise<TagListResponse> {
  const path = `residence/search/stage_tags/${segment(siteId)}${stageId === undefined ? "" : `/${segment(stageId)}`}`;
  return getJson(http, path, TagListResponseSchema, options);
}

/** Up to 500 premises, in the catalogue's order and then the chosen sort. */
export function searchPremises(
  http: KyInstance,
  request: PremisesSearchRequestInput,
  options?: CallOptions,
): Promise<PremisesSearchResponse> {
  return postJson(http, "residence/search/premises", request, PremisesSearchResponseSchema, options);
}

/** The premises page's filter options for one site: tags and premises types. */
export function getPremisesTags(
  http: KyInstance,
  siteId: SiteId,
  options?: CallOptions,
): Promise<PremisesTagsResponse> {
  return postJson(http, "residence/search/premises/tags", { siteId }, PremisesTagsResponseSchema, options);
}

/** The succession (resale) list with its municipality picker; the first option is "alla-kommuner". */
export function searchSuccession(
  http: KyInstance,
  request: SuccessionSearchRequestInput,
  options?: CallOptions,
): Promise<SuccessionSearchResponse> {
  return postJson(http, "residence/search/succession", request, SuccessionSearchResponseSchema, options);
}
