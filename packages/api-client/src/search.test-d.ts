import type {
  ObjectHit,
  ObjectSearchRequestInput,
  ObjectSearchResponse,
  PremisesSearchResponse,
  ResidenceSort,
  StageAndAreaSearchResponse,
  SuccessionSearchResponse,
  SystemNavigation,
  TagListResponse,
  TagSearchResponse,
  TextSearchResponse,
  WebVitalsReport,
} from "@housing/contracts";
import { describe, expectTypeOf, it } from "vitest";
import {
  createHttp,
  getLastVisited,
  getObjectsByIds,
  getStageTags,
  getSystemNavigation,
  quickSearch,
  recordExperiment,
  saveWebVitals,
  searchObjects,
  searchPremises,
  searchStagesAndAreas,
  searchSuccession,
  searchTags,
  textSearch,
  type CallOptions,
  type Http,
  type QuickSearchRequest,
} from "./index";

const http = createHttp({ baseUrl: "http://localhost:4000" });
const siteId = "16920432-7683-5315-96ed-9fee9c64bec5";

describe("search calls", () => {
  it("take the request as a caller writes it and answer the contract's output type", () => {
    expectTypeOf(searchObjects).parameters.toEqualTypeOf<
      [Http, ObjectSearchRequestInput, (CallOptions | undefined)?]
    >();
    expectTypeOf(searchObjects(http, { siteId })).resolves.toEqualTypeOf<ObjectSearchResponse>();
    expectTypeOf(searchStagesAndAreas(http, { siteId })).resolves.toEqualTypeOf<StageAndAreaSearchResponse>();
    expectTypeOf(searchTags(http, { siteId, text: "sto" })).resolves.toEqualTypeOf<TagSearchResponse>();
    expectTypeOf(getStageTags(http, siteId)).resolves.toEqualTypeOf<TagListResponse>();
    expectTypeOf(
      searchSuccession(http, { siteId, objectStatus: [siteId] }),
    ).resolves.toEqualTypeOf<SuccessionSearchResponse>();
    expectTypeOf(
      searchPremises(http, { filter: { siteIds: [siteId] } }),
    ).resolves.toEqualTypeOf<PremisesSearchResponse>();
  });

  it("leave defaults out of the request but fill them in the answer", () => {
    expectTypeOf<ObjectSearchRequestInput["limit"]>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ObjectSearchResponse["limit"]>().toEqualTypeOf<number>();
    expectTypeOf<ObjectSearchResponse["hits"]>().toEqualTypeOf<ObjectHit[]>();
    expectTypeOf<ObjectHit["_geo"]>().toEqualTypeOf<{ lat: number; lng: number } | null>();
  });

  it("only take the documented sorts and a site and filter of the right shape", () => {
    expectTypeOf<NonNullable<ObjectSearchRequestInput["sort"]>>().toEqualTypeOf<ResidenceSort>();
    // @ts-expect-error a sort needs its direction, "price:asc"
    void searchObjects(http, { siteId, sort: "price" });
    // @ts-expect-error the site is required
    void searchObjects(http, { filter: {} });
    // @ts-expect-error rooms are numbers
    void searchObjects(http, { siteId, filter: { minRooms: "2" } });
    // @ts-expect-error ids are a list
    void getObjectsByIds(http, siteId);
  });
});

describe("text search", () => {
  it("answers the Meilisearch-shaped response", () => {
    expectTypeOf(textSearch(http, { siteId, text: "ekudden" })).resolves.toEqualTypeOf<TextSearchResponse>();
    expectTypeOf<TextSearchResponse["hits"][number]["_formatted"]>().toEqualTypeOf<{
      title: string;
      description: string;
    }>();
  });

  it("leaves the quick search's page to the call", () => {
    expectTypeOf<QuickSearchRequest>().not.toHaveProperty("take");
    expectTypeOf(quickSearch(http, { siteId, text: "ek" })).resolves.toEqualTypeOf<TextSearchResponse>();
    // @ts-expect-error "everything" is not a category
    void textSearch(http, { siteId, text: "x", categories: ["everything"] });
  });
});

describe("telemetry and navigation", () => {
  it("never rejects a web-vitals report and takes only known metrics", () => {
    expectTypeOf(saveWebVitals).parameter(1).toEqualTypeOf<WebVitalsReport>();
    expectTypeOf(saveWebVitals).returns.resolves.toBeBoolean();
    expectTypeOf<WebVitalsReport["name"]>().toEqualTypeOf<"CLS" | "FCP" | "FID" | "INP" | "LCP" | "TTFB">();
  });

  it("types the remaining reads and writes", () => {
    expectTypeOf(recordExperiment(http, "cookie-consent", "2")).resolves.toBeVoid();
    expectTypeOf(getLastVisited).parameters.toEqualTypeOf<[Http, string, string, (CallOptions | undefined)?]>();
    expectTypeOf(getSystemNavigation(http, { isEnglish: true })).resolves.toEqualTypeOf<SystemNavigation>();
  });
});
