import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttp } from "@housing/api-client";
import { stubBridge } from "@housing/api-client/testing";
import { StageStatus } from "@housing/contracts/catalogue";
import { exampleStageHit } from "@housing/contracts/examples";
import { TEST_API_USER } from "@housing/session/testing";
import { getSite, type SiteCode } from "@housing/site-config";
import { STAGE, bookingFixture, showingFixture, vipShowingFixture } from "../testing";
import { MAX_VIP_STAGES, loadVipShowingPage } from "./vip-showings-load";

let seen: string[] = [];
let searchBody: unknown = null;
afterEach(() => {
  vi.unstubAllGlobals();
  seen = [];
  searchBody = null;
});

const OTHER_STAGE_ID = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";

function load(code: SiteCode, vipSites: string[]) {
  const site = getSite(code);
  const http = createHttp({
    baseUrl: "http://api.test/",
    siteKey: site.key,
    fetch: (input, init) => fetch(input, init),
  });
  const user = { ...TEST_API_USER, vipMemberships: vipSites.map((id) => ({ site: id })) };
  return loadVipShowingPage({
    model: {} as never,
    site,
    location: { path: "/mina-sidor/vip-visning/", query: "" },
    http,
    user,
  });
}

const hit = (id: string, name: string) => ({ ...exampleStageHit, id, name, url: `/projekt/${name.toLowerCase()}/` });
const page = (hits: unknown[]) => ({
  hits,
  estimatedTotalHits: hits.length,
  limit: MAX_VIP_STAGES,
  offset: 0,
  facetDistribution: {},
});

describe("my pages' VIP showings' data", () => {
  it("reads a member's bookings and the VIP showings of the site's stages in VIP sale, leaving out public ones", async () => {
    const site = getSite("se");
    // One stage answers a VIP showing and a public one, the other only a public one: it is left out.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/\/$/, "");
      seen.push(`${request.method} ${path}${url.search}`);
      if (path === "/showing_service/my/bookings") return Response.json({ bookings: [bookingFixture()] });
      if (path === "/residence/search_stage") {
        searchBody = await request.json();
        return Response.json(page([hit(STAGE.id, "Fjallbacken"), hit(OTHER_STAGE_ID, "Tallkronan")]));
      }
      const stageId = url.searchParams.get("stageId");
      const showings =
        stageId === STAGE.id ? [vipShowingFixture({ bookable: true }), showingFixture()] : [showingFixture()];
      return Response.json({ showings });
    });
    const data = await load("se", [site.siteId]);
    expect(data).toEqual({
      isOff: false,
      isVip: true,
      bookings: [bookingFixture()],
      vipShowings: [
        {
          stage: { id: STAGE.id, name: "Fjallbacken", url: "/projekt/fjallbacken/" },
          showings: [vipShowingFixture({ bookable: true })],
        },
      ],
    });
    expect(seen).toContain(`GET /showing_service/showings?siteId=${site.key}&stageId=${OTHER_STAGE_ID}`);
    expect(searchBody).toMatchObject({
      siteId: site.siteId,
      filter: { projectStatus: [StageStatus.ids.vip], viewing: true },
      limit: MAX_VIP_STAGES,
    });
  });
  it("asks nothing about VIP showings for a user who is not a member, and nothing at all where VIP is off", async () => {
    const calls = stubBridge({ "GET /showing_service/my/bookings": () => Response.json({ bookings: [] }) });
    expect(await load("se", [])).toEqual({ isOff: false, isVip: false, bookings: [], vipShowings: [] });
    expect(calls.map((call) => call.call)).toEqual(["GET /showing_service/my/bookings"]);
    expect(await load("fi", [getSite("fi").siteId])).toEqual({
      isOff: true,
      isVip: false,
      bookings: [],
      vipShowings: [],
    });
    expect(calls).toHaveLength(1);
  });
});
