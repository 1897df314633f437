import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  EXAMPLE_SITE_ID,
  examplePremisesSearchRequest,
  examplePremisesSearchResponse,
  examplePremisesTagsRequest,
  examplePremisesTagsResponse,
} from "../examples";
import { failingPaths } from "../testing/issues";
import {
  PremisesSearchRequestSchema,
  PremisesSearchResponseSchema,
  PremisesTagsRequestSchema,
  PremisesTagsResponseSchema,
} from "./premises";

const guid = "2f1e6a8c-4b0d-4c1e-9d7a-3b5e8f0a1c2d";
const filter = { siteIds: [EXAMPLE_SITE_ID] };

describe("premises search", () => {
  it("has valid examples", () => {
    expect(failingPaths(PremisesSearchRequestSchema, examplePremisesSearchRequest)).toEqual([]);
    expect(failingPaths(PremisesSearchResponseSchema, examplePremisesSearchResponse)).toEqual([]);
    expect(failingPaths(PremisesTagsRequestSchema, examplePremisesTagsRequest)).toEqual([]);
    expect(failingPaths(PremisesTagsResponseSchema, examplePremisesTagsResponse)).toEqual([]);
  });

  it("lists 500 premises in the recommended order by default (spec section 9)", () => {
    expect(v.parse(PremisesSearchRequestSchema, { filter })).toMatchObject({
      limit: 500,
      offset: 0,
      sort: "recommended",
      filter: { siteIds: filter.siteIds, tagIds: [], types: [] },
    });
  });

  it.each([
    ["no filter", {}, "filter"],
    ["no site", { filter: { siteIds: [] } }, "filter.siteIds"],
    ["an unknown site", { filter: { siteIds: [guid] } }, "filter.siteIds.0"],
    [
      "more sites than exist",
      { filter: { siteIds: Array.from({ length: 8 }, () => EXAMPLE_SITE_ID) } },
      "filter.siteIds",
    ],
    ["an area past the slider's top", { filter: { ...filter, maxArea: 201 } }, "filter.maxArea"],
    ["a negative area", { filter: { ...filter, minArea: -5 } }, "filter.minArea"],
    ["an area range upside down", { filter: { ...filter, minArea: 150, maxArea: 100 } }, "filter.maxArea"],
    ["a type that is not a GUID", { filter: { ...filter, types: ["office"] } }, "filter.types.0"],
    ["a tag id that is not a GUID", { filter: { ...filter, tagIds: [7] } }, "filter.tagIds.0"],
    ["a residence sort", { filter, sort: "price:asc" }, "sort"],
    ["a limit past 500", { filter, limit: 501 }, "limit"],
    ["a negative offset", { filter, offset: -1 }, "offset"],
  ])("rejects %s at its path", (_case, input, path) => {
    expect(failingPaths(PremisesSearchRequestSchema, input)).toEqual([path]);
  });

  it("takes one known site for the filter options", () => {
    expect(failingPaths(PremisesTagsRequestSchema, { siteId: guid })).toEqual(["siteId"]);
  });
});
