import { sql, type SQL } from "drizzle-orm";
import type { CatalogueValue, Image, ObjectHit, Showing, StageHit } from "@housing/contracts";
import { Concept, DisposalForm, ObjectStatus, ResidenceType, StageStatus } from "../../catalogue/enums";
import { STAGE_FACET_KEY, facetValuesOf } from "../../catalogue/facet-key";
import type { Database } from "../../../core/db/client";
import { catalogueValue } from "./enum-check";
import { siteIdOfKey } from "./sites";
import { hitRowsOf, isoTimestamp, isPglite, preparedRowsOf, type QueryOptions } from "../../../core/db/sql";

/** The drawings' sizes by kind (see catalogue/seed/images.ts); the kind is the URL's second segment. */
const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  facade: { width: 1200, height: 800 },
  aerial: { width: 1200, height: 800 },
  plan: { width: 900, height: 900 },
};

const DEFAULT_SIZE = { width: 1200, height: 800 };

export function searchImage(url: string | null, alt: string): Image | null {
  if (!url) return null;
  // `/media/<kind>/<file>`: the kind without splitting the URL into an array per hit.
  const start = url.indexOf("/", 1) + 1;
  const end = start > 0 ? url.indexOf("/", start) : -1;
  const { width, height } = (end > 0 ? IMAGE_SIZES[url.slice(start, end)] : undefined) ?? DEFAULT_SIZE;
  return { url, alt, width, height };
}

type Timestamp = Date | string | null;

/** The columns stage and object hits share (the first twelve of both column lists). */
interface ListingRow {
  id: string;
  site_key: string;
  name: string;
  url: string;
  short_description: string;
  search_image_url: string;
  lat: number;
  lng: number;
  inhabit_date: string | null;
  inhabit_label: string;
  vip_start: Timestamp;
  vip_end: Timestamp;
}

/**
 * Columns of a stage hit; `s` is the stage, `mt`/`ct` its municipality and county tags. The
 * stage's status, concepts, residence types and disposal form are read from its facet key
 * (one integer, see catalogue/facet-key.ts) rather than from their uuid and uuid[] columns:
 * for the map's 400 hits that is 1,200 fewer values, and no JSON arrays, to send, parse and look up.
 * `recommended_rank` is there for the default sort (hitRowsOf orders by it).
 */
export const STAGE_COLUMNS = sql`s.id, s.site_key, s.name, s.url, s.short_description, s.search_image_url,
  s.lat, s.lng, s.inhabit_date::text as inhabit_date, s.inhabit_label, s.vip_start, s.vip_end,
  s.min_price, s.max_price, s.min_total_price, s.max_total_price, s.min_rooms, s.max_rooms,
  s.min_living_area, s.max_living_area, s.facet_key, s.area_id,
  s.object_count, s.searched_object_count, s.recommended_rank, mt.name as municipality, ct.name as county, mt.has_rental`;

export const STAGE_JOINS = sql`join search_tags mt on mt.id = s.municipality_tag_id
  join search_tags ct on ct.id = s.county_tag_id`;

export interface StageRow extends ListingRow {
  min_price: number | null;
  max_price: number | null;
  min_total_price: number | null;
  max_total_price: number | null;
  min_rooms: number | null;
  max_rooms: number | null;
  min_living_area: number | null;
  max_living_area: number | null;
  facet_key: number;
  area_id: string | null;
  object_count: number;
  searched_object_count: number;
  municipality: string;
  county: string;
  has_rental: boolean;
}

/**
 * Columns of an object hit over `objects o`. Its stage's and municipality's names are scalar
 * subqueries rather than joins: a page has 30 homes, and PostgreSQL runs a scalar subquery per
 * row by its primary key, where the generic plan of a prepared join hashed all 1,628 stages and
 * 924 tags (1 ms against 0.3 ms for the page).
 */
export const OBJECT_COLUMNS = sql`o.id, o.site_key, o.name, o.url, o.short_description, o.search_image_url,
  o.lat, o.lng, o.inhabit_date::text as inhabit_date, o.inhabit_label, o.vip_start, o.vip_end, o.price, o.search_price,
  o.recommended_rank,
  o.total_price, o.stage_id, (select st.name from stages st where st.id = o.stage_id) as stage_name, o.living_area,
  o.min_rooms, o.max_rooms, o.status_id,
  o.stage_status_id, array_to_json(o.concept_ids) as concept_ids, o.residence_type_id, o.disposal_form_id,
  (select mt.name from search_tags mt where mt.id = o.municipality_tag_id) as municipality`;

