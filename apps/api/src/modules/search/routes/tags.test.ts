import { sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ObjectsByIdsResponseSchema,
  StagesByIdsResponseSchema,
  TagListResponseSchema,
  TagSearchResponseSchema,
} from "@housing/contracts";
import { ObjectStatus, StageStatus } from "../../catalogue/enums";
import { expectJsonBodyRejections, postJson, SITE_CONFIGS, useSearchApp } from "../../../testing/search";
import { testDrivers } from "../../../testing/test-database";

const SE = SITE_CONFIGS.se.siteId;
const NO = SITE_CONFIGS.no.siteId;

interface TagRow {
  id: string;
  name: string;
  url: string;
  type: string;
  search_name: string;
  stages: number;
}

describe.each(testDrivers())("search tags and id lookups on $name", (driver) => {
  const t = useSearchApp(driver);
  let tags: TagRow[];

  beforeAll(async () => {
    // Stages of Jmse with searched homes under each tag the site has, counted straight from the stages.
    tags = await t.rows<TagRow>(sql`select t.id, t.name, t.url, t.type, t.search_name,
        (select count(*) from stages s where s.site_key = 'Jmse' and s.searched_object_count > 0
          and t.id in (s.county_tag_id, s.municipality_tag_id, s.area_tag_id))::int as stages
      from search_tags t join search_tag_sites ts on ts.tag_id = t.id and ts.site_key = 'Jmse'`);
  });

  const suggest = async (body: Record<string, unknown>) => {
    const response = await postJson(t.app, "/residence/search/tags", { siteId: SE, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return v.parse(TagSearchResponseSchema, response.body);
  };

  it("suggests tags by prefix and word, prefix first, counted by matching stages", async () => {
    const target = tags.filter((tag) => tag.type === "municipality" && tag.stages > 0)[0]!;
    const text = target.search_name.slice(0, 2);
    const result = await suggest({ text });
    const matching = tags.filter(
      (tag) =>
        tag.stages > 0 &&
        (tag.search_name.startsWith(text) ||
          tag.search_name.includes(` ${text}`) ||
          tag.search_name.includes(`-${text}`)),
    );
    expect(result.estimatedTotalHits).toBe(matching.length);
    expect(result.hits.length).toBe(Math.min(20, matching.length));
    const counts = new Map(tags.map((tag) => [tag.id, tag.stages]));
    for (const hit of result.hits) expect(hit.stageCount).toBe(counts.get(hit.id));
    const isPrefix = result.hits.map((hit) => tags.find((tag) => tag.id === hit.id)!.search_name.startsWith(text));
    expect(isPrefix).toEqual([...isPrefix].sort((a, b) => Number(b) - Number(a)));
    const prefixCounts = result.hits.filter((_hit, index) => isPrefix[index]).map((hit) => hit.stageCount);
    expect(prefixCounts).toEqual([...prefixCounts].sort((a, b) => b - a));
    expect(result.hits.map((hit) => hit.id)).toContain(target.id);
  });

  it("folds case and diacritics of the typed text and honours the limit", async () => {
    const withDiacritics = tags.find((tag) => /[åäö]/i.test(tag.name) && tag.stages > 0);
    if (withDiacritics) {
      const typed = withDiacritics.name.toUpperCase();
      const result = await suggest({ text: typed });
      expect(result.hits[0]?.id).toBe(withDiacritics.id);
    }
    expect((await suggest({ text: "", limit: 5 })).hits).toHaveLength(5);
    expect((await suggest({ text: "%" })).hits).toEqual([]);
  });

  it("counts stages under the filter and leaves out tags without any", async () => {
    const all = await suggest({ text: "" });
    const narrowed = await suggest({ text: "", filter: { projectStatus: [StageStatus.ids.forSale] } });
    expect(narrowed.estimatedTotalHits).toBeLessThanOrEqual(all.estimatedTotalHits);
    const [expected] = await t.rows<{ count: number }>(sql`select count(*)::int as count from search_tags t
      join search_tag_sites ts on ts.tag_id = t.id and ts.site_key = 'Jmse'
      where exists (select 1 from stages s where s.site_key = 'Jmse' and s.searched_object_count > 0
        and s.status_id = ${StageStatus.ids.forSale} and t.id in (s.county_tag_id, s.municipality_tag_id, s.area_tag_id))`);
    expect(narrowed.estimatedTotalHits).toBe(expected!.count);
  });

  it("resolves tag URLs in the order asked and leaves unknown ones out", async () => {
    const [a, b] = tags;
    const response = await postJson(t.app, "/residence/search/tags/url", {
      siteId: SE,
      urls: [b!.url, "no-such-place", a!.url],
    });
    expect(response.status).toBe(200);
    expect(v.parse(TagListResponseSchema, response.body).hits.map((hit) => hit.id)).toEqual([b!.id, a!.id]);
    const elsewhere = await postJson(t.app, "/residence/search/tags/url", { siteId: NO, urls: [a!.url] });
    expect(elsewhere.body.hits).toEqual([]);
  });

  it("lists the site's stage tags, and the tags of one stage", async () => {
    const all = await t.app.request(`/residence/search/stage_tags/${SE}`);
    const hits = v.parse(TagListResponseSchema, await all.json()).hits;
    expect(hits).toHaveLength(tags.length);
    expect(hits[0]!.type).toBe("county");
    const [stage] = await t.rows<{
      id: string;
      county_tag_id: string;
      municipality_tag_id: string;
      area_tag_id: string | null;
    }>(
      sql`select id, county_tag_id, municipality_tag_id, area_tag_id from stages where site_key = 'Jmse' and area_tag_id is not null order by id limit 1`,
    );
    const one = await t.app.request(`/residence/search/stage_tags/${SE}/${stage!.id}`);
    expect(one.status).toBe(200);
    const ids = v.parse(TagListResponseSchema, await one.json()).hits.map((hit) => hit.id);
    expect(ids).toEqual([stage!.county_tag_id, stage!.municipality_tag_id, stage!.area_tag_id]);
    expect((await t.app.request(`/residence/search/stage_tags/${NO}/${stage!.id}`)).status).toBe(404);
    const bad = await t.app.request(`/residence/search/stage_tags/${SE}/not-a-guid`);
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fieldErrors: object }).fieldErrors)).toEqual(["params.id"]);
    const badSite = await t.app.request(`/residence/search/stage_tags/${SITE_CONFIGS.se.siteNameId}`);
    expect(badSite.status).toBe(400);
  });

  it("answers hits for ids in the order asked, whatever their status", async () => {
    const stages = await t.rows<{ id: string }>(sql`select id from stages order by id desc limit 3`);
    const ids = [stages[2]!.id, "00000000-0000-4000-8000-000000000000", stages[0]!.id];
    const stageHits = await postJson(t.app, "/residence/search/by_ids/stage", { ids });
    expect(v.parse(StagesByIdsResponseSchema, stageHits.body).hits.map((hit) => hit.id)).toEqual([
      stages[2]!.id,
      stages[0]!.id,
    ]);
    const [sold] = await t.rows<{ id: string }>(
      sql`select id from objects where status_id = ${ObjectStatus.ids.sold} limit 1`,
    );
    const [forSale] = await t.rows<{ id: string }>(
      sql`select id from objects where status_id = ${ObjectStatus.ids.forSale} limit 1`,
    );
    const objectHits = await postJson(t.app, "/residence/search/by_ids/object", {
      ids: [sold!.id, forSale!.id.toUpperCase()],
    });
    const parsed = v.parse(ObjectsByIdsResponseSchema, objectHits.body).hits;
    expect(parsed.map((hit) => [hit.id, hit.status.id])).toEqual([
      [sold!.id, ObjectStatus.ids.sold],
      [forSale!.id, ObjectStatus.ids.forSale],
    ]);
  });

  it.each([
    [
      "/residence/search/tags",
      [
        [{ siteId: SE, text: 5 }, "body.text"],
        [{ siteId: SE, text: "a", limit: 21 }, "body.limit"],
        [{ siteId: SE, text: "a", limit: -1 }, "body.limit"],
        [{ siteId: SE, text: "a", filter: { concepts: [SE] } }, "body.filter.concepts.0"],
      ],
    ],
    [
      "/residence/search/tags/url",
      [
        [{ siteId: SE, urls: [] }, "body.urls"],
        [{ siteId: SE, urls: ["a;b"] }, "body.urls.0"],
        [{ siteId: SE, urls: "a" }, "body.urls"],
      ],
    ],
    [
      "/residence/search/by_ids/stage",
      [
        [{ ids: [] }, "body.ids"],
        [{ ids: ["x"] }, "body.ids.0"],
        [{ ids: Array.from({ length: 401 }, () => SE) }, "body.ids"],
      ],
    ],
    [
      "/residence/search/by_ids/object",
      [
        [{ ids: [] }, "body.ids"],
        [{ ids: [1] }, "body.ids.0"],
      ],
    ],
  ] as const)("answers bad input to %s with a 400 and field errors", async (url, cases) => {
    await expectJsonBodyRejections(t.app, url);
    for (const [body, key] of cases) {
      const response = await postJson(t.app, url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toContain(key);
    }
  });
});
