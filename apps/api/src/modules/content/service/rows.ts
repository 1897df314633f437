import { sql, type SQL } from "drizzle-orm";
import type { Image, Place, StageStatusKey, StageSummary } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";
import { StageStatus } from "../../catalogue/enums";
import type { Database } from "../../../core/db/client";

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Where images and links point: media URLs are absolute on the API's origin, so a browser can load them. */
export interface PageContext {
  db: Database;
  site: SiteConfig;
  /** The API's own origin (`http://localhost:4000`); media URLs are resolved against it. */
  mediaOrigin: string;
  now: Date;
}

/** The drawings' sizes by kind (catalogue/seed/images.ts); the kind is the media URL's second segment. */
const IMAGE_SIZES: Record<string, { width: number; height: number }> = {
  facade: { width: 1200, height: 800 },
  aerial: { width: 1200, height: 800 },
  plan: { width: 900, height: 900 },
};

export function mediaImage(context: PageContext, url: string | null, alt: string): Image | null {
  if (!url) return null;
  const kind = url.split("/")[2] ?? "";
  return { url: absoluteMedia(context, url), alt, ...(IMAGE_SIZES[kind] ?? { width: 1200, height: 800 }) };
}

export function absoluteMedia(context: PageContext, url: string): string {
  return /^https?:/i.test(url) ? url : `${context.mediaOrigin}${url}`;
}

/** The home-search path of a site, under which stage, object and SEO pages live. */
export function homeSearchPath(site: SiteConfig): string | null {
  return routePath(site, "homeSearch");
}

/** Columns of a place: county, municipality and area tag names and URLs (aliases ct, mt, at). */
export const PLACE_COLUMNS = sql`ct.name as county, ct.url as county_url, mt.name as municipality, mt.url as municipality_url,
  at.name as area_name`;

export function placeJoins(alias: string): SQL {
  const table = sql.raw(alias);
  return sql`join search_tags ct on ct.id = ${table}.county_tag_id
    join search_tags mt on mt.id = ${table}.municipality_tag_id
    left join search_tags at on at.id = ${table}.area_tag_id`;
}

export interface PlaceRow {
  county: string;
  county_url: string;
  municipality: string;
  municipality_url: string;
  area_name: string | null;
}

/** A place with links to the site's SEO county and municipality pages (under the home search). */
export function placeOf(site: SiteConfig, row: PlaceRow): Place {
  const search = homeSearchPath(site);
  return {
    county: row.county,
    municipality: row.municipality,
    area: row.area_name,
    countyUrl: search ? `${search}${row.county_url}/` : null,
    municipalityUrl: search ? `${search}${row.municipality_url}/` : null,
  };
}

export const STAGE_SUMMARY_COLUMNS = sql`s.id, s.site_key, s.name, s.url, s.status_id, s.short_description, s.search_image_url,
  s.min_price, s.max_price, s.min_total_price, s.max_total_price, s.min_rooms, s.max_rooms, s.min_living_area,
  s.max_living_area, s.inhabit_date::text as inhabit_date, s.inhabit_label, s.object_count, s.searched_object_count`;

export interface StageSummaryRow extends PlaceRow {
  id: string;
  site_key: string;
  name: string;
  url: string;
  status_id: string;
  short_description: string;
  search_image_url: string;
  min_price: number | null;
  max_price: number | null;
  min_total_price: number | null;
  max_total_price: number | null;
  min_rooms: number | null;
  max_rooms: number | null;
  min_living_area: number | null;
  max_living_area: number | null;
  inhabit_date: string | null;
  inhabit_label: string;
  object_count: number;
  searched_object_count: number;
}

/** Stage rows with their place, for the lists of the area, SEO, reference and sold-out pages. */
export function stageSummaries(
  context: PageContext,
  where: SQL,
  order: SQL = sql`s.recommended_rank, s.id`,
  limit = 200,
) {
  return rowsOf<StageSummaryRow>(
    context.db,
    sql`select ${STAGE_SUMMARY_COLUMNS}, ${PLACE_COLUMNS} from stages s ${placeJoins("s")}
      where ${where} order by ${order} limit ${limit}`,
  );
}

export function stageStatusKey(id: string): StageStatusKey {
  return StageStatus.keyOf(id) ?? "planned";
}

/**
 * A stage as a list row. `url` is a site path on the stage's own site; a stage of another
 * site of the family (the contractor's reference list) links to that site's public host.
 */
export function stageSummaryOf(
  context: PageContext,
  row: StageSummaryRow,
  urlOf: (row: StageSummaryRow) => string = (r) => r.url,
): StageSummary {
  const num = (value: number | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    name: row.name,
    url: urlOf(row),
    status: stageStatusKey(row.status_id),
    place: placeOf(context.site, row),
    shortDescription: row.short_description,
    image: mediaImage(context, row.search_image_url, row.name),
    price: { min: num(row.min_price), max: num(row.max_price) },
    totalPrice: { min: num(row.min_total_price), max: num(row.max_total_price) },
    rooms: { min: num(row.min_rooms), max: num(row.max_rooms) },
    livingArea: { min: num(row.min_living_area), max: num(row.max_living_area) },
    inhabitDate: row.inhabit_date,
    inhabitLabel: row.inhabit_label,
    objectCount: Number(row.object_count),
    availableCount: Number(row.searched_object_count),
  };
}

/** Catalogue images of one owner, in position order. */
export async function imagesOf(context: PageContext, ownerType: string, ownerId: string): Promise<Image[]> {
  const rows = await rowsOf<{ id: string; kind: string; alt: string; width: number; height: number }>(
    context.db,
    sql`select id, kind, alt, width, height from images where owner_type = ${ownerType} and owner_id = ${ownerId}
      order by position`,
  );
  return rows.map((row) => ({
    url: absoluteMedia(context, `/media/${row.kind}/${row.id}.svg`),
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
  }));
}
