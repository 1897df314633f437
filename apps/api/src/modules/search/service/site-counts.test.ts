import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ObjectSearchRequestSchema, type SearchFilter } from "@housing/contracts";
import { ObjectStatus } from "../../catalogue/enums";
import { SITE_CONFIGS, TEST_NOW } from "../../../testing/search";
import { testDrivers, useSeededApp } from "../../../testing/test-database";
import type { Database } from "../../../core/db/client";
import { rowsOf } from "../../../core/db/sql";
import { objectFacets, siteObjectFacets, siteStageFacets, stageFacets } from "./facets";
import { objectWhere, objectWhereParts, stageWhere } from "./filter-sql";
import { filterContext } from "./residence";

/*
 * Migration 0024: the per-site counts the open search reads (home and stage facets, areas),
 * kept by triggers on objects and stages, and the tag search's facets counted per tag column. Both must answer exactly what
 * grouping the matched homes answers.
 */
describe.each(testDrivers())("search counts at scale on $name", (driver) => {
  const t = useSeededApp(driver, { catalogue: { objects: 400 } });
  const context = filterContext(SITE_CONFIGS.se.siteId, TEST_NOW);
  const filterOf = (filter: object): SearchFilter =>
    v.parse(ObjectSearchRequestSchema, { siteId: SITE_CONFIGS.se.siteId, filter }).filter;

  /** Site, facet key and count of every searched home, grouped, against the kept counts. */
  const mismatches = (db: Pick<Database, "execute">) =>
    rowsOf<{ site_key: string }>(
      db as Database,
      sql`select site_key from (select site_key, facet_key, count(*)::int as n from objects where is_searched
          group by site_key, facet_key) counted
        full join (select * from site_object_facets where object_count <> 0) kept using (site_key, facet_key)
        where counted.n is distinct from kept.object_count`,
    );

  /** The same for the listed stages: per site and facet key, and per site and area. */
  const stageMismatches = async (db: Pick<Database, "execute">) => [
    ...(await rowsOf<{ site_key: string }>(
      db as Database,
      sql`select site_key from (select site_key, facet_key, count(*)::int as n, sum(searched_object_count)::int as homes
          from stages where searched_object_count > 0 group by site_key, facet_key) counted
        full join (select * from site_stage_facets where stage_count <> 0 or object_count <> 0) kept using (site_key, facet_key)
        where counted.n is distinct from kept.stage_count or counted.homes is distinct from kept.object_count`,
    )),
    ...(await rowsOf<{ site_key: string }>(
      db as Database,
      sql`select site_key from (select site_key, area_id, count(*)::int as n from stages
          where searched_object_count > 0 and area_id is not null group by site_key, area_id) counted
        full join (select * from site_area_stages where stage_count <> 0) kept using (site_key, area_id)
        where counted.n is distinct from kept.stage_count`,
    )),
  ];

  it("holds every site's searched homes by facet key after the seed", async () => {
    const [kept] = await rowsOf<{ n: number }>(t.handle.db, sql`select count(*)::int as n from site_object_facets`);
    expect(Number(kept?.n)).toBeGreaterThan(0);
    expect(await mismatches(t.handle.db)).toEqual([]);
    expect(await stageMismatches(t.handle.db)).toEqual([]);
  });

  it("follows updates, deletes and inserts of homes in the same transaction", async () => {
    const rollback = new Error("rollback");
    await expect(
      t.handle.db.transaction(async (tx) => {
        await tx.execute(sql`update objects set status_id = ${ObjectStatus.ids.sold}
          where id in (select id from objects where is_searched order by id limit 25)`);
        await tx.execute(
          sql`update objects set concept_ids = '{}' where id in (select id from objects order by id desc limit 40)`,
        );
        const [moved] = await rowsOf<{ id: string }>(
          tx,
          sql`delete from objects where id in (select id from objects where is_searched order by name limit 10) returning id`,
        );
        expect(moved).toBeDefined();
        expect(await mismatches(tx)).toEqual([]);
        // A stage selling out, one leaving its area, one losing its home (refreshStage's writes).
        await tx.execute(sql`update stages set searched_object_count = 0
          where id in (select id from stages where searched_object_count > 0 order by id limit 3)`);
        await tx.execute(sql`update stages set area_id = null
          where id in (select id from stages where area_id is not null order by id desc limit 2)`);
        await tx.execute(sql`update stages set searched_object_count = searched_object_count + 2
          where id in (select id from stages where searched_object_count > 0 order by name limit 4)`);
        await tx.execute(sql`delete from stages where id in (select id from stages order by url limit 2)`);
        expect(await stageMismatches(tx)).toEqual([]);
        await tx.execute(sql`truncate objects cascade`);
        const [left] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from site_object_facets`);
        expect(Number(left?.n)).toBe(0);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await mismatches(t.handle.db)).toEqual([]);
    expect(await stageMismatches(t.handle.db)).toEqual([]);
  });

  it("answers the open search's facets as grouping its homes does", async () => {
    const open = filterOf({});
    const kept = await siteObjectFacets(t.handle.db, context.siteKey);
    const grouped = await objectFacets(t.handle.db, [objectWhere(open, context)]);
    expect(kept.total).toBe(grouped.total);
    expect(kept.facetDistribution).toEqual(grouped.facetDistribution);
    const keptStages = await siteStageFacets(t.handle.db, context.siteKey);
    const groupedStages = await stageFacets(t.handle.db, stageWhere(open, context));
    expect(keptStages.total).toBeGreaterThan(0);
    expect(keptStages).toEqual(groupedStages);
  });

  it("counts a home under several chosen tags once, per tag column as over all three", async () => {
    const [stage] = await rowsOf<{ county_tag_id: string; municipality_tag_id: string; area_tag_id: string | null }>(
      t.handle.db,
      sql`select county_tag_id, municipality_tag_id, area_tag_id from stages
        where site_key = ${context.siteKey} and searched_object_count > 0 and area_tag_id is not null limit 1`,
    );
    expect(stage).toBeDefined();
    const tag = (id: string) => ({ id, name: "tag", url: "tag", hasRental: false });
    for (const ids of [
      [stage!.county_tag_id],
      [stage!.municipality_tag_id],
      [stage!.area_tag_id!],
      [stage!.county_tag_id, stage!.municipality_tag_id, stage!.area_tag_id!],
      [stage!.municipality_tag_id, stage!.area_tag_id!],
    ]) {
      const filter = filterOf({ tags: ids.map(tag), minRooms: 2 });
      const parts = await objectFacets(t.handle.db, objectWhereParts(filter, context));
      const whole = await objectFacets(t.handle.db, [objectWhere(filter, context)]);
      expect(parts.total).toBeGreaterThan(0);
      expect(parts.total).toBe(whole.total);
      expect(parts.facetDistribution).toEqual(whole.facetDistribution);
    }
  });
});
