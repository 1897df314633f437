import { sql } from "drizzle-orm";
import type { AreaHit, CountyCount, ResidenceSort, SearchFilter } from "@housing/contracts";
import { INHABIT_DATES, SEARCH_LIMITS } from "@housing/contracts";
import type { Database } from "../../../core/db/client";
import { objectFacets, siteObjectFacets, siteStageFacets, stageFacets, withDisjunctiveCounts } from "./facets";
import { objectWhere, objectWhereParts, stageWhere, type FilterContext } from "./filter-sql";
import { OBJECT_COLUMNS, STAGE_COLUMNS, STAGE_JOINS, objectHits, searchImage, stageHits } from "./hits";
import { rangesOf, siteIdOfKey, siteOf } from "./sites";
import { objectOrder, stageOrder } from "./sorts";
import { preparedRowsOf, rowsOf } from "../../../core/db/sql";

export function filterContext(siteId: string, now: Date): FilterContext {
  const site = siteOf(siteId);
  return { siteKey: site.key, ranges: rangesOf(site), now };
}

async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await preparedRowsOf<{ count: number }>(db, query);
  return Number(row?.count ?? 0);
}

/**
 * Filters the writer copies from a stage onto each of its homes (tags, stage status,
 * concepts, disposal form; see catalogue/schema/objects.ts). A filter using only these
 * matches whole stages, so its home count is the stages' count of searched homes.
 */
function isStageLevel(filter: SearchFilter): boolean {
  return (
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    filter.minRooms === undefined &&
    filter.maxRooms === undefined &&
    filter.minArea === undefined &&
    filter.maxArea === undefined &&
    filter.outdoorArea.length === 0 &&
    filter.residenceType.length === 0 &&
    !filter.viewing &&
    filter.inhabitDate === INHABIT_DATES.moreThanOneYear &&
    filter.geoSearch === undefined
  );
}

/**
 * A filter that leaves every searched listing of the site (the search page as it opens): its
 * only value is the site, so a generic plan fits every call. Any other filter's page is
 * planned per call (see QueryOptions).
 */
function isOpenFilter(filter: SearchFilter): boolean {
  return (
    isStageLevel(filter) &&
    filter.tags.length === 0 &&
    filter.concepts.length === 0 &&
    filter.projectStatus.length === 0 &&
    filter.disposalForm.length === 0 &&
    filter.stageIds.length === 0
  );
}

/**
 * The stages' facets and count and the homes' count of a filter (the map's three counts). A
 * filter that matches whole stages has its home count in the stage facets' scan: one query.
 */
export async function stageAndObjectCounts(db: Database, filter: SearchFilter, context: FilterContext) {
  if (isOpenFilter(filter)) {
    const { facetDistribution, total, homes } = await siteStageFacets(db, context.siteKey);
    return { facetDistribution, total, objectTotal: homes };
  }
  const facetsOf = (counted: SearchFilter) => stageFacets(db, stageWhere(counted, context));
  if (isStageLevel(filter)) {
    const { facetDistribution, total, homes } = await withDisjunctiveCounts(facetsOf(filter), filter, facetsOf);
    return { facetDistribution, total, objectTotal: homes };
  }
  const [{ facetDistribution, total }, objectTotal] = await Promise.all([
    withDisjunctiveCounts(facetsOf(filter), filter, facetsOf),
    countObjects(db, filter, context),
  ]);
  return { facetDistribution, total, objectTotal };
}

function countObjects(db: Database, filter: SearchFilter, context: FilterContext) {
  return countOf(db, sql`select count(*)::int as count from objects o where ${objectWhere(filter, context)}`);
}

export interface Page {
  limit: number;
  offset: number;
}

/*
 * The hit queries cut the page before they look up the stage and tag names, so only the page's
 * rows are looked up whatever plan the database picks (a generic plan of the joined query joined
 * all 950 homes of a county before sorting out 30: 3-5 ms instead of 0.3 ms).
 */
export function findObjects(
  db: Database,
  filter: SearchFilter,
  context: FilterContext,
  sort: ResidenceSort,
  page: Page,
) {
  const order = objectOrder(sort);
  return objectHits(
    db,
    sql`select ${OBJECT_COLUMNS} from (select o.* from objects o where ${objectWhere(filter, context)}
      order by ${order} limit ${page.limit} offset ${page.offset}) o`,
    order,
    context.now,
    { isPlannedPerCall: !isOpenFilter(filter) },
  );
}

