import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as examples from "@housing/contracts/examples";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ApiError,
  createHttp,
  getObjectsByIds,
  getPremisesTags,
  getStagesByIds,
  getStageTags,
  getSystemNavigation,
  getTagsByUrls,
  quickSearch,
  searchObjects,
  searchPremises,
  searchStageCounties,
  searchStages,
  searchStagesAndAreas,
  searchSuccession,
  searchTags,
  SOMETHING_WENT_WRONG,
  textSearch,
  type Http,
} from "./index";

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: unknown;
}

const navigation = { siteVersion: "1", mainNavigation: [], careerNavigation: [], footer: { columns: [], social: [] } };

/** What the fake API answers, by "METHOD path". */
const answers: Record<string, unknown> = {
  "POST /residence/stage_and_area_search": examples.exampleStageAndAreaSearchResponse,
  "POST /residence/search_object": examples.exampleObjectSearchResponse,
  "POST /residence/search_stage": examples.exampleStageSearchResponse,
  "POST /residence/search_stage_counties": examples.exampleStageCountiesResponse,
  "POST /residence/search/tags": examples.exampleTagSearchResponse,
  "POST /residence/search/tags/url": examples.exampleTagListResponse,
  "POST /residence/search/by_ids/stage": examples.exampleStagesByIdsResponse,
  "POST /residence/search/by_ids/object": examples.exampleObjectsByIdsResponse,
  "POST /residence/search/premises": examples.examplePremisesSearchResponse,
  "POST /residence/search/premises/tags": examples.examplePremisesTagsResponse,
  "POST /residence/search/succession": examples.exampleSuccessionSearchResponse,
  "POST /textsearch": examples.exampleTextSearchResponse,
  "GET /api/system/navigation/get": navigation,
  "GET /api/system/navigation/get/en": { ...navigation, siteVersion: "en" },
};

let seen: Seen[] = [];
let override: { status: number; body: unknown } | null = null;
let server: Server;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const path = new URL(req.url ?? "/", "http://x").pathname;
      seen.push({
        method: req.method!,
        url: req.url!,
        contentType: req.headers["content-type"],
        body: text ? JSON.parse(text) : undefined,
      });
      const key = `${req.method} ${path}`;
      const answer =
        override ??
        (key in answers
          ? { status: 200, body: answers[key] }
          : path.startsWith("/residence/search/stage_tags/")
            ? { status: 200, body: examples.exampleTagListResponse }
            : { status: 404, body: { status: 404, error: "NotFound", message: "notFound" } });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  http = createHttp({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, siteKey: "Jmse" });
});

