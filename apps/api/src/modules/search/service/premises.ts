import { sql, type SQL } from "drizzle-orm";
import {
  lowerBound,
  upperBound,
  type PremisesFilter,
  type PremisesHit,
  type PremisesSort,
  type TagHit,
  type CatalogueValueCount,
} from "@housing/contracts";
import { PremiseStatus, PremiseType } from "../../catalogue/enums";
import type { Database } from "../../../core/db/client";
import { catalogueValue, normalisedIds } from "./enum-check";
import { searchImage } from "./hits";
import { rangesOf, siteIdOfKey, siteOf } from "./sites";
import { and, inList, rowsOf, uuidArray } from "../../../core/db/sql";
import { toTagHit } from "./tags";

/*
 * The catalogue keeps no sort order of its own for premises yet, so the first sort key of
 * every premises search (spec section 7: `sortOrder:asc`) is the availability of the
 * premise: free ones first, then booked, rented and sold.
 */
const SORT_ORDER = sql`(case p.status_id when ${PremiseStatus.ids.forSale} then 0 when ${PremiseStatus.ids.booked} then 1
  when ${PremiseStatus.ids.rented} then 2 else 3 end)`;

/**
 * The area range per site: every site of the list has its own open-ended slider top
 * (spec section 9: 200 m², Finland 150), so a max at one site's top bounds only the others.
 */
function areaCondition(filter: PremisesFilter): SQL {
  const perSite = [...new Set(filter.siteIds)].map((siteId) => {
    const site = siteOf(siteId);
    const range = rangesOf(site).premisesArea;
    const min = lowerBound(filter.minArea, range);
    const max = upperBound(filter.maxArea, range);
    return sql`(${and([
      sql`p.site_key = ${site.key}`,
      min === undefined ? undefined : sql`p.area_size >= ${min}`,
      max === undefined ? undefined : sql`p.area_size <= ${max}`,
    ])})`;
  });
  return sql`(${sql.join(perSite, sql` or `)})`;
}

export function premisesWhere(filter: PremisesFilter): SQL {
  const tagIds = uuidArray(normalisedIds(filter.tagIds));
  return and([
    areaCondition(filter),
    filter.tagIds.length
      ? sql`(p.county_tag_id = any(${tagIds}) or p.municipality_tag_id = any(${tagIds}) or p.area_tag_id = any(${tagIds}))`
      : undefined,
    filter.types.length ? inList(sql`p.type_id`, normalisedIds(filter.types)) : undefined,
  ]);
}

function premisesOrder(sort: PremisesSort): SQL {
  if (sort === "size:asc") return sql`${SORT_ORDER} asc, p.area_size asc, p.id asc`;
  if (sort === "size:desc") return sql`${SORT_ORDER} asc, p.area_size desc, p.id asc`;
  return sql`${SORT_ORDER} asc, p.id asc`;
}

interface PremisesRow {
  id: string;
  site_key: string;
  stage_id: string | null;
  name: string;
  url: string;
  place: string | null;
  municipality: string;
  type_id: string;
  status_id: string;
  area_size: number;
  available_from: string | null;
  sort_order: number;
  search_image_url: string;
  short_description: string;
  lat: number;
  lng: number;
}

export async function findPremises(
  db: Database,
  filter: PremisesFilter,
  sort: PremisesSort,
  limit: number,
  offset: number,
) {
  const where = premisesWhere(filter);
  const [rows, counts] = await Promise.all([
    rowsOf<PremisesRow>(
      db,
      sql`select p.id, p.site_key, p.stage_id, p.name, p.url, at.name as place, mt.name as municipality, p.type_id,
          p.status_id, p.area_size, p.available_from::text as available_from, ${SORT_ORDER} as sort_order,
          p.search_image_url, p.short_description, p.lat, p.lng
        from premises p join search_tags mt on mt.id = p.municipality_tag_id
          left join search_tags at on at.id = p.area_tag_id
        where ${where} order by ${premisesOrder(sort)} limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ type_id: string; count: number }>(
      db,
      sql`select p.type_id, count(*)::int as count from premises p where ${where} group by p.type_id`,
    ),
  ]);
  const hits: PremisesHit[] = rows.map((row) => ({
    id: row.id,
    siteId: siteIdOfKey(row.site_key),
    stageId: row.stage_id,
    name: row.name,
    url: row.url,
    address: row.place ? `${row.place}, ${row.municipality}` : row.municipality,
    municipality: row.municipality,
    type: catalogueValue(PremiseType, row.type_id),
    status: catalogueValue(PremiseStatus, row.status_id),
    size: row.area_size,
    availableFrom: row.available_from,
    sortOrder: Number(row.sort_order),
    searchImage: searchImage(row.search_image_url, row.name),
    shortDescription: row.short_description,
    _geo: { lat: row.lat, lng: row.lng },
  }));
  const types = Object.fromEntries(counts.map((row) => [row.type_id, Number(row.count)]));
  const estimatedTotalHits = counts.reduce((sum, row) => sum + Number(row.count), 0);
  return { hits, estimatedTotalHits, facetDistribution: { types } };
}

/** The premises page's options for a site: tags that have premises, and every type with its count. */
export async function premisesOptions(db: Database, siteKey: string) {
  const [tags, types] = await Promise.all([
    rowsOf<Parameters<typeof toTagHit>[0]>(
      db,
      sql`select t.id, t.name, t.url, t.type, t.has_rental, pt.name as parent_name, count(*)::int as stage_count
        from premises p join search_tags t on t.id in (p.county_tag_id, p.municipality_tag_id, p.area_tag_id)
          left join search_tags pt on pt.id = t.parent_id
        where p.site_key = ${siteKey}
        group by t.id, t.name, t.url, t.type, t.has_rental, pt.name
        order by case t.type when 'county' then 0 when 'municipality' then 1 else 2 end, t.name, t.id`,
    ),
    rowsOf<{ type_id: string; count: number }>(
      db,
      sql`select type_id, count(*)::int as count from premises where site_key = ${siteKey} group by type_id`,
    ),
  ]);
  const countOf = new Map(types.map((row) => [row.type_id, Number(row.count)]));
  const typeCounts: CatalogueValueCount[] = PremiseType.allIds.map((id) => ({
    ...catalogueValue(PremiseType, id),
    count: countOf.get(id) ?? 0,
  }));
  const tagHits: TagHit[] = tags.map(toTagHit);
  return { tags: tagHits, types: typeCounts };
}