export function findStages(
  db: Database,
  filter: SearchFilter,
  context: FilterContext,
  sort: ResidenceSort,
  page: Page,
) {
  const where = stageWhere(filter, context);
  const order = stageOrder(sort);
  return stageHits(
    db,
    sql`select ${STAGE_COLUMNS} from (select s.* from stages s where ${where}
      order by ${order} limit ${page.limit} offset ${page.offset}) s ${STAGE_JOINS}`,
    order,
    context.now,
    {
      stageIds: sql`select s.id from stages s where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`,
      isPlannedPerCall: !isOpenFilter(filter),
    },
  );
}

interface AreaRow {
  id: string;
  site_key: string;
  name: string;
  url: string;
  short_description: string;
  search_image_url: string;
  lat: number;
  lng: number;
  municipality: string;
  county: string;
  matched: number;
  total: number;
}

/**
 * Areas holding at least one matching stage, most matching stages first (then by name and
 * id); `stageCount` counts the matching stages. `total` is the number of such areas.
 */
export async function findAreas(db: Database, filter: SearchFilter, context: FilterContext) {
  // The open search's areas from the per-site counts the triggers of migration 0024 keep.
  const matched = isOpenFilter(filter)
    ? sql`select m.area_id, m.stage_count as matched from site_area_stages m
        where m.site_key = ${context.siteKey} and m.stage_count > 0`
    : sql`select s.area_id, count(*)::int as matched from stages s
        where ${stageWhere(filter, context)} and s.area_id is not null group by s.area_id`;
  const rows = await preparedRowsOf<AreaRow>(
    db,
    sql`with m as (${matched})
      select a.id, a.site_key, a.name, a.url, a.short_description, a.search_image_url, a.lat, a.lng,
        mt.name as municipality, ct.name as county, m.matched, count(*) over ()::int as total
      from m join areas a on a.id = m.area_id
        join search_tags mt on mt.id = a.municipality_tag_id join search_tags ct on ct.id = a.county_tag_id
      order by m.matched desc, a.name asc, a.id asc limit ${SEARCH_LIMITS.bulk}`,
  );
  const hits: AreaHit[] = rows.map((row) => ({
    id: row.id,
    siteId: siteIdOfKey(row.site_key),
    name: row.name,
    url: row.url,
    municipality: row.municipality,
    searchImage: searchImage(row.search_image_url, row.name),
    shortDescription: row.short_description,
    _geo: { lat: row.lat, lng: row.lng },
    county: row.county,
    stageCount: row.matched,
  }));
  return { hits, estimatedTotalHits: rows[0]?.total ?? 0 };
}

/*
 * Counts of a paged list with their facets, each facet widened by its own filter (disjunctive).
 * Computed by the database on every call: no result cache hides their cost.
 */
export function countsOfObjects(db: Database, filter: SearchFilter, context: FilterContext) {
  // The open filter has no enumeration chosen, so no disjunctive counts either.
  if (isOpenFilter(filter)) return siteObjectFacets(db, context.siteKey);
  const counts = (of: SearchFilter) => objectFacets(db, objectWhereParts(of, context));
  return withDisjunctiveCounts(counts(filter), filter, counts);
}

export function countsOfStages(db: Database, filter: SearchFilter, context: FilterContext) {
  if (isOpenFilter(filter)) return siteStageFacets(db, context.siteKey);
  const counts = (of: SearchFilter) => stageFacets(db, stageWhere(of, context));
  return withDisjunctiveCounts(counts(filter), filter, counts);
}

/** The stages the filter finds per county, by county name. */
export function stageCounties(db: Database, filter: SearchFilter, context: FilterContext): Promise<CountyCount[]> {
  return rowsOf<CountyCount>(
    db,
    sql`select ct.id, ct.name, ct.url, count(*)::int as "stageCount"
      from stages s join search_tags ct on ct.id = s.county_tag_id
      where ${stageWhere(filter, context)}
      group by ct.id, ct.name, ct.url order by ct.name asc, ct.id asc`,
  );
}
