import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttp } from "@housing/api-client";
import { stubBridge } from "@housing/api-client/testing";
import { TEST_API_USER } from "@housing/session/testing";
import { getSite, type SiteCode } from "@housing/site-config";
import { STAGE, bookingFixture, vipShowingFixture } from "../testing";
import { loadVipShowingPage } from "./vip-showings-load";

afterEach(() => vi.unstubAllGlobals());

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

describe("my pages' VIP showings' data", () => {
  it("reads a member's bookings and the site's VIP showings by stage in one call each", async () => {
    const site = getSite("se");
    const stages = [
      {
        stage: { id: STAGE.id, name: "Fjallbacken", url: "/projekt/fjallbacken/" },
        showings: [vipShowingFixture({ bookable: true })],
      },
    ];
    const calls = stubBridge({
      "GET /showing_service/my/bookings": () => Response.json({ bookings: [bookingFixture()] }),
      "GET /showing_service/my/vip-showings": () => Response.json({ stages }),
    });
    const data = await load("se", [site.siteId]);
    expect(data).toEqual({ isOff: false, isVip: true, bookings: [bookingFixture()], vipShowings: stages });
    expect(calls.map((call) => call.call).sort()).toEqual([
      "GET /showing_service/my/bookings",
      "GET /showing_service/my/vip-showings",
    ]);
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
