import { sites } from "@housing/site-config";
import type {
  ByIdsRequest,
  ExperimentParams,
  LastVisitedResponse,
  MostVisitedResponse,
  ObjectSearchRequestInput,
  ObjectSearchResponse,
  ObjectsByIdsResponse,
  PremisesSearchRequestInput,
  PremisesSearchResponse,
  PremisesTagsRequest,
  PremisesTagsResponse,
  SearchFilterInput,
  StageAndAreaSearchRequestInput,
  StageAndAreaSearchResponse,
  StageCountiesRequestInput,
  StageCountiesResponse,
  StageSearchRequestInput,
  StageSearchResponse,
  StagesByIdsResponse,
  SuccessionSearchRequestInput,
  SuccessionSearchResponse,
  TagListResponse,
  TagSearchRequestInput,
  TagSearchResponse,
  TagsByUrlRequestInput,
  TextSearchRequestInput,
  TextSearchResponse,
  WebVitalsReport,
} from "../index";
import {
  EXAMPLE_IDS,
  EXAMPLE_SITE_ID,
  exampleAreaHit,
  exampleObjectHit,
  examplePremisesHit,
  exampleStageHit,
  exampleTagHit,
  exampleTextSearchHit,
} from "./hits";

/** Example requests as a caller writes them (defaults left out) and the answers that fit them. */

export const exampleSearchFilter: SearchFilterInput = {
  tags: [{ id: exampleTagHit.id, name: exampleTagHit.name, url: exampleTagHit.url, hasRental: false }],
  minRooms: 2,
  maxPrice: 6_000_000,
  residenceType: [EXAMPLE_IDS.apartment],
  inhabitDate: 2,
};

export const exampleStageAndAreaSearchRequest: StageAndAreaSearchRequestInput = {
  siteId: EXAMPLE_SITE_ID,
  filter: exampleSearchFilter,
  sort: "price:asc",
};

export const exampleStageAndAreaSearchResponse: StageAndAreaSearchResponse = {
  stages: { hits: [exampleStageHit], estimatedTotalHits: 1 },
  areas: { hits: [exampleAreaHit], estimatedTotalHits: 1 },
  objects: { estimatedTotalHits: 17 },
  facetDistribution: { residenceType: { [EXAMPLE_IDS.apartment]: 17 } },
};

export const exampleObjectSearchRequest: ObjectSearchRequestInput = {
  ...exampleStageAndAreaSearchRequest,
  limit: 30,
  offset: 0,
};

export const exampleObjectSearchResponse: ObjectSearchResponse = {
  hits: [exampleObjectHit],
  estimatedTotalHits: 17,
  limit: 30,
  offset: 0,
  facetDistribution: { residenceType: { [EXAMPLE_IDS.apartment]: 17 } },
};

export const exampleStageSearchRequest: StageSearchRequestInput = {
  siteId: EXAMPLE_SITE_ID,
  sort: "inhabitDateTimeStamp:asc",
};

export const exampleStageSearchResponse: StageSearchResponse = {
  hits: [exampleStageHit],
  estimatedTotalHits: 1,
  limit: 30,
  offset: 0,
  facetDistribution: {},
};

export const exampleStageCountiesRequest: StageCountiesRequestInput = { siteId: EXAMPLE_SITE_ID };

export const exampleStageCountiesResponse: StageCountiesResponse = {
  counties: [{ id: EXAMPLE_IDS.county, name: "Stockholms län", url: "stockholms-lan", stageCount: 6 }],
};

export const exampleTagSearchRequest: TagSearchRequestInput = { siteId: EXAMPLE_SITE_ID, text: "nac", limit: 20 };

export const exampleTagSearchResponse: TagSearchResponse = { hits: [exampleTagHit], estimatedTotalHits: 1 };

export const exampleTagsByUrlRequest: TagsByUrlRequestInput = {
  siteId: EXAMPLE_SITE_ID,
  urls: ["stockholms-lan/nacka"],
};

export const exampleTagListResponse: TagListResponse = { hits: [exampleTagHit] };

export const exampleByIdsRequest: ByIdsRequest = { ids: [EXAMPLE_IDS.stage] };

export const exampleStagesByIdsResponse: StagesByIdsResponse = { hits: [exampleStageHit] };

export const exampleObjectsByIdsRequest: ByIdsRequest = { ids: [EXAMPLE_IDS.object] };

export const exampleObjectsByIdsResponse: ObjectsByIdsResponse = { hits: [exampleObjectHit] };

export const examplePremisesSearchRequest: PremisesSearchRequestInput = {
  filter: { siteIds: [EXAMPLE_SITE_ID], minArea: 50, maxArea: 200, types: [EXAMPLE_IDS.office] },
  sort: "size:desc",
};

export const examplePremisesSearchResponse: PremisesSearchResponse = {
  hits: [examplePremisesHit],
  estimatedTotalHits: 1,
  limit: 500,
  offset: 0,
  facetDistribution: { types: { [EXAMPLE_IDS.office]: 1 } },
};

export const examplePremisesTagsRequest: PremisesTagsRequest = { siteId: EXAMPLE_SITE_ID };

export const examplePremisesTagsResponse: PremisesTagsResponse = {
  tags: [exampleTagHit],
  types: [{ id: EXAMPLE_IDS.office, name: "Office", count: 1 }],
};

export const exampleSuccessionSearchRequest: SuccessionSearchRequestInput = {
  siteId: EXAMPLE_SITE_ID,
  objectStatus: [EXAMPLE_IDS.succession],
};

export const exampleSuccessionSearchResponse: SuccessionSearchResponse = {
  hits: [{ ...exampleObjectHit, status: { id: EXAMPLE_IDS.succession, name: "Resale" } }],
  estimatedTotalHits: 1,
  limit: 30,
  offset: 0,
  municipalities: [
    { key: "alla-kommuner", name: "Alla kommuner", tag: null, count: 1 },
    {
      key: "stockholms-lan/nacka",
      name: "Nacka",
      tag: { id: exampleTagHit.id, name: "Nacka", url: "stockholms-lan/nacka", hasRental: false },
      count: 1,
    },
  ],
};

export const exampleTextSearchRequest: TextSearchRequestInput = {
  text: "ekudden",
  siteId: EXAMPLE_SITE_ID,
  categories: ["all"],
  take: 25,
};

export const exampleTextSearchResponse: TextSearchResponse = {
  hits: [exampleTextSearchHit],
  query: "ekudden",
  processingTimeMs: 3,
  limit: 25,
  offset: 0,
  estimatedTotalHits: 1,
  facetDistribution: { category: { news: 1, residencial: 0, content: 0, career: 0 } },
};

export const exampleLastVisitedResponse: LastVisitedResponse = {
  hits: [{ visitedAt: "2026-04-02T18:21:00.000Z", stage: exampleStageHit, object: exampleObjectHit }],
};

export const exampleMostVisitedResponse: MostVisitedResponse = { hits: [exampleStageHit] };

export const exampleExperimentParams: ExperimentParams = { code: "cookie-consent", value: "2" };

export const exampleWebVitalsReport: WebVitalsReport = {
  id: "v5-1715603022117-6151634586423",
  name: "LCP",
  value: 1840.2,
  navigationType: "navigate",
  rating: "good",
  path: "/sok-bostad/",
  host: "www.fjallvik.example",
};

export const exampleLastVisitedParams = { userOrAnonId: EXAMPLE_IDS.user, siteId: sites.se.siteId };
