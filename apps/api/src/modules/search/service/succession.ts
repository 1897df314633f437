import { sql, type SQL } from "drizzle-orm";
import {
  ALL_MUNICIPALITIES_KEY,
  type MunicipalityOption,
  type ObjectHit,
  type SuccessionSearchRequest,
} from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { ObjectStatus, StageStatus } from "../../catalogue/enums";
import type { Database } from "../../../core/db/client";
import { catalogueValue, normalisedIds } from "./enum-check";
import { geoCondition, haversineKm } from "./filter-sql";
import { searchImage } from "./hits";
import { siteIdOfKey } from "./sites";
import { and, inList, rowsOf, uuidArray } from "../../../core/db/sql";

/**
 * Spec section 9: "Succession constant 6; fixed-seed shuffle". Without a geo filter the list
 * is ordered by md5(id || ':' || seed): the same for every visitor and request, so paging
 * never repeats or skips a home, yet no broker's homes cluster at the top.
 */
export const SUCCESSION_SHUFFLE_SEED = "6";

const ALL_MUNICIPALITIES_NAME: Readonly<Record<SiteConfig["locale"], string>> = {
  sv: "Alla kommuner",
  nb: "Alle kommuner",
  fi: "Kaikki kunnat",
  en: "All municipalities",
};

function succesionWhere(request: SuccessionSearchRequest, siteKey: string): SQL {
  // The picker's "alla-kommuner" entry carries no tag; one sent back anyway means "no narrowing".
  const tags = request.tags.filter((tag) => tag.url !== ALL_MUNICIPALITIES_KEY);
  const ids = uuidArray(normalisedIds(tags.map((tag) => tag.id)));
  return and([
    sql`so.site_key = ${siteKey}`,
    inList(sql`so.status_id`, normalisedIds(request.objectStatus)),
    tags.length ? sql`(so.municipality_tag_id = any(${ids}) or so.county_tag_id = any(${ids}))` : undefined,
    geoCondition("so", request.geoSearch),
  ]);
}

interface SuccessionRow {
  id: string;
  site_key: string;
  status_id: string;
  address: string;
  url: string;
  image_url: string;
  broker_name: string;
  price: number;
  rooms: number;
  living_area: number;
  lat: number;
  lng: number;
  municipality: string;
  total: number;
}

/** A resale home as an object hit: it has no stage, so the hit names itself and its broker there. */
function toHit(row: SuccessionRow): ObjectHit {
  return {
    id: row.id,
    siteId: siteIdOfKey(row.site_key),
    name: row.address,
    url: row.url,
    municipality: row.municipality,
    searchImage: searchImage(row.image_url, `${row.address}, ${row.municipality}`),
    shortDescription: row.broker_name,
    _geo: { lat: row.lat, lng: row.lng },
    inhabitDate: null,
    inhabitDateText: null,
    vipStart: null,
    vipEnd: null,
    minPrice: row.price,
    maxPrice: row.price,
    minTotalPrice: null,
    maxTotalPrice: null,
    stageId: row.id,
    stageName: row.broker_name,
    area: row.living_area,
    minRooms: row.rooms,
    maxRooms: row.rooms,
    status: catalogueValue(ObjectStatus, row.status_id),
    stageStatus: catalogueValue(StageStatus, StageStatus.ids.succession),
    concept: null,
    residenceType: null,
    disposalForm: null,
    showings: [],
  };
}

export async function searchSuccession(db: Database, request: SuccessionSearchRequest, site: SiteConfig) {
  const geo = request.geoSearch;
  const order =
    geo && geo.type === "radius"
      ? sql`${haversineKm("so", geo.lat, geo.lng)} asc, so.id asc`
      : geo
        ? sql`so.id asc`
        : sql`md5(so.id::text || ':' || ${SUCCESSION_SHUFFLE_SEED}), so.id asc`;
  const [rows, counts] = await Promise.all([
    rowsOf<SuccessionRow>(
      db,
      sql`select so.id, so.site_key, so.status_id, so.address, so.url, so.image_url, so.broker_name, so.price,
          so.rooms, so.living_area, so.lat, so.lng, mt.name as municipality, count(*) over ()::int as total
        from succession_objects so join search_tags mt on mt.id = so.municipality_tag_id
        where ${succesionWhere(request, site.key)} order by ${order} limit ${request.limit} offset ${request.offset}`,
    ),
    rowsOf<{ id: string; name: string; url: string; has_rental: boolean; count: number }>(
      db,
      sql`select mt.id, mt.name, mt.url, mt.has_rental, count(*)::int as count
        from succession_objects so join search_tags mt on mt.id = so.municipality_tag_id
        where so.site_key = ${site.key} and ${inList(sql`so.status_id`, normalisedIds(request.objectStatus))}
        group by mt.id, mt.name, mt.url, mt.has_rental order by mt.name asc, mt.id asc`,
    ),
  ]);
  let estimatedTotalHits = rows[0]?.total ?? 0;
  if (rows.length === 0 && request.offset > 0) {
    const [count] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as total from succession_objects so where ${succesionWhere(request, site.key)}`,
    );
    estimatedTotalHits = count?.total ?? 0;
  }
  const municipalities: MunicipalityOption[] = [
    {
      key: ALL_MUNICIPALITIES_KEY,
      name: ALL_MUNICIPALITIES_NAME[site.locale],
      tag: null,
      count: counts.reduce((sum, row) => sum + Number(row.count), 0),
    },
    ...counts.map((row) => ({
      key: row.url,
      name: row.name,
      tag: { id: row.id, name: row.name, url: row.url, hasRental: row.has_rental },
      count: Number(row.count),
    })),
  ];
  return {
    hits: rows.map(toHit),
    estimatedTotalHits: Number(estimatedTotalHits),
    limit: request.limit,
    offset: request.offset,
    municipalities,
  };
}