export interface ObjectRow extends ListingRow {
  price: number;
  total_price: number | null;
  stage_id: string;
  stage_name: string;
  living_area: number;
  min_rooms: number;
  max_rooms: number;
  status_id: string;
  stage_status_id: string;
  concept_ids: string[];
  residence_type_id: string;
  disposal_form_id: string;
  municipality: string;
}

interface ShowingRow {
  id: string;
  stage_id: string;
  object_id: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

const SHOWING_COLUMNS = sql`sh.id, sh.stage_id, sh.object_id, sh.starts_at, sh.ends_at`;

/** Upcoming showings of the stages `ofStages` (a condition on `sh.stage_id`) selects, by stage. */
async function showingsOf(db: Database, ofStages: SQL, now: Date) {
  const rows = await preparedRowsOf<ShowingRow>(
    db,
    sql`select ${SHOWING_COLUMNS} from showings sh
      where ${ofStages} and sh.ends_at > ${now.toISOString()}::timestamptz
      order by sh.starts_at, sh.id`,
  );
  return groupByStage(rows);
}

/** Showings by stage id; an object page repeats its stage's showings on every row, so ids are unique-d. */
function groupByStage(rows: readonly ShowingRow[]): Map<string, ShowingRow[]> {
  const byStage = new Map<string, ShowingRow[]>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const list = byStage.get(row.stage_id);
    if (list) list.push(row);
    else byStage.set(row.stage_id, [row]);
  }
  return byStage;
}

function showingsColumn(alias: "s" | "o", now: Date): SQL {
  const stageId = sql.raw(alias === "s" ? "s.id" : "o.stage_id");
  return sql`(select coalesce(json_agg(json_build_object('id', sh.id, 'stage_id', sh.stage_id, 'object_id', sh.object_id,
    'starts_at', sh.starts_at, 'ends_at', sh.ends_at) order by sh.starts_at, sh.id), '[]'::json) from showings sh
    where sh.stage_id = ${stageId} and sh.ends_at > ${now.toISOString()}::timestamptz) as showings`;
}

/**
 * Hit rows and their showings by stage. Upcoming showings are few (a stage has none or a
 * handful), so they usually ride along with the hits as a correlated JSON column: one round
 * trip, and on PGlite, which answers one query at a time, the only way that does not queue.
 * `stageIds`, when given, is a query of the page's stage ids (the hit query's filter, order and
 * page over ids only; an index-only scan of stages_search_idx in the default order): PostgreSQL
 * then reads the showings on a second pooled connection while the map's 400 hits are still
 * coming, rather than building 400 JSON columns in the hit query.
 */
async function rowsWithShowings<T>(db: Database, query: SQL, alias: "s" | "o", order: SQL, now: Date, options: HitOptions) {
  const { stageIds } = options;
  if (stageIds && !isPglite(db)) {
    const [rows, showings] = await Promise.all([
      hitRowsOf<T>(db, query, alias, order, options),
      showingsOf(db, sql`sh.stage_id in (${stageIds})`, now),
    ]);
    return { rows, showings };
  }
  const name = sql.raw(alias);
  const rows = await hitRowsOf<T & { showings: ShowingRow[] }>(
    db,
    sql`select ${name}.*, ${showingsColumn(alias, now)} from (${query}) ${name}`,
    alias,
    order,
    options,
  );
  return { rows, showings: groupByStage(rows.flatMap((row) => row.showings)) };
}

const toShowing = (row: ShowingRow): Showing => ({
  id: row.id,
  startsAt: isoTimestamp(row.starts_at)!,
  endsAt: isoTimestamp(row.ends_at),
});

const NO_SHOWINGS: readonly ShowingRow[] = [];

interface StageValues {
  status: CatalogueValue;
  concepts: CatalogueValue[];
  residenceTypes: CatalogueValue[];
  disposalForm: CatalogueValue | null;
}

const valuesOf = (enumeration: Parameters<typeof catalogueValue>[0], ids: readonly string[] | undefined) =>
  (ids ?? []).map((id) => catalogueValue(enumeration, id));

/**
 * A stage's enumerations from its facet key. The catalogue writer stores enumeration values
 * only (the seed takes them from the enumerations, and catalogue/facet-key.test.ts checks every
 * seeded stage), so the key holds all of them; a status the key could not hold would show as
 * an empty value rather than fail the whole search.
 */
export function stageValuesOf(facetKey: number): StageValues {
  const values = facetValuesOf(STAGE_FACET_KEY, facetKey);
  return {
    status: valuesOf(StageStatus, values.projectStatus)[0] ?? { id: "", name: "" },
    concepts: valuesOf(Concept, values.concepts),
    residenceTypes: valuesOf(ResidenceType, values.residenceType),
    disposalForm: valuesOf(DisposalForm, values.disposalForm)[0] ?? null,
  };
}

