import { sql, type SQL } from "drizzle-orm";
import {
  INHABIT_DATES,
  lowerBound,
  upperBound,
  type GeoSearch,
  type SearchFilter,
  type SearchRanges,
} from "@housing/contracts";
import { disposalFormIds, normalisedIds } from "./enum-check";
import { and, inList, uuidArray } from "../../../core/db/sql";

const KM_PER_DEGREE = 111.32;

/**
 * A geo filter on the columns `lat`/`lng` of `alias`: a box the (site, lat, lng) indexes can
 * range-scan, and for a radius the exact haversine distance on top of that box.
 */
export function geoCondition(alias: string, geo: GeoSearch | undefined): SQL | undefined {
  if (!geo) return undefined;
  const lat = sql.raw(`${alias}.lat`);
  const lng = sql.raw(`${alias}.lng`);
  if (geo.type === "boundingBox") {
    return sql`${lat} between ${geo.south} and ${geo.north} and ${lng} between ${geo.west} and ${geo.east}`;
  }
  const dLat = geo.radiusKm / KM_PER_DEGREE;
  const cosLat = Math.max(Math.cos((geo.lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(geo.radiusKm / (KM_PER_DEGREE * cosLat), 180);
  return sql`${lat} between ${geo.lat - dLat} and ${geo.lat + dLat}
    and ${lng} between ${geo.lng - dLng} and ${geo.lng + dLng}
    and ${haversineKm(alias, geo.lat, geo.lng)} <= ${geo.radiusKm}`;
}

export function haversineKm(alias: string, lat: number, lng: number): SQL {
  const la = sql.raw(`${alias}.lat`);
  const ln = sql.raw(`${alias}.lng`);
  return sql`(12742 * asin(sqrt(
    power(sin(radians(${la} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${la})) * power(sin(radians(${ln} - ${lng}::float8) / 2), 2))))`;
}

/** The last move-in day a bucket allows (spec section 3: 0 now, 1 six months, 2 a year, 3 no limit). */
export function inhabitDeadline(bucket: number, now: Date): string | undefined {
  if (bucket === INHABIT_DATES.moreThanOneYear) return undefined;
  const deadline = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (bucket === INHABIT_DATES.withinSixMonths) deadline.setUTCMonth(deadline.getUTCMonth() + 6);
  if (bucket === INHABIT_DATES.withinOneYear) deadline.setUTCFullYear(deadline.getUTCFullYear() + 1);
  return deadline.toISOString().slice(0, 10);
}

function tagCondition(alias: string, filter: SearchFilter): SQL | undefined {
  if (filter.tags.length === 0) return undefined;
  const ids = uuidArray(normalisedIds(filter.tags.map((tag) => tag.id)));
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`(${column("county_tag_id")} = any(${ids}) or ${column("municipality_tag_id")} = any(${ids})
    or ${column("area_tag_id")} = any(${ids}))`;
}

export interface FilterContext {
  siteKey: string;
  ranges: SearchRanges;
  now: Date;
}

/** Bounds after the open-ended tops of spec section 9: a max at the site's top is no bound. */
export function boundsOf(filter: SearchFilter, ranges: SearchRanges) {
  return {
    minPrice: lowerBound(filter.minPrice, ranges.price),
    maxPrice: upperBound(filter.maxPrice, ranges.price),
    minRooms: lowerBound(filter.minRooms, ranges.rooms),
    maxRooms: upperBound(filter.maxRooms, ranges.rooms),
    minArea: lowerBound(filter.minArea, ranges.area),
    maxArea: upperBound(filter.maxArea, ranges.area),
  };
}

/**
 * The object filter on `objects o`. `is_searched` (for sale, reserved, pre-selling, spec
 * section 9) matches the partial search indexes. Prices compare `search_price`, the
 * debt-free total in Finland (spec section 3).
 */
export function objectWhere(filter: SearchFilter, context: FilterContext): SQL {
  return and([objectWhereWithoutTags(filter, context), tagCondition("o", filter)]);
}

/**
 * The object filter as conditions that together select exactly its rows, each row once: the
 * filter itself, or with tags one condition per tag column (homes in a chosen county; then in
 * a chosen municipality but no chosen county; then in a chosen area but neither). Each holds a
 * single tag column, so it can be an index-only scan of that column's covering search index
 * (migration 0024), where the filter's `or` over three columns needs a bitmap of all three and
 * reads every matched home's heap page: for Stockholms län at 500,000 homes 3,400 pages, 14 ms.
 */
export function objectWhereParts(filter: SearchFilter, context: FilterContext): SQL[] {
  const base = objectWhereWithoutTags(filter, context);
  if (filter.tags.length === 0) return [base];
  const ids = uuidArray(normalisedIds(filter.tags.map((tag) => tag.id)));
  return [
    sql`${base} and o.county_tag_id = any(${ids})`,
    sql`${base} and o.municipality_tag_id = any(${ids}) and o.county_tag_id <> all(${ids})`,
    sql`${base} and o.area_tag_id = any(${ids}) and o.county_tag_id <> all(${ids})
      and o.municipality_tag_id <> all(${ids})`,
  ];
}

function objectWhereWithoutTags(filter: SearchFilter, context: FilterContext): SQL {
  const b = boundsOf(filter, context.ranges);
  const deadline = inhabitDeadline(filter.inhabitDate, context.now);
  const disposal = disposalFormIds(filter.disposalForm);
  return and([
    sql`o.site_key = ${context.siteKey}`,
    sql`o.is_searched`,
    b.minPrice === undefined ? undefined : sql`o.search_price >= ${b.minPrice}`,
    b.maxPrice === undefined ? undefined : sql`o.search_price <= ${b.maxPrice}`,
    b.minRooms === undefined ? undefined : sql`o.rooms >= ${b.minRooms}`,
    b.maxRooms === undefined ? undefined : sql`o.rooms <= ${b.maxRooms}`,
    b.minArea === undefined ? undefined : sql`o.living_area >= ${b.minArea}`,
    b.maxArea === undefined ? undefined : sql`o.living_area <= ${b.maxArea}`,
    filter.concepts.length ? sql`o.concept_ids && ${uuidArray(normalisedIds(filter.concepts))}` : undefined,
    filter.projectStatus.length ? inList(sql`o.stage_status_id`, normalisedIds(filter.projectStatus)) : undefined,
    disposal.length ? inList(sql`o.disposal_form_id`, disposal) : undefined,
    filter.outdoorArea.length ? sql`o.outdoor_area_ids && ${uuidArray(normalisedIds(filter.outdoorArea))}` : undefined,
    filter.residenceType.length ? inList(sql`o.residence_type_id`, normalisedIds(filter.residenceType)) : undefined,
    filter.viewing ? sql`o.has_showing` : undefined,
    deadline === undefined ? undefined : sql`o.inhabit_date <= ${deadline}::date`,
    filter.stageIds.length ? inList(sql`o.stage_id`, normalisedIds(filter.stageIds)) : undefined,
    geoCondition("o", filter.geoSearch),
  ]);
}

/**
 * The same filter on `stages s`, read from the ranges the seed keeps on each stage: a stage
 * matches when its spread of searched homes overlaps every range, as a stage document of the
 * original search index would. A stage without searched homes is not a search result.
 * Outdoor areas exist per home only, so that filter asks the objects.
 */
export function stageWhere(filter: SearchFilter, context: FilterContext): SQL {
  const b = boundsOf(filter, context.ranges);
  const deadline = inhabitDeadline(filter.inhabitDate, context.now);
  const disposal = disposalFormIds(filter.disposalForm);
  return and([
    sql`s.site_key = ${context.siteKey}`,
    sql`s.searched_object_count > 0`,
    b.minPrice === undefined ? undefined : sql`coalesce(s.max_total_price, s.max_price) >= ${b.minPrice}`,
    b.maxPrice === undefined ? undefined : sql`coalesce(s.min_total_price, s.min_price) <= ${b.maxPrice}`,
    b.minRooms === undefined ? undefined : sql`s.max_rooms >= ${b.minRooms}`,
    b.maxRooms === undefined ? undefined : sql`s.min_rooms <= ${b.maxRooms}`,
    b.minArea === undefined ? undefined : sql`s.max_living_area >= ${b.minArea}`,
    b.maxArea === undefined ? undefined : sql`s.min_living_area <= ${b.maxArea}`,
    filter.concepts.length ? sql`s.concept_ids && ${uuidArray(normalisedIds(filter.concepts))}` : undefined,
    filter.projectStatus.length ? inList(sql`s.status_id`, normalisedIds(filter.projectStatus)) : undefined,
    disposal.length ? inList(sql`s.disposal_form_id`, disposal) : undefined,
    filter.outdoorArea.length
      ? sql`exists (select 1 from objects o where o.stage_id = s.id and o.is_searched
          and o.outdoor_area_ids && ${uuidArray(normalisedIds(filter.outdoorArea))})`
      : undefined,
    filter.residenceType.length
      ? sql`s.residence_type_ids && ${uuidArray(normalisedIds(filter.residenceType))}`
      : undefined,
    filter.viewing ? sql`s.has_showing` : undefined,
    deadline === undefined ? undefined : sql`s.inhabit_date <= ${deadline}::date`,
    filter.stageIds.length ? inList(sql`s.id`, normalisedIds(filter.stageIds)) : undefined,
    tagCondition("s", filter),
    geoCondition("s", filter.geoSearch),
  ]);
}
