import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  exampleByIdsRequest,
  exampleObjectHit,
  exampleObjectSearchRequest,
  exampleObjectSearchResponse,
  exampleObjectsByIdsResponse,
  exampleStageAndAreaSearchRequest,
  exampleStageAndAreaSearchResponse,
  exampleStageCountiesRequest,
  exampleStageCountiesResponse,
  exampleStageSearchRequest,
  exampleStageSearchResponse,
  exampleStagesByIdsResponse,
  exampleTagListResponse,
  exampleTagSearchRequest,
  exampleTagSearchResponse,
  exampleTagsByUrlRequest,
} from "../examples";
import { failingPaths } from "../testing/issues";
import {
  ByIdsRequestSchema,
  ObjectSearchRequestSchema,
  ObjectSearchResponseSchema,
  ObjectsByIdsResponseSchema,
  StageAndAreaSearchRequestSchema,
  StageAndAreaSearchResponseSchema,
  StageCountiesRequestSchema,
  StageCountiesResponseSchema,
  StageSearchRequestSchema,
  StageSearchResponseSchema,
  StagesByIdsResponseSchema,
  StageTagsParamsSchema,
  TagListResponseSchema,
  TagSearchRequestSchema,
  TagSearchResponseSchema,
  TagsByUrlRequestSchema,
} from "./residence";

const siteId = exampleStageSearchRequest.siteId;
const guid = "2f1e6a8c-4b0d-4c1e-9d7a-3b5e8f0a1c2d";

describe("examples", () => {
  it.each([
    ["stage and area search request", StageAndAreaSearchRequestSchema, exampleStageAndAreaSearchRequest],
    ["stage and area search response", StageAndAreaSearchResponseSchema, exampleStageAndAreaSearchResponse],
    ["object search request", ObjectSearchRequestSchema, exampleObjectSearchRequest],
    ["object search response", ObjectSearchResponseSchema, exampleObjectSearchResponse],
    ["stage search request", StageSearchRequestSchema, exampleStageSearchRequest],
    ["stage search response", StageSearchResponseSchema, exampleStageSearchResponse],
    ["counties request", StageCountiesRequestSchema, exampleStageCountiesRequest],
    ["counties response", StageCountiesResponseSchema, exampleStageCountiesResponse],
    ["tag search request", TagSearchRequestSchema, exampleTagSearchRequest],
    ["tag search response", TagSearchResponseSchema, exampleTagSearchResponse],
    ["tags by URL request", TagsByUrlRequestSchema, exampleTagsByUrlRequest],
    ["tag list response", TagListResponseSchema, exampleTagListResponse],
    ["by ids request", ByIdsRequestSchema, exampleByIdsRequest],
    ["stages by ids response", StagesByIdsResponseSchema, exampleStagesByIdsResponse],
    ["objects by ids response", ObjectsByIdsResponseSchema, exampleObjectsByIdsResponse],
  ] as const)("the %s example is valid", (_name, schema, example) => {
    expect(failingPaths(schema, example)).toEqual([]);
  });
});

