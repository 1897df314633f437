import { sql, type SQL } from "drizzle-orm";
import { EMPTY_SEARCH_FILTER, type SearchFilter } from "@housing/contracts";
import type { Database } from "../../../core/db/client";
import { stageWhere, type FilterContext } from "./filter-sql";
import { rowsOf } from "../../../core/db/sql";

/*
 * How many projects a place has. The one answer: the stages the home search lists for that
 * place (spec section 9: stages with homes for sale, reserved or pre-selling), under the
 * search's own filter. The county and municipality SEO pages, the areas page's county links,
 * the tag suggestions and the search's count all read it from here, so "Stockholms län" says
 * the same number wherever a visitor meets it. Planned, sold-out and reference stages are not
 * counted: the search would not list them, so a count that included them could not be checked
 * by following its link.
 */

/** Stages of `filter` under the tag `tagId` (an SQL value: a parameter or a column), on alias `s`. */
export function stagesUnderTag(filter: SearchFilter, context: FilterContext, tagId: SQL): SQL {
  return sql`${stageWhere(filter, context)}
    and (s.county_tag_id = ${tagId} or s.municipality_tag_id = ${tagId} or s.area_tag_id = ${tagId})`;
}

/** The place's stage count and their searched homes, as the open search for that place answers them. */
export async function placeCounts(db: Database, context: FilterContext, tagId: string) {
  const [row] = await rowsOf<{ stages: number; homes: number }>(
    db,
    sql`select count(*)::int as stages, coalesce(sum(s.searched_object_count), 0)::int as homes from stages s
      where ${stagesUnderTag(EMPTY_SEARCH_FILTER, context, sql`${tagId}::uuid`)}`,
  );
  return { stageCount: Number(row?.stages ?? 0), availableCount: Number(row?.homes ?? 0) };
}

/**
 * Stage counts of the open search grouped by a place column of the stages (`county_tag_id`,
 * `municipality_tag_id`), within `within` (a tag id) when given; places without a listed stage
 * are left out, as the search's tag suggestions leave them out.
 */
export async function placeCountsBy(
  db: Database,
  context: FilterContext,
  column: "county_tag_id" | "municipality_tag_id",
  within?: string,
) {
  const where = within
    ? stagesUnderTag(EMPTY_SEARCH_FILTER, context, sql`${within}::uuid`)
    : stageWhere(EMPTY_SEARCH_FILTER, context);
  return rowsOf<{ id: string; name: string; url: string; stage_count: number }>(
    db,
    sql`select t.id, t.name, t.url, count(*)::int as stage_count from stages s join search_tags t on t.id = s.${sql.raw(column)}
      where ${where} group by t.id, t.name, t.url order by t.name, t.id`,
  );
}
