import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  EXAMPLE_IDS,
  EXAMPLE_SITE_ID,
  exampleSuccessionSearchRequest,
  exampleSuccessionSearchResponse,
} from "../examples";
import { failingPaths, messagesAt } from "../testing/issues";
import { SuccessionSearchRequestSchema, SuccessionSearchResponseSchema } from "./succession";

const base = { siteId: EXAMPLE_SITE_ID, objectStatus: [EXAMPLE_IDS.succession] };
const tag = { id: EXAMPLE_IDS.municipality, name: "Nacka", url: "nacka", hasRental: false };
const geoSearch = { type: "radius", lat: 59.31, lng: 18.16, radiusKm: 15 };

describe("succession search", () => {
  it("has valid examples", () => {
    expect(failingPaths(SuccessionSearchRequestSchema, exampleSuccessionSearchRequest)).toEqual([]);
    expect(failingPaths(SuccessionSearchResponseSchema, exampleSuccessionSearchResponse)).toEqual([]);
  });

  it("lists every municipality when no tag is given", () => {
    expect(v.parse(SuccessionSearchRequestSchema, base)).toMatchObject({ tags: [], limit: 30, offset: 0 });
  });

  it("narrows by municipality tags or by a geo search", () => {
    expect(failingPaths(SuccessionSearchRequestSchema, { ...base, tags: [tag] })).toEqual([]);
    expect(failingPaths(SuccessionSearchRequestSchema, { ...base, geoSearch })).toEqual([]);
  });

  it("refuses both at once, on tags", () => {
    const input = { ...base, tags: [tag], geoSearch };
    expect(failingPaths(SuccessionSearchRequestSchema, input)).toEqual(["tags"]);
    expect(messagesAt(SuccessionSearchRequestSchema, input, "tags")).toEqual([
      "Give either geoSearch or tags, not both",
    ]);
  });

  it.each([
    ["no object status", { ...base, objectStatus: [] }, "objectStatus"],
    ["an object status that is not a GUID", { ...base, objectStatus: ["succession"] }, "objectStatus.0"],
    ["an unknown site", { ...base, siteId: EXAMPLE_IDS.stage }, "siteId"],
    ["a limit past the bulk size", { ...base, limit: 1000 }, "limit"],
  ])("rejects %s at its path", (_case, input, path) => {
    expect(failingPaths(SuccessionSearchRequestSchema, input)).toEqual([path]);
  });

  it("answers the municipality picker with the alla-kommuner option", () => {
    const [all] = v.parse(SuccessionSearchResponseSchema, exampleSuccessionSearchResponse).municipalities;
    expect(all).toEqual({ key: "alla-kommuner", name: "Alla kommuner", tag: null, count: 1 });
  });
});
