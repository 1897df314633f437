import { describe, expect, it } from "vitest";
import { SEARCH_RANGES } from "@housing/contracts";
import {
  defaultPremisesState,
  hasPremisesFilters,
  maxAreaChoices,
  minAreaChoices,
  parsePremisesState,
  premisesQuery,
} from "./url-state";

const se = SEARCH_RANGES.se.premisesArea;
const fi = SEARCH_RANGES.fi.premisesArea;

describe("premises url state", () => {
  it("reads an empty query as the defaults: every tag and type, 0 to the open top, recommended", () => {
    expect(parsePremisesState("", se)).toEqual({ tags: [], types: [], minArea: 0, maxArea: 200, sort: "recommended" });
    expect(parsePremisesState("", fi).maxArea).toBe(150);
  });

  it("reads every parameter", () => {
    const state = parsePremisesState(
      "tags=stockholms-lan/nacka;uppsala-lan&types=office,retail&minArea=20&maxArea=120&sort=size:asc",
      se,
    );
    expect(state).toEqual({
      tags: ["stockholms-lan/nacka", "uppsala-lan"],
      types: ["office", "retail"],
      minArea: 20,
      maxArea: 120,
      sort: "size:asc",
    });
  });

  it("reads percent-encoded separators as the site shell forwards them", () => {
    const state = parsePremisesState(
      "sort=size%3Adesc&tags=stockholms-lan%2Fnacka%3Buppsala-lan&types=office%2Cretail",
      se,
    );
    expect(state.tags).toEqual(["stockholms-lan/nacka", "uppsala-lan"]);
    expect(state.types).toEqual(["office", "retail"]);
    expect(state.sort).toBe("size:desc");
  });

  it("ignores values it cannot use, keeping the defaults and the valid rest", () => {
    const state = parsePremisesState(
      "tags=;a b;ok;ok&types=office,castle,office&minArea=15&maxArea=999&sort=price:asc",
      se,
    );
    expect(state).toEqual({ tags: ["ok"], types: ["office"], minArea: 0, maxArea: 200, sort: "recommended" });
    expect(parsePremisesState("minArea=-10&maxArea=abc", se)).toEqual(defaultPremisesState(se));
    // Finland's top is 150: 200 is not a choice there.
    expect(parsePremisesState("maxArea=200", fi).maxArea).toBe(150);
  });

  it("drops a maximum below the minimum rather than show nothing", () => {
    expect(parsePremisesState("minArea=100&maxArea=50", se)).toMatchObject({ minArea: 100, maxArea: 200 });
    expect(parsePremisesState("minArea=50&maxArea=50", se)).toMatchObject({ minArea: 50, maxArea: 50 });
  });

  it("treats a repeated parameter as absent", () => {
    expect(parsePremisesState("sort=size:asc&sort=size:desc", se).sort).toBe("recommended");
  });

  it("writes defaults as nothing and keeps other parameters", () => {
    expect(premisesQuery(defaultPremisesState(se), se)).toBe("");
    expect(premisesQuery(defaultPremisesState(se), se, "utm_source=news&sort=size:asc")).toBe("utm_source=news");
  });

  it("writes a readable address that reads back to the same state", () => {
    const state = {
      tags: ["stockholms-lan/nacka", "uppsala-lan"],
      types: ["office" as const, "warehouse" as const],
      minArea: 30,
      maxArea: 90,
      sort: "size:desc" as const,
    };
    const query = premisesQuery(state, se, "utm_source=x");
    expect(query).toBe(
      "utm_source=x&tags=stockholms-lan/nacka;uppsala-lan&types=office,warehouse&minArea=30&maxArea=90&sort=size:desc",
    );
    expect(parsePremisesState(query, se)).toEqual(state);
  });

  it("offers area choices in steps of 10 up to the open top", () => {
    expect(minAreaChoices(fi)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150]);
    expect(maxAreaChoices(se)[0]).toBe(10);
    expect(maxAreaChoices(se).at(-1)).toBe(200);
  });

  it("counts the sort as no filter", () => {
    expect(hasPremisesFilters({ ...defaultPremisesState(se), sort: "size:asc" }, se)).toBe(false);
    expect(hasPremisesFilters({ ...defaultPremisesState(se), maxArea: 190 }, se)).toBe(true);
  });
});
