import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { exampleSearchFilter } from "../examples";
import { failingPaths, messagesAt } from "../testing/issues";
import { FILTER_TOPS, SEARCH_RANGES, lowerBound, upperBound } from "./constants";
import { EMPTY_SEARCH_FILTER, SearchFilterSchema } from "./filter";
import { GeoSearchSchema } from "./primitives";

const guid = "2f1e6a8c-4b0d-4c1e-9d7a-3b5e8f0a1c2d";
const tag = { id: guid, name: "Nacka", url: "nacka", hasRental: false };

describe("SearchFilterSchema", () => {
  it("accepts an empty filter and fills the defaults of spec section 9", () => {
    expect(v.parse(SearchFilterSchema, {})).toEqual({
      tags: [],
      concepts: [],
      projectStatus: [],
      disposalForm: [],
      outdoorArea: [],
      residenceType: [],
      viewing: false,
      inhabitDate: 3,
      stageIds: [],
    });
    expect(EMPTY_SEARCH_FILTER.inhabitDate).toBe(3);
  });

  it("accepts a full filter and keeps its values", () => {
    const filter = {
      tags: [tag],
      minPrice: 0,
      maxPrice: 10_000_000,
      minRooms: 1,
      maxRooms: 5,
      minArea: 0,
      maxArea: 300,
      concepts: [guid],
      projectStatus: [guid],
      disposalForm: [guid],
      outdoorArea: [guid],
      residenceType: [guid],
      viewing: true,
      inhabitDate: 0,
      stageIds: [guid],
      geoSearch: { type: "radius", lat: 59.33, lng: 18.06, radiusKm: 10 },
    };
    expect(v.parse(SearchFilterSchema, filter)).toEqual(filter);
    expect(failingPaths(SearchFilterSchema, exampleSearchFilter)).toEqual([]);
  });

  it("drops unknown keys instead of failing", () => {
    expect(v.parse(SearchFilterSchema, { minRooms: 2, colour: "red" })).not.toHaveProperty("colour");
  });

  it.each([
    ["a price as a string", { minPrice: "100" }, "minPrice"],
    ["a negative price", { minPrice: -1 }, "minPrice"],
    ["a fractional room count", { minRooms: 2.5 }, "minRooms"],
    ["rooms below one", { minRooms: 0 }, "minRooms"],
    ["a price past every site's top", { maxPrice: FILTER_TOPS.price + 1 }, "maxPrice"],
    ["an area past every site's top", { maxArea: 301 }, "maxArea"],
    ["an unknown inhabit date", { inhabitDate: 4 }, "inhabitDate"],
    ["viewing as a string", { viewing: "yes" }, "viewing"],
    ["an enumeration value that is not a GUID", { concepts: ["premium"] }, "concepts.0"],
    ["an enumeration list as a string", { residenceType: guid }, "residenceType"],
    ["a tag without an id", { tags: [{ ...tag, id: undefined }] }, "tags.0.id"],
    ["a tag URL with a semicolon", { tags: [{ ...tag, url: "nacka;solna" }] }, "tags.0.url"],
  ])("rejects %s at its path", (_case, input, path) => {
    expect(failingPaths(SearchFilterSchema, input)).toEqual([path]);
  });

  it("rejects lists past their caps", () => {
    expect(failingPaths(SearchFilterSchema, { tags: Array.from({ length: 51 }, () => tag) })).toEqual(["tags"]);
    expect(failingPaths(SearchFilterSchema, { concepts: Array.from({ length: 51 }, () => guid) })).toEqual([
      "concepts",
    ]);
    expect(failingPaths(SearchFilterSchema, { stageIds: Array.from({ length: 401 }, () => guid) })).toEqual([
      "stageIds",
    ]);
  });

  it.each([
    ["price", { minPrice: 3_000_000, maxPrice: 2_000_000 }, "maxPrice"],
    ["rooms", { minRooms: 4, maxRooms: 2 }, "maxRooms"],
    ["area", { minArea: 100, maxArea: 50 }, "maxArea"],
  ])("rejects a %s range whose max is below its min, on the max", (_case, input, path) => {
    expect(failingPaths(SearchFilterSchema, input)).toEqual([path]);
    expect(messagesAt(SearchFilterSchema, input, path)[0]).toMatch(/must not be below/);
  });

  it("accepts a range with equal ends", () => {
    expect(failingPaths(SearchFilterSchema, { minRooms: 3, maxRooms: 3 })).toEqual([]);
  });
});

describe("GeoSearchSchema", () => {
  it("accepts a radius and a bounding box", () => {
    expect(failingPaths(GeoSearchSchema, { type: "radius", lat: 60.17, lng: 24.94, radiusKm: 25 })).toEqual([]);
    const box = { type: "boundingBox", north: 59.4, south: 59.2, east: 18.2, west: 17.9 };
    expect(failingPaths(GeoSearchSchema, box)).toEqual([]);
  });

  it.each([
    ["an unknown type", { type: "polygon", points: [] }, "type"],
    ["a latitude past the pole", { type: "radius", lat: 91, lng: 0, radiusKm: 1 }, "lat"],
    ["a radius of zero", { type: "radius", lat: 59, lng: 18, radiusKm: 0 }, "radiusKm"],
    ["a radius wider than a country", { type: "radius", lat: 59, lng: 18, radiusKm: 5000 }, "radiusKm"],
    ["a box upside down", { type: "boundingBox", north: 59, south: 60, east: 18, west: 17 }, "north"],
    ["a box across the antimeridian", { type: "boundingBox", north: 60, south: 59, east: -179, west: 179 }, "east"],
  ])("rejects %s at its path", (_case, input, path) => {
    expect(failingPaths(GeoSearchSchema, input)).toEqual([path]);
  });
});

describe("site ranges (spec section 9)", () => {
  it("gives Finland its own tops and Sweden and Norway the defaults", () => {
    expect(SEARCH_RANGES.fi).toEqual({
      price: { min: 0, max: 1_000_000 },
      rooms: { min: 1, max: 4 },
      area: { min: 0, max: 150 },
      premisesArea: { min: 0, max: 150 },
    });
    expect(SEARCH_RANGES.se.price.max).toBe(10_000_000);
    expect(SEARCH_RANGES.no).toEqual(SEARCH_RANGES.se);
    expect(FILTER_TOPS).toEqual({ price: 10_000_000, rooms: 5, area: 300, premisesArea: 200 });
  });

  it("reads a max at or past the site's top as no upper bound", () => {
    expect(upperBound(1_000_000, SEARCH_RANGES.fi.price)).toBeUndefined();
    expect(upperBound(5_000_000, SEARCH_RANGES.fi.price)).toBeUndefined();
    expect(upperBound(1_000_000, SEARCH_RANGES.se.price)).toBe(1_000_000);
    expect(upperBound(undefined, SEARCH_RANGES.se.rooms)).toBeUndefined();
  });

  it("reads a min at the bottom of the range as no lower bound", () => {
    expect(lowerBound(1, SEARCH_RANGES.se.rooms)).toBeUndefined();
    expect(lowerBound(2, SEARCH_RANGES.se.rooms)).toBe(2);
    expect(lowerBound(0, SEARCH_RANGES.se.area)).toBeUndefined();
  });
});
