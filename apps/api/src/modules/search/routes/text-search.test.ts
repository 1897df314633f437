import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TextSearchResponseSchema } from "@housing/contracts";
import { expectJsonBodyRejections, postJson, SITE_CONFIGS, useSearchApp } from "../../../testing/search";
import { testDrivers } from "../../../testing/test-database";

const SE = SITE_CONFIGS.se.siteId;

describe.each(testDrivers())("POST /textsearch on $name", (driver) => {
  const t = useSearchApp(driver);

  const search = async (body: Record<string, unknown>) => {
    const response = await postJson(t.app, "/textsearch", { siteId: SE, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return v.parse(TextSearchResponseSchema, response.body);
  };
  const ids = (result: { hits: { id: string }[] }) => result.hits.map((hit) => hit.id).sort();

  it("finds the site's documents in its language, with counts per category", async () => {
    const result = await search({ text: "Kungsholmen", take: 25 });
    const rows = await t.rows<{ id: string; category: string }>(sql`select id, category from text_documents
      where site_key = 'Jmse' and (title ilike '%kungsholmen%' or body ilike '%kungsholmen%')`);
    expect(rows.length).toBeGreaterThan(0);
    expect(result.estimatedTotalHits).toBe(rows.length);
    expect(ids(result)).toEqual(rows.map((row) => row.id).sort());
    expect(result.hits.every((hit) => hit.language === "sv")).toBe(true);
    expect(result.facetDistribution.category.residencial).toBe(
      rows.filter((row) => row.category === "residencial").length,
    );
  });

  it("matches a Swedish plural with its singular (stemming)", async () => {
    const plural = await t.rows<{ id: string }>(sql`select id from text_documents where site_key = 'Jmse'
      and body ~* 'lägenheter' and not (title || ' ' || body) ~* '\\mlägenhet\\M'`);
    expect(plural.length).toBeGreaterThan(0);
    const singular = await search({ text: "lägenhet", take: 0 });
    const pluralSearch = await search({ text: "lägenheter", take: 0 });
    expect(singular.estimatedTotalHits).toBe(pluralSearch.estimatedTotalHits);
    const [any] = plural;
    const found = await search({
      text: `lägenhet ${(await t.rows<{ title: string }>(sql`select title from text_documents where id = ${any!.id}`))[0]!.title}`,
    });
    expect(found.hits.map((hit) => hit.id)).toContain(any!.id);
  });

  it("tolerates a typo when the exact words find nothing", async () => {
    const exact = await search({ text: "Kungsholmen" });
    const typo = await search({ text: "Kungholmen" });
    expect(typo.estimatedTotalHits).toBe(exact.estimatedTotalHits);
    expect(ids(typo)).toEqual(ids(exact));
    const swapped = await search({ text: "lägenhter", take: 0 });
    expect(swapped.estimatedTotalHits).toBe((await search({ text: "lägenheter", take: 0 })).estimatedTotalHits);
    expect((await search({ text: "qxzvw" })).hits).toEqual([]);
    expect((await search({ text: "  " })).estimatedTotalHits).toBe(0);
  });

  it("filters by category, keeps every category's count, sorts by date and pages", async () => {
    const all = await search({ text: "Fjällvik", take: 25 });
    const news = await search({ text: "Fjällvik", categories: ["news"] });
    expect(news.facetDistribution).toEqual(all.facetDistribution);
    expect(news.estimatedTotalHits).toBe(all.facetDistribution.category.news ?? 0);
    expect(news.hits.every((hit) => hit.category === "news")).toBe(true);
    const byDate = await search({ text: "Fjällvik", sortType: "date:desc", take: 10 });
    const dates = byDate.hits.map((hit) => hit.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
    const next = await search({ text: "Fjällvik", sortType: "date:desc", take: 5, skip: 5 });
    expect(next.hits.map((hit) => hit.id)).toEqual(byDate.hits.slice(5).map((hit) => hit.id));
    expect(next.offset).toBe(5);
  });

  it("crops the asked attributes around the match with the request's marker", async () => {
    const result = await search({
      text: "klimatkalkyl",
      attributesToCrop: ["description", "title"],
      cropMarker: "[...]",
    });
    const hit = result.hits[0]!;
    expect(hit._formatted.description).toContain("klimatkalkyl");
    expect(hit._formatted.description).toMatch(/^\[\.\.\.\]|\[\.\.\.\]$/);
    expect(hit._formatted.title).toBe(hit.title);
    const uncropped = await search({ text: "klimatkalkyl", attributesToCrop: [] });
    expect(uncropped.hits[0]!._formatted.description).toBe(hit.description);
  });

  it("searches another language of the same country on request", async () => {
    const [word] = await t.rows<{
      word: string;
    }>(sql`select word from ts_stat('select search_vector from text_documents where site_key = ''JmseEn''')
      where length(word) > 5 and word ~ '^[a-z]+$' order by ndoc desc, word limit 1`);
    const result = await search({ text: word!.word, languages: ["en"] });
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((hit) => hit.language === "en")).toBe(true);
  });

  it("answers bad input with a 400 and field errors", async () => {
    await expectJsonBodyRejections(t.app, "/textsearch");
    const cases: [Record<string, unknown>, string][] = [
      [{ siteId: SE, text: "a", take: 26 }, "body.take"],
      [{ siteId: SE, text: "a", skip: -1 }, "body.skip"],
      [{ siteId: SE, text: "a", categories: ["residential"] }, "body.categories.0"],
      [{ siteId: SE, text: 7 }, "body.text"],
      [{ siteId: SE, text: "a", languages: ["de"] }, "body.languages.0"],
    ];
    for (const [body, key] of cases) {
      const response = await postJson(t.app, "/textsearch", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toContain(key);
    }
  });
});
