import { sql, type SQL } from "drizzle-orm";
import type { SearchFilter, TagHit } from "@housing/contracts";
import type { TagType } from "../../catalogue/schema";
import { foldForSearch } from "../../../core/text";
import type { Database } from "../../../core/db/client";
import type { FilterContext } from "./filter-sql";
import { stagesUnderTag } from "./place-counts";
import { inList, rowsOf } from "../../../core/db/sql";

interface TagRow {
  id: string;
  name: string;
  url: string;
  type: TagType;
  has_rental: boolean;
  parent_name: string | null;
  stage_count: number;
  total?: number;
}

const TYPE_ORDER = sql`case t.type when 'county' then 0 when 'municipality' then 1 else 2 end`;

export function toTagHit(row: TagRow): TagHit {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    hasRental: row.has_rental,
    type: row.type,
    parentName: row.parent_name,
    stageCount: Number(row.stage_count),
  };
}

/** `like` pattern text with the wildcards of the typed text taken literally. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/*
 * `n` is materialized so each tag's stages are counted once, and the planner costs the count per
 * matched tag: inlined, the count moved into the filter of the tag scan, was costed once per tag
 * of the site (188,000 at 500,000 homes) and the plan crossed PostgreSQL's JIT threshold, whose
 * compilation took 80 ms of a 90 ms call; materialized it costs about 2,900 and runs in 3 ms.
 */

/**
 * Tag suggestions (spec section 7, `search/tags`): tags of the site whose folded name starts
 * with the text or has a word starting with it (spec section 9: at most 20). Only tags with
 * stages matching the filter are offered; names starting with the text rank first, then
 * tags with more matching stages, then the seed's relevance (homes under the tag).
 */
export async function suggestTags(
  db: Database,
  text: string,
  filter: SearchFilter,
  context: FilterContext,
  limit: number,
): Promise<{ hits: TagHit[]; estimatedTotalHits: number }> {
  const folded = likeText(foldForSearch(text));
  const prefix = `${folded}%`;
  const word = `% ${folded}%`;
  const dashed = `%-${folded}%`;
  const rows = await rowsOf<TagRow>(
    db,
    sql`with c as (
        select t.id, t.name, t.url, t.type, t.has_rental, p.name as parent_name, ts.relevance,
          t.search_name like ${prefix} as is_prefix
        from search_tags t
          join search_tag_sites ts on ts.tag_id = t.id and ts.site_key = ${context.siteKey}
          left join search_tags p on p.id = t.parent_id
        where t.search_name like ${prefix} or t.search_name like ${word} or t.search_name like ${dashed}
      ), n as materialized (
        select c.*, (select count(*) from stages s where ${stagesUnderTag(filter, context, sql`c.id`)})::int as stage_count
        from c
      )
      select n.*, count(*) over ()::int as total from n where stage_count > 0
      order by is_prefix desc, stage_count desc, relevance desc, name asc, id asc limit ${limit}`,
  );
  if (limit === 0) {
    const [count] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from search_tags t
        join search_tag_sites ts on ts.tag_id = t.id and ts.site_key = ${context.siteKey}
        where (t.search_name like ${prefix} or t.search_name like ${word} or t.search_name like ${dashed})
          and exists (select 1 from stages s where ${stagesUnderTag(filter, context, sql`t.id`)})`,
    );
    return { hits: [], estimatedTotalHits: Number(count?.total ?? 0) };
  }
  return { hits: rows.map(toTagHit), estimatedTotalHits: Number(rows[0]?.total ?? 0) };
}

const TAG_SELECT = sql`select t.id, t.name, t.url, t.type, t.has_rental, p.name as parent_name,
  coalesce(ts.stage_count, 0) as stage_count from search_tags t left join search_tags p on p.id = t.parent_id`;

/** Tags by URL in the site's country, in the order asked; `stageCount` counts the site's stages under each. */
export async function tagsByUrls(db: Database, siteKey: string, country: string, urls: readonly string[]) {
  const wanted = urls.map((url) => url.toLowerCase());
  const rows = await rowsOf<TagRow>(
    db,
    sql`${TAG_SELECT} left join search_tag_sites ts on ts.tag_id = t.id and ts.site_key = ${siteKey}
      where t.country = ${country} and ${inList(sql`t.url`, wanted)}`,
  );
  const byUrl = new Map(rows.map((row) => [row.url, row]));
  return wanted.flatMap((url) => {
    const row = byUrl.get(url);
    return row ? [toTagHit(row)] : [];
  });
}

/** Every tag the site has stages under: counties, then municipalities, then areas, each by name. */
export async function tagsOfSite(db: Database, siteKey: string): Promise<TagHit[]> {
  const rows = await rowsOf<TagRow>(
    db,
    sql`${TAG_SELECT} join search_tag_sites ts on ts.tag_id = t.id and ts.site_key = ${siteKey}
      order by ${TYPE_ORDER}, t.name asc, t.id asc`,
  );
  return rows.map(toTagHit);
}

/** The county, municipality and area tags of one stage of the site; null for no such stage. */
export async function tagsOfStage(db: Database, siteKey: string, stageId: string): Promise<TagHit[] | null> {
  const stage: SQL = sql`(select county_tag_id, municipality_tag_id, area_tag_id from stages
    where id = ${stageId.toLowerCase()} and site_key = ${siteKey})`;
  const [found] = await rowsOf<{ found: boolean }>(db, sql`select exists ${stage} as found`);
  if (!found?.found) return null;
  const rows = await rowsOf<TagRow>(
    db,
    sql`${TAG_SELECT} left join search_tag_sites ts on ts.tag_id = t.id and ts.site_key = ${siteKey}
      join ${stage} st on t.id in (st.county_tag_id, st.municipality_tag_id, st.area_tag_id)
      order by ${TYPE_ORDER}`,
  );
  return rows.map(toTagHit);
}
