import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as examples from "@housing/contracts/examples";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ApiError,
  createHttp,
  getLastVisited,
  getMostVisitedInCounty,
  recordExperiment,
  saveWebVitals,
  type Http,
} from "./index";

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  text: string;
}

let seen: Seen[] = [];
let failWith: number | null = null;
let server: Server;
let baseUrl: string;
let http: Http;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, contentType: req.headers["content-type"], text });
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      if (failWith) return send(failWith, { status: failWith, error: "Error", message: "somethingWentWrong" });
      if (req.url!.startsWith("/timeseries/lastvisited/")) return send(200, examples.exampleLastVisitedResponse);
      if (req.url!.startsWith("/timeseries/mostvisited/county/")) return send(200, examples.exampleMostVisitedResponse);
      return send(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http = createHttp({ baseUrl });
});

beforeEach(() => {
  seen = [];
  failWith = null;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("visits", () => {
  it("gets what a visitor saw lately on a site", async () => {
    const { userOrAnonId, siteId } = examples.exampleLastVisitedParams;
    const response = await getLastVisited(http, userOrAnonId, siteId);
    expect(response).toEqual(examples.exampleLastVisitedResponse);
    expect(seen[0]).toMatchObject({ method: "GET", url: `/timeseries/lastvisited/${userOrAnonId}/${siteId}` });
  });

  it("gets the most visited stages of a county", async () => {
    const response = await getMostVisitedInCounty(http, examples.EXAMPLE_IDS.county);
    expect(response.hits[0]?.id).toBe(examples.EXAMPLE_IDS.stage);
    expect(seen[0]?.url).toBe(`/timeseries/mostvisited/county/${examples.EXAMPLE_IDS.county}`);
  });
});

describe("recordExperiment", () => {
  it("posts the event to its encoded path and takes the 204", async () => {
    await recordExperiment(http, "cookie-consent", "2");
    await recordExperiment(http, "a/b", "1");
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      "POST /api/experiments/cookie-consent/2",
      "POST /api/experiments/a%2Fb/1",
    ]);
  });

  it("rejects with an ApiError when the API fails", async () => {
    failWith = 500;
    await expect(recordExperiment(http, "cookie-consent", "1")).rejects.toBeInstanceOf(ApiError);
  });
});

describe("saveWebVitals", () => {
  const report = examples.exampleWebVitalsReport;

  it("prefers the beacon, with the JSON as a text body to the absolute URL", async () => {
    const beacons: [string, string][] = [];
    const isSent = await saveWebVitals(http, report, {
      sendBeacon: (url, data) => {
        beacons.push([url, data]);
        return true;
      },
    });
    expect(isSent).toBe(true);
    expect(beacons).toEqual([[`${baseUrl}/api/webvitals/save`, JSON.stringify(report)]]);
    expect(seen).toEqual([]);
  });

  it.each([
    ["refuses it", () => false],
    [
      "throws",
      () => {
        throw new TypeError("Illegal invocation");
      },
    ],
  ])("falls back to a text/plain fetch when the beacon %s", async (_case, sendBeacon) => {
    expect(await saveWebVitals(http, report, { sendBeacon })).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: "POST",
      url: "/api/webvitals/save",
      contentType: "text/plain;charset=UTF-8",
    });
    expect(JSON.parse(seen[0]!.text)).toEqual(report);
  });

  it("uses the fetch where there is no navigator.sendBeacon (server side)", async () => {
    expect(await saveWebVitals(http, report)).toBe(true);
    expect(seen).toHaveLength(1);
  });

  it("resolves false instead of rejecting when the measurement is lost", async () => {
    failWith = 503;
    await expect(saveWebVitals(http, report, { sendBeacon: () => false })).resolves.toBe(false);
    const down = createHttp({ baseUrl: "http://127.0.0.1:1" });
    await expect(saveWebVitals(down, report)).resolves.toBe(false);
  });
});