/**
 * Maps stage rows to hits. The few hundred hits of a map share a few dozen facet keys and a
 * handful of sites, so each is decoded once per call and the hits share the decoded values.
 */
export function toStageHits(rows: readonly StageRow[], showings: ReadonlyMap<string, readonly ShowingRow[]>): StageHit[] {
  const valuesByKey = new Map<number, StageValues>();
  const siteIds = new Map<string, string>();
  const hits = new Array<StageHit>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    const facetKey = Number(row.facet_key);
    let values = valuesByKey.get(facetKey);
    if (!values) {
      values = stageValuesOf(facetKey);
      valuesByKey.set(facetKey, values);
    }
    let siteId = siteIds.get(row.site_key);
    if (siteId === undefined) {
      siteId = siteIdOfKey(row.site_key);
      siteIds.set(row.site_key, siteId);
    }
    const stageShowings = showings.get(row.id) ?? NO_SHOWINGS;
    hits[index] = {
      id: row.id,
      siteId,
      name: row.name,
      url: row.url,
      municipality: row.municipality,
      searchImage: searchImage(row.search_image_url, row.name),
      shortDescription: row.short_description,
      _geo: { lat: row.lat, lng: row.lng },
      inhabitDate: row.inhabit_date,
      inhabitDateText: row.inhabit_label || null,
      vipStart: isoTimestamp(row.vip_start),
      vipEnd: isoTimestamp(row.vip_end),
      minPrice: row.min_price,
      maxPrice: row.max_price,
      minTotalPrice: row.min_total_price,
      maxTotalPrice: row.max_total_price,
      county: row.county,
      areaId: row.area_id,
      status: values.status,
      concepts: values.concepts,
      residenceTypes: values.residenceTypes,
      disposalForm: values.disposalForm,
      minRooms: row.min_rooms,
      maxRooms: row.max_rooms,
      minArea: row.min_living_area,
      maxArea: row.max_living_area,
      objectCount: row.object_count,
      availableObjectCount: row.searched_object_count,
      hasRental: row.has_rental,
      showings: stageShowings.length === 0 ? [] : stageShowings.map(toShowing),
    };
  }
  return hits;
}

export function toObjectHit(row: ObjectRow, showings: readonly ShowingRow[]): ObjectHit {
  const concept = row.concept_ids[0];
  return {
    id: row.id,
    siteId: siteIdOfKey(row.site_key),
    name: row.name,
    url: row.url,
    municipality: row.municipality,
    searchImage: searchImage(row.search_image_url, row.name),
    shortDescription: row.short_description,
    _geo: { lat: row.lat, lng: row.lng },
    inhabitDate: row.inhabit_date,
    inhabitDateText: row.inhabit_label || null,
    vipStart: isoTimestamp(row.vip_start),
    vipEnd: isoTimestamp(row.vip_end),
    minPrice: row.price,
    maxPrice: row.price,
    minTotalPrice: row.total_price,
    maxTotalPrice: row.total_price,
    stageId: row.stage_id,
    stageName: row.stage_name,
    area: row.living_area,
    minRooms: row.min_rooms,
    maxRooms: row.max_rooms,
    status: catalogueValue(ObjectStatus, row.status_id),
    stageStatus: catalogueValue(StageStatus, row.stage_status_id),
    concept: concept ? catalogueValue(Concept, concept) : null,
    residenceType: catalogueValue(ResidenceType, row.residence_type_id),
    disposalForm: catalogueValue(DisposalForm, row.disposal_form_id),
    showings: showings.filter((showing) => (showing.object_id ?? row.id) === row.id).map(toShowing),
  };
}

export interface HitOptions extends QueryOptions {
  /** The same page as a query of stage ids, for reading the showings beside the hits (see rowsWithShowings). */
  stageIds?: SQL;
}

/** Stage hits of a query selecting STAGE_COLUMNS, in `order` (written against alias `s`). */
export async function stageHits(db: Database, query: SQL, order: SQL, now: Date, options: HitOptions = {}): Promise<StageHit[]> {
  const { rows, showings } = await rowsWithShowings<StageRow>(db, query, "s", order, now, options);
  return toStageHits(rows, showings);
}

/** Object hits of a query selecting OBJECT_COLUMNS, in `order` (written against alias `o`). */
export async function objectHits(db: Database, query: SQL, order: SQL, now: Date, options: QueryOptions = {}): Promise<ObjectHit[]> {
  const { rows, showings } = await rowsWithShowings<ObjectRow>(db, query, "o", order, now, options);
  return rows.map((row) => toObjectHit(row, showings.get(row.stage_id) ?? NO_SHOWINGS));
}
