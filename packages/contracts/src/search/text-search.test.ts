import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EXAMPLE_SITE_ID, exampleTextSearchRequest, exampleTextSearchResponse } from "../examples";
import { failingPaths } from "../testing/issues";
import { TextSearchRequestSchema, TextSearchResponseSchema } from "./text-search";

const base = { text: "ekudden", siteId: EXAMPLE_SITE_ID };

describe("text search", () => {
  it("has valid examples", () => {
    expect(failingPaths(TextSearchRequestSchema, exampleTextSearchRequest)).toEqual([]);
    expect(failingPaths(TextSearchResponseSchema, exampleTextSearchResponse)).toEqual([]);
  });

  it("searches every category, 25 hits at a time, best match first, by default", () => {
    expect(v.parse(TextSearchRequestSchema, base)).toEqual({
      ...base,
      languages: [],
      sortType: "relevance",
      categories: ["all"],
      skip: 0,
      take: 25,
      attributesToCrop: ["description"],
      cropMarker: "…",
    });
  });

  it.each([
    ["take past 25", { ...base, take: 26 }, "take"],
    ["a negative skip", { ...base, skip: -25 }, "skip"],
    ["an unknown category", { ...base, categories: ["residential"] }, "categories.0"],
    ["an unknown language", { ...base, languages: ["de"] }, "languages.0"],
    ["an unknown sort", { ...base, sortType: "newest" }, "sortType"],
    ["text over 200 characters", { ...base, text: "x".repeat(201) }, "text"],
    ["no text", { siteId: EXAMPLE_SITE_ID }, "text"],
    ["an attribute that cannot be cropped", { ...base, attributesToCrop: ["url"] }, "attributesToCrop.0"],
    ["a long crop marker", { ...base, cropMarker: "<mark>…</mark>" }, "cropMarker"],
    ["an unknown site", { ...base, siteId: "16920432-7683-5315-96ed-000000000000" }, "siteId"],
  ])("rejects %s at its path", (_case, input, path) => {
    expect(failingPaths(TextSearchRequestSchema, input)).toEqual([path]);
  });

  it("answers with Meilisearch's fields and no 'all' bucket in the category counts", () => {
    const response = v.parse(TextSearchResponseSchema, exampleTextSearchResponse);
    expect(Object.keys(response)).toEqual(
      expect.arrayContaining(["hits", "estimatedTotalHits", "facetDistribution", "processingTimeMs"]),
    );
    expect(response.hits[0]?._formatted.description).toContain("…");
    const withAll = { ...exampleTextSearchResponse, hits: [{ ...exampleTextSearchResponse.hits[0], category: "all" }] };
    expect(failingPaths(TextSearchResponseSchema, withAll)).toEqual(["hits.0.category"]);
  });
});
