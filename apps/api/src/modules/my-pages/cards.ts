import { sql } from "drizzle-orm";
import type { ListingCard } from "@housing/contracts/my-pages";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import { ObjectStatus, StageStatus } from "../catalogue/enums";

/*
 * Favourites and interests as cards (the residences page's #favourites anchor), built from the
 * catalogue of the site asked for: a brand's my pages list that brand's stages and homes, each
 * with its page on the site. `availableCount` is our reading of spec section 1's "stock"
 * switch: a stage card tells how many of its homes are still for sale, where the site has stock.
 */

interface CardRow {
  entry_id: string;
  stage_id: string;
  object_id: string | null;
  created_at: Date | string;
  stage_name: string;
  stage_url: string;
  stage_image: string;
  stage_status: string;
  municipality: string | null;
  s_min_rooms: number | null;
  s_max_rooms: number | null;
  s_min_area: number | null;
  s_max_area: number | null;
  s_min_price: number | null;
  s_max_price: number | null;
  object_name: string | null;
  object_url: string | null;
  object_image: string | null;
  object_status: string | null;
  o_min_rooms: number | null;
  o_max_rooms: number | null;
  o_area: number | null;
  o_price: number | null;
  for_sale: number | null;
}

export interface EntryCard {
  id: string;
  card: ListingCard;
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The user's favourites (`favourites`) or interests (`user_interests`) on the site, newest first. */
export async function cardsOf(
  db: Database,
  table: "favourites" | "user_interests",
  userId: string,
  siteKey: SiteKey,
): Promise<EntryCard[]> {
  const hasStock = getSiteByKey(siteKey)?.features.hasStock ?? false;
  const forSale = hasStock
    ? sql`case when e.object_id is null then (select count(*)::int from objects a
        where a.stage_id = s.id and a.status_id = ${ObjectStatus.ids.forSale}) end`
    : sql`null::int`;
  const rows = await rowsOf<CardRow>(
    db,
    sql`select e.id as entry_id, e.stage_id, e.object_id, e.created_at,
        s.name as stage_name, s.url as stage_url, s.search_image_url as stage_image, s.status_id as stage_status,
        mt.name as municipality, s.min_rooms as s_min_rooms, s.max_rooms as s_max_rooms,
        s.min_living_area as s_min_area, s.max_living_area as s_max_area,
        coalesce(s.min_total_price, s.min_price) as s_min_price, coalesce(s.max_total_price, s.max_price) as s_max_price,
        o.name as object_name, o.url as object_url, o.search_image_url as object_image, o.status_id as object_status,
        o.min_rooms as o_min_rooms, o.max_rooms as o_max_rooms, o.living_area as o_area, o.search_price as o_price,
        ${forSale} as for_sale
      from ${sql.identifier(table)} e
      join stages s on s.id = e.stage_id
      left join search_tags mt on mt.id = s.municipality_tag_id
      left join objects o on o.id = e.object_id
      where e.user_id = ${userId} and s.site_key = ${siteKey} and (e.object_id is null or o.id is not null)
      order by e.created_at desc, e.id desc`,
  );
  return rows.map((row) => ({ id: row.entry_id, card: cardOf(row) }));
}

function cardOf(row: CardRow): ListingCard {
  const created = new Date(row.created_at).toISOString();
  const base = {
    stageId: row.stage_id,
    stageName: row.stage_name,
    municipality: row.municipality,
    created,
  };
  if (row.object_id) {
    return {
      ...base,
      objectId: row.object_id,
      name: row.object_name ?? "",
      url: row.object_url,
      imageUrl: row.object_image,
      imageAlt: row.object_name ?? "",
      status: row.object_status ? (ObjectStatus.keyOf(row.object_status) ?? null) : null,
      minRooms: numberOrNull(row.o_min_rooms),
      maxRooms: numberOrNull(row.o_max_rooms),
      minArea: numberOrNull(row.o_area),
      maxArea: numberOrNull(row.o_area),
      minPrice: numberOrNull(row.o_price),
      maxPrice: numberOrNull(row.o_price),
      availableCount: null,
    };
  }
  return {
    ...base,
    objectId: null,
    name: row.stage_name,
    url: row.stage_url,
    imageUrl: row.stage_image,
    imageAlt: row.stage_name,
    status: StageStatus.keyOf(row.stage_status) ?? null,
    minRooms: numberOrNull(row.s_min_rooms),
    maxRooms: numberOrNull(row.s_max_rooms),
    minArea: numberOrNull(row.s_min_area),
    maxArea: numberOrNull(row.s_max_area),
    minPrice: numberOrNull(row.s_min_price),
    maxPrice: numberOrNull(row.s_max_price),
    availableCount: numberOrNull(row.for_sale),
  };
}

/** How many cards `cardsOf` would list, without building them (the overview's counts). */
export async function cardCountOf(
  db: Database,
  table: "favourites" | "user_interests",
  userId: string,
  siteKey: SiteKey,
): Promise<number> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)} e
      join stages s on s.id = e.stage_id
      left join objects o on o.id = e.object_id
      where e.user_id = ${userId} and s.site_key = ${siteKey} and (e.object_id is null or o.id is not null)`,
  );
  return Number(row?.count ?? 0);
}