beforeEach(() => {
  seen = [];
  override = null;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const siteId = examples.EXAMPLE_SITE_ID;

describe("search calls", () => {
  it.each([
    [
      "searchStagesAndAreas",
      () => searchStagesAndAreas(http, examples.exampleStageAndAreaSearchRequest),
      "/residence/stage_and_area_search",
      examples.exampleStageAndAreaSearchRequest,
    ],
    [
      "searchObjects",
      () => searchObjects(http, examples.exampleObjectSearchRequest),
      "/residence/search_object",
      examples.exampleObjectSearchRequest,
    ],
    [
      "searchStages",
      () => searchStages(http, examples.exampleStageSearchRequest),
      "/residence/search_stage",
      examples.exampleStageSearchRequest,
    ],
    [
      "searchStageCounties",
      () => searchStageCounties(http, { siteId }),
      "/residence/search_stage_counties",
      { siteId },
    ],
    [
      "searchTags",
      () => searchTags(http, examples.exampleTagSearchRequest),
      "/residence/search/tags",
      examples.exampleTagSearchRequest,
    ],
    [
      "getTagsByUrls",
      () => getTagsByUrls(http, { siteId, urls: ["nacka", "solna"] }),
      "/residence/search/tags/url",
      { siteId, urls: ["nacka", "solna"] },
    ],
    [
      "getStagesByIds",
      () => getStagesByIds(http, [examples.EXAMPLE_IDS.stage]),
      "/residence/search/by_ids/stage",
      { ids: [examples.EXAMPLE_IDS.stage] },
    ],
    [
      "getObjectsByIds",
      () => getObjectsByIds(http, [examples.EXAMPLE_IDS.object]),
      "/residence/search/by_ids/object",
      { ids: [examples.EXAMPLE_IDS.object] },
    ],
    [
      "searchPremises",
      () => searchPremises(http, examples.examplePremisesSearchRequest),
      "/residence/search/premises",
      examples.examplePremisesSearchRequest,
    ],
    ["getPremisesTags", () => getPremisesTags(http, siteId), "/residence/search/premises/tags", { siteId }],
    [
      "searchSuccession",
      () => searchSuccession(http, examples.exampleSuccessionSearchRequest),
      "/residence/search/succession",
      examples.exampleSuccessionSearchRequest,
    ],
    [
      "textSearch",
      () => textSearch(http, examples.exampleTextSearchRequest),
      "/textsearch",
      examples.exampleTextSearchRequest,
    ],
  ])("%s posts its request as JSON and returns the checked answer", async (_name, run, path, body) => {
    const response = await run();
    expect(response).toEqual(answers[`POST ${path}`]);
    expect(seen).toEqual([{ method: "POST", url: path, contentType: "application/json", body }]);
  });

  it("drops fields the contract does not know from an answer", async () => {
    override = { status: 200, body: { ...examples.exampleObjectSearchResponse, debug: { query: "…" } } };
    expect(await searchObjects(http, { siteId })).not.toHaveProperty("debug");
  });

  it("refuses an answer that breaks the contract, naming the field", async () => {
    const broken = {
      ...examples.exampleObjectSearchResponse,
      hits: [{ ...examples.exampleObjectHit, _geo: { lat: "59" } }],
    };
    override = { status: 200, body: broken };
    const error = (await searchObjects(http, { siteId }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(JSON.stringify(error.body)).toContain("hits.0._geo");
  });

  it("hands the API's 400 field errors to the caller", async () => {
    const fieldErrors = { "body.filter.maxPrice": ["maxPrice must not be below minPrice"] };
    override = { status: 400, body: { status: 400, error: "InvalidInput", message: "invalidInput", fieldErrors } };
    const error = (await searchObjects(http, { siteId, filter: { minPrice: 2, maxPrice: 1 } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual(fieldErrors);
  });

  it("rejects a search with somethingWentWrong when the API is down, instead of hanging", async () => {
    const down = createHttp({ baseUrl: "http://127.0.0.1:1", siteKey: "Jmse" });
    const error = (await searchObjects(down, { siteId }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(SOMETHING_WENT_WRONG);
  });

  it("cancels a search when its signal aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = (await searchTags(http, { siteId, text: "sto" }, { signal: controller.signal }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
  });

  it("gets stage tags by site, and by stage with encoded segments", async () => {
    await getStageTags(http, siteId);
    await getStageTags(http, siteId, "a/b");
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET /residence/search/stage_tags/${siteId}`,
      `GET /residence/search/stage_tags/${siteId}/a%2Fb`,
    ]);
  });
});

describe("quickSearch", () => {
  it("asks the text search for its first 3 hits", async () => {
    await quickSearch(http, { text: "ekudden", siteId, skip: 50, take: 25 } as never);
    expect(seen[0]).toMatchObject({ url: "/textsearch", body: { text: "ekudden", siteId, skip: 0, take: 3 } });
  });

  it("does not call the API below 2 characters (spec section 9)", async () => {
    const response = await quickSearch(http, { text: " e ", siteId });
    expect(seen).toEqual([]);
    expect(response).toMatchObject({ hits: [], estimatedTotalHits: 0, query: " e " });
  });
});

describe("getSystemNavigation", () => {
  it("asks at /en for the English sub-site", async () => {
    expect((await getSystemNavigation(http)).siteVersion).toBe("1");
    expect((await getSystemNavigation(http, { isEnglish: true })).siteVersion).toBe("en");
  });
});
