import { describe, expect, it } from "vitest";
import {
  EXAMPLE_IDS,
  exampleLastVisitedParams,
  exampleLastVisitedResponse,
  exampleMostVisitedResponse,
} from "../examples";
import { failingPaths } from "../testing/issues";
import {
  LastVisitedParamsSchema,
  LastVisitedResponseSchema,
  MostVisitedParamsSchema,
  MostVisitedResponseSchema,
} from "./visits";

describe("visit time series", () => {
  it("has valid examples", () => {
    expect(failingPaths(LastVisitedParamsSchema, exampleLastVisitedParams)).toEqual([]);
    expect(failingPaths(LastVisitedResponseSchema, exampleLastVisitedResponse)).toEqual([]);
    expect(failingPaths(MostVisitedParamsSchema, { id: EXAMPLE_IDS.county })).toEqual([]);
    expect(failingPaths(MostVisitedResponseSchema, exampleMostVisitedResponse)).toEqual([]);
  });

  it("rejects ids that are not GUIDs and unknown sites", () => {
    expect(failingPaths(LastVisitedParamsSchema, { userOrAnonId: "anna", siteId: EXAMPLE_IDS.stage })).toEqual([
      "userOrAnonId",
      "siteId",
    ]);
    expect(failingPaths(MostVisitedParamsSchema, { id: "stockholm" })).toEqual(["id"]);
  });

  it("refuses a visit without a time", () => {
    const [visit] = exampleLastVisitedResponse.hits;
    expect(failingPaths(LastVisitedResponseSchema, { hits: [{ ...visit, visitedAt: "yesterday" }] })).toEqual([
      "hits.0.visitedAt",
    ]);
  });
});
