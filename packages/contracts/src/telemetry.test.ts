import { describe, expect, it } from "vitest";
import { exampleExperimentParams, exampleWebVitalsReport } from "./examples";
import { COOKIE_CONSENT_EXPERIMENT, ExperimentParamsSchema, WebVitalsReportSchema } from "./telemetry";
import { failingPaths } from "./testing/issues";

describe("ExperimentParamsSchema", () => {
  it("takes the cookie prompt's choices (spec section 4)", () => {
    expect(failingPaths(ExperimentParamsSchema, exampleExperimentParams)).toEqual([]);
    for (const value of Object.values(COOKIE_CONSENT_EXPERIMENT.values)) {
      expect(failingPaths(ExperimentParamsSchema, { code: COOKIE_CONSENT_EXPERIMENT.code, value })).toEqual([]);
    }
  });

  it("rejects empty, long and odd segments", () => {
    expect(failingPaths(ExperimentParamsSchema, { code: "", value: "1" })).toEqual(["code"]);
    expect(failingPaths(ExperimentParamsSchema, { code: "a".repeat(65), value: "1" })).toEqual(["code"]);
    expect(failingPaths(ExperimentParamsSchema, { code: "consent", value: "<script>" })).toEqual(["value"]);
  });
});

describe("WebVitalsReportSchema", () => {
  it("accepts a web-vitals measurement", () => {
    expect(failingPaths(WebVitalsReportSchema, exampleWebVitalsReport)).toEqual([]);
    expect(failingPaths(WebVitalsReportSchema, { ...exampleWebVitalsReport, host: "localhost:3000" })).toEqual([]);
  });

  it.each([
    ["an unknown metric", { name: "FPS" }, "name"],
    ["a negative value", { value: -1 }, "value"],
    ["a value as a string", { value: "1840" }, "value"],
    ["an unknown rating", { rating: "great" }, "rating"],
    ["an unknown navigation type", { navigationType: "teleport" }, "navigationType"],
    ["a full URL as the path", { path: "https://www.fjallvik.example/sok/" }, "path"],
    ["a path with a query string", { path: "/sok/?q=1" }, "path"],
    ["a host with a path", { host: "www.fjallvik.example/sok" }, "host"],
    ["an id over 100 characters", { id: "x".repeat(101) }, "id"],
  ])("rejects %s at its path", (_case, change, path) => {
    expect(failingPaths(WebVitalsReportSchema, { ...exampleWebVitalsReport, ...change })).toEqual([path]);
  });
});
