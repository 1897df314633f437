import { sql, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { StageAndAreaSearchRequestSchema } from "@housing/contracts";
import { SITE_CONFIGS, TEST_NOW } from "../../../testing/search";
import { testDrivers, useSeededApp } from "../../../testing/test-database";
import { stageWhere } from "./filter-sql";
import { filterContext } from "./residence";
import { stageOrder } from "./sorts";
import { rowsOf } from "../../../core/db/sql";

/*
 * Migration 0004: the partial index the stage searches read. Its predicate must stay implied by
 * every stage filter (stageWhere), or PostgreSQL silently stops using it; the plans are checked
 * with sequential scans switched off, since on a small test catalogue a scan may cost less.
 */
describe.each(testDrivers())("the stage search index on $name", (driver) => {
  const t = useSeededApp(driver, { catalogue: { objects: 400 } });
  const { filter } = v.parse(StageAndAreaSearchRequestSchema, { siteId: SITE_CONFIGS.se.siteId });
  const where = stageWhere(filter, filterContext(SITE_CONFIGS.se.siteId, TEST_NOW));

  const planOf = (query: SQL) =>
    t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(sql`explain ${query}`);
      return (result as { rows: { "QUERY PLAN": string }[] }).rows.map((row) => row["QUERY PLAN"]).join("\n");
    });

  it("exists as migration 0004 defines it", async () => {
    const [index] = await rowsOf<{ indexdef: string }>(
      t.handle.db,
      sql`select indexdef from pg_indexes where tablename = 'stages' and indexname = 'stages_search_idx'`,
    );
    expect(index?.indexdef).toContain("(site_key, recommended_rank, id) INCLUDE (facet_key, area_id, searched_object_count)");
    expect(index?.indexdef).toContain("WHERE (searched_object_count > 0)");
  });

  it.each([
    ["facets", sql`select facet_key, count(*) from stages s where ${where} group by facet_key`],
    ["home count", sql`select sum(s.searched_object_count) from stages s where ${where}`],
    ["areas", sql`select s.area_id, count(*) from stages s where ${where} and s.area_id is not null group by s.area_id`],
    ["page ids", sql`select s.id from stages s where ${where} order by ${stageOrder("recommended")} limit 400`],
  ])("serves the default filter's %s from the index alone", async (_, query) => {
    expect(await planOf(query)).toMatch(/Index Only Scan using stages_search_idx/);
  });
});
