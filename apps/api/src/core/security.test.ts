import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { rowsOf } from "./db/sql";
import { LOCAL_APP_ORIGINS } from "./env";
import { securityHeaders } from "./http";
import { testDrivers, useSeededApp } from "../testing/test-database";
import { WEB_VITAL } from "../testing/requests";

/*
 * The API's answers to browsers: a state-changing request from a page of another site is refused
 * before it writes (also the "simple" ones without a preflight: web vitals as text/plain, an
 * experiment event without a body); every answer says nosniff and whom it may be embedded by.
 */

describe.each(testDrivers())("origins and security headers on $name", (driver) => {
  const seeded = useSeededApp(driver);
  const app = () => createApp({ db: seeded.handle.db, driver: driver.name, rateLimits: false });
  const beacon = (origin: string | undefined, id: string) =>
    app().request("/api/webvitals/save", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", ...(origin ? { origin } : {}) },
      body: JSON.stringify({ ...WEB_VITAL, id }),
    });
  const saved = async (id: string) =>
    (
      await rowsOf<{ n: number }>(
        seeded.handle.db,
        sql`select count(*)::int as n from web_vitals where metric_id = ${id}`,
      )
    )[0]!.n;

  it("refuses a simple cross-site beacon or experiment event with 403 and writes nothing", async () => {
    const refused = await beacon("https://elsewhere.example", "foreign");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      status: 403,
      error: "Forbidden",
      message: "originNotAllowed",
      fieldErrors: { "headers.origin": ["Must be one of the sites' origins"] },
    });
    expect(await saved("foreign")).toBe(0);
    expect((await beacon("null", "opaque")).status).toBe(403);
    const experiment = await app().request("/api/experiments/cookie/accepted", {
      method: "POST",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(experiment.status).toBe(403);
  });

  it("takes the sites' own beacons, and calls without Origin (servers)", async () => {
    expect((await beacon(LOCAL_APP_ORIGINS[0], "own")).status).toBe(204);
    expect((await beacon(undefined, "server")).status).toBe(204);
    expect(await saved("own")).toBe(1);
    expect(await saved("server")).toBe(1);
  });

  it("lets reads from any origin through (CORS decides what a page may read)", async () => {
    const response = await app().request("/health", { headers: { origin: "https://elsewhere.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("marks JSON answers nosniff and same-site, and exposes Retry-After to the sites", async () => {
    const response = await app().request("/health", { headers: { origin: LOCAL_APP_ORIGINS[0]! } });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-site");
    expect(response.headers.get("access-control-expose-headers")).toContain("Retry-After");
    const missing = await app().request("/nothing-here");
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("security headers", () => {
  it("lets pictures be embedded by the brands' other sites", async () => {
    const hono = new Hono();
    hono.use(securityHeaders());
    hono.get("/media/plan.svg", () => new Response("<svg/>", { headers: { "content-type": "image/svg+xml" } }));
    // Response.redirect() has immutable headers, like a fetched response.
    hono.get("/moved", () => Response.redirect("http://localhost:3000/elsewhere", 302));
    const picture = await hono.request("/media/plan.svg");
    expect(picture.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    const moved = await hono.request("/moved");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
