import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ResidenceType, StageStatus } from "../../catalogue/enums";
import { postJson, SITE_CONFIGS, useSearchApp } from "../../../testing/search";
import { testDrivers } from "../../../testing/test-database";

const SE = SITE_CONFIGS.se.siteId;

type Counts = Record<string, number>;
const facetsOf = (body: unknown) => (body as { facetDistribution: Record<string, Counts> }).facetDistribution;
const countsOf = (rows: Array<{ id: string; count: number }>): Counts =>
  Object.fromEntries(rows.map((row) => [row.id, Number(row.count)]));

/*
 * Disjunctive facet counts (search/facets.ts): a chosen filter's own values are counted without
 * that filter, so the front end can show what each option would add; every other facet and the
 * total still count the whole filter.
 */
describe.each(testDrivers())("disjunctive facet counts on $name", (driver) => {
  const t = useSearchApp(driver);

  it("counts the stage statuses as if no status were chosen, and the rest within the chosen one", async () => {
    const everyStatus = countsOf(
      await t.rows(sql`select status_id as id, count(*)::int as count from stages
        where site_key = 'Jmse' and searched_object_count > 0 group by status_id`),
    );
    const forSale = StageStatus.ids.forSale;
    const forSaleCount = everyStatus[forSale] ?? 0;
    expect(forSaleCount).toBeGreaterThan(0);
    expect(Object.keys(everyStatus).length).toBeGreaterThan(1);

    const filter = { projectStatus: [forSale] };
    for (const path of ["/residence/search_stage", "/residence/stage_and_area_search"]) {
      const response = await postJson(t.app, path, { siteId: SE, filter, limit: 1 });
      expect(response.status).toBe(200);
      const body = response.body as { estimatedTotalHits?: number; stages?: { estimatedTotalHits: number } };
      expect(body.estimatedTotalHits ?? body.stages?.estimatedTotalHits).toBe(forSaleCount);
      expect(facetsOf(response.body).projectStatus).toEqual(everyStatus);
      // Another facet still counts only the stages the filter matches.
      const types = Object.values(facetsOf(response.body).residenceType!).reduce((a, b) => a + b, 0);
      expect(types).toBeGreaterThanOrEqual(forSaleCount);
      const open = await postJson(t.app, path, { siteId: SE, limit: 1 });
      expect(facetsOf(open.body).residenceType).not.toEqual(facetsOf(response.body).residenceType);
    }
  });

  it("counts the homes' residence types without their own filter", async () => {
    const everyType = countsOf(
      await t.rows(sql`select residence_type_id as id, count(*)::int as count from objects
        where site_key = 'Jmse' and is_searched group by residence_type_id`),
    );
    const apartment = ResidenceType.ids.apartment;
    const response = await postJson(t.app, "/residence/search_object", {
      siteId: SE,
      filter: { residenceType: [apartment] },
      limit: 0,
    });
    expect(response.status).toBe(200);
    expect(response.body.estimatedTotalHits).toBe(everyType[apartment]);
    expect(facetsOf(response.body).residenceType).toEqual(everyType);
  });
});