describe("ObjectSearchRequestSchema", () => {
  it("pages by 30 from the start with the recommended sort when the caller says nothing", () => {
    expect(v.parse(ObjectSearchRequestSchema, { siteId })).toMatchObject({
      siteId,
      limit: 30,
      offset: 0,
      sort: "recommended",
      filter: { inhabitDate: 3 },
    });
  });

  it.each([
    ["an unknown site", { siteId: guid }, "siteId"],
    ["a site key instead of its id", { siteId: "Jmse" }, "siteId"],
    ["no site", {}, "siteId"],
    ["a negative limit", { siteId, limit: -1 }, "limit"],
    ["a limit past the bulk size", { siteId, limit: 401 }, "limit"],
    ["a fractional limit", { siteId, limit: 2.5 }, "limit"],
    ["a limit as a string", { siteId, limit: "30" }, "limit"],
    ["a negative offset", { siteId, offset: -30 }, "offset"],
    ["an offset past the cap", { siteId, offset: 10_001 }, "offset"],
    ["an unknown sort", { siteId, sort: "price" }, "sort"],
    ["a Meilisearch sort of an unsortable attribute", { siteId, sort: "name:asc" }, "sort"],
    ["a filter that is not an object", { siteId, filter: "rooms=3" }, "filter"],
    ["a bad value inside the filter", { siteId, filter: { maxRooms: 9 } }, "filter.maxRooms"],
  ])("rejects %s at its path", (_case, input, path) => {
    expect(failingPaths(ObjectSearchRequestSchema, input)).toEqual([path]);
  });

  it("accepts the largest page and every documented sort", () => {
    expect(failingPaths(ObjectSearchRequestSchema, { siteId, limit: 400, offset: 10_000 })).toEqual([]);
    for (const sort of ["recommended", "price:desc", "livingArea:asc", "inhabitDateTimeStamp:desc"]) {
      expect(failingPaths(ObjectSearchRequestSchema, { siteId, sort })).toEqual([]);
    }
  });
});

describe("TagSearchRequestSchema", () => {
  it("suggests 20 tags unless asked for fewer", () => {
    expect(v.parse(TagSearchRequestSchema, { siteId, text: "sto" }).limit).toBe(20);
    expect(failingPaths(TagSearchRequestSchema, { siteId, text: "sto", limit: 21 })).toEqual(["limit"]);
  });

  it("rejects text over 200 characters and text that is not a string", () => {
    expect(failingPaths(TagSearchRequestSchema, { siteId, text: "a".repeat(201) })).toEqual(["text"]);
    expect(failingPaths(TagSearchRequestSchema, { siteId, text: 42 })).toEqual(["text"]);
  });
});

describe("TagsByUrlRequestSchema", () => {
  it.each([
    ["no URLs", [], "urls"],
    ["more than 50 URLs", Array.from({ length: 51 }, (_, index) => `tag-${index}`), "urls"],
    ["a URL with whitespace", ["stockholms lan"], "urls.0"],
    ["an empty URL", [""], "urls.0"],
    ["a URL over 200 characters", ["a".repeat(201)], "urls.0"],
  ])("rejects %s", (_case, urls, path) => {
    expect(failingPaths(TagsByUrlRequestSchema, { siteId, urls })).toEqual([path]);
  });
});

describe("ByIdsRequestSchema", () => {
  it.each([
    ["no ids", [], "ids"],
    ["more ids than the bulk size", Array.from({ length: 401 }, () => guid), "ids"],
    ["an id that is not a GUID", ["12"], "ids.0"],
  ])("rejects %s", (_case, ids, path) => {
    expect(failingPaths(ByIdsRequestSchema, { ids })).toEqual([path]);
  });
});

describe("StageTagsParamsSchema", () => {
  it("takes a site id and an optional stage id", () => {
    expect(failingPaths(StageTagsParamsSchema, { siteId })).toEqual([]);
    expect(failingPaths(StageTagsParamsSchema, { siteId, id: guid })).toEqual([]);
    expect(failingPaths(StageTagsParamsSchema, { siteId: guid, id: "stage-1" })).toEqual(["siteId", "id"]);
  });
});

describe("hits", () => {
  it("refuses an object hit that leaves out a field, rather than guessing it", () => {
    const { municipality: _left, ...withoutMunicipality } = exampleObjectHit;
    expect(
      failingPaths(ObjectSearchResponseSchema, { ...exampleObjectSearchResponse, hits: [withoutMunicipality] }),
    ).toEqual(["hits.0.municipality"]);
  });

  it("refuses a position off the globe and a non-ISO showing time", () => {
    const hit = {
      ...exampleObjectHit,
      _geo: { lat: 123, lng: 18 },
      showings: [{ ...exampleObjectHit.showings[0], startsAt: "16 May 10:00" }],
    };
    expect(failingPaths(ObjectsByIdsResponseSchema, { hits: [hit] })).toEqual([
      "hits.0._geo.lat",
      "hits.0.showings.0.startsAt",
    ]);
  });
});
