import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  LastVisitedResponseSchema,
  MostVisitedResponseSchema,
  SITE_KEY_HEADER,
  SystemNavigationSchema,
} from "@housing/contracts";
import { getJson as getJsonFrom, SITE_CONFIGS, useSearchApp } from "../../testing/search";
import { testDrivers } from "../../testing/test-database";
import { WEB_VITAL } from "../../testing/requests";

const SE = SITE_CONFIGS.se.siteId;

describe.each(testDrivers())("visits, telemetry and system navigation on $name", (driver) => {
  const t = useSearchApp(driver, { catalogue: { objects: 1500 } });

  const getJson = (url: string, headers: Record<string, string> = {}) => getJsonFrom(t.app, url, headers);

  it("lists a visitor's stages, newest visit first, one entry per stage", async () => {
    const [visitor] = await t.rows<{ visitor_id: string }>(sql`select visitor_id from visits where site_key = 'Jmse'
      group by visitor_id order by count(distinct stage_id) desc, visitor_id limit 1`);
    const expected = await t.rows<{
      stage_id: string;
      last: Date;
    }>(sql`select stage_id, max(visited_at) as last from visits
      where visitor_id = ${visitor!.visitor_id} and site_key = 'Jmse' group by stage_id order by max(visited_at) desc, stage_id limit 20`);
    const response = await getJson(`/timeseries/lastvisited/${visitor!.visitor_id.toUpperCase()}/${SE}`);
    expect(response.status).toBe(200);
    const hits = v.parse(LastVisitedResponseSchema, response.body).hits;
    expect(hits.map((hit) => hit.stage.id)).toEqual(expected.map((row) => row.stage_id));
    expect(hits[0]!.visitedAt).toBe(new Date(expected[0]!.last).toISOString());
    const stranger = await getJson(`/timeseries/lastvisited/00000000-0000-4000-8000-000000000000/${SE}`);
    expect(stranger.body).toEqual({ hits: [] });
  });

  it("lists a county's most visited stages and 404s an unknown county", async () => {
    const expected = await t.rows<{
      county_tag_id: string;
      stage_id: string;
    }>(sql`select county_tag_id, stage_id from visits
      where county_tag_id = (select county_tag_id from visits group by 1 order by count(*) desc limit 1)
      group by county_tag_id, stage_id order by count(*) desc, stage_id limit 12`);
    const response = await getJson(`/timeseries/mostvisited/county/${expected[0]!.county_tag_id}`);
    expect(v.parse(MostVisitedResponseSchema, response.body).hits.map((hit) => hit.id)).toEqual(
      expected.map((row) => row.stage_id),
    );
    expect((await getJson(`/timeseries/mostvisited/county/${expected[0]!.stage_id}`)).status).toBe(404);
    const bad = await getJson("/timeseries/mostvisited/county/stockholm");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(["params.id"]);
    const badVisitor = await getJson(`/timeseries/lastvisited/anna/${SITE_CONFIGS.se.siteNameId}`);
    expect(Object.keys(badVisitor.body.fieldErrors).sort()).toEqual(["params.siteId", "params.userOrAnonId"]);
  });

  it("records experiment events with 204 and refuses bad codes", async () => {
    const response = await t.app.request("/api/experiments/cookie-consent/2", { method: "POST" });
    expect(response.status).toBe(204);
    const rows = await t.rows<{ value: string }>(
      sql`select value from experiment_events where code = 'cookie-consent'`,
    );
    expect(rows.map((row) => row.value)).toEqual(["2"]);
    const bad = await t.app.request(`/api/experiments/${encodeURIComponent("a b")}/${"x".repeat(65)}`, {
      method: "POST",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      "params.code",
      "params.value",
    ]);
  });

  it("saves web vitals sent as JSON or as a text/plain beacon", async () => {
    for (const type of ["application/json", "text/plain;charset=UTF-8"]) {
      const response = await t.app.request("/api/webvitals/save", {
        method: "POST",
        headers: { "content-type": type },
        body: JSON.stringify({ ...WEB_VITAL, id: type }),
      });
      expect(response.status).toBe(204);
    }
    const rows = await t.rows<{ metric_id: string; value: number }>(
      sql`select metric_id, value from web_vitals order by metric_id`,
    );
    expect(rows).toEqual([
      { metric_id: "application/json", value: 1234.5 },
      { metric_id: "text/plain;charset=UTF-8", value: 1234.5 },
    ]);
  });

  it("answers bad web-vitals bodies with a 400 and field errors", async () => {
    const send = async (body: string, type = "text/plain") => {
      const response = await t.app.request("/api/webvitals/save", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      return { status: response.status, body: (await response.json()) as { fieldErrors: Record<string, string[]> } };
    };
    expect(Object.keys((await send("{")).body.fieldErrors)).toEqual(["body"]);
    expect(Object.keys((await send("{}", "application/xml")).body.fieldErrors)).toEqual(["headers.content-type"]);
    const wrong = await send(JSON.stringify({ ...WEB_VITAL, name: "XYZ", value: -1, host: "a b" }));
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body.fieldErrors).sort()).toEqual(["body.host", "body.name", "body.value"]);
    expect((await send(JSON.stringify({ ...WEB_VITAL, path: "x".repeat(1_000_000) }))).status).toBe(400);
    expect((await send(JSON.stringify({ ...WEB_VITAL, path: "x".repeat(1_100_000) }))).status).toBe(413);
    expect((await send("[]")).status).toBe(400);
  });

  it("answers the error-page frame for the header's site and for /en", async () => {
    const se = await getJson("/api/system/navigation/get", { [SITE_KEY_HEADER]: "Jmse" });
    expect(se.status).toBe(200);
    const parsed = v.parse(SystemNavigationSchema, se.body);
    expect(parsed.mainNavigation.length).toBeGreaterThan(0);
    const layout = await getJson("/api/content/layout", { [SITE_KEY_HEADER]: "Jmse" });
    expect(parsed).toEqual({
      siteVersion: layout.body.siteVersion,
      mainNavigation: layout.body.mainNavigation,
      careerNavigation: layout.body.careerNavigation,
      footer: layout.body.footer,
    });
    const en = await getJson("/api/system/navigation/get/en");
    const enLayout = await getJson("/api/content/layout", { [SITE_KEY_HEADER]: "JmseEn" });
    expect(en.body.mainNavigation).toEqual(enLayout.body.mainNavigation);
    const missing = await getJson("/api/system/navigation/get");
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors)).toEqual([`headers.${SITE_KEY_HEADER}`]);
  });
});
