import { sql, type SQL } from "drizzle-orm";
import type { ExplorerObject, ExplorerObjectSearch } from "@housing/contracts/explorer";
import type { ObjectStatusKey } from "@housing/contracts";
import { getSiteByKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import { ObjectStatus } from "../catalogue/enums";

/*
 * The explorer's homes (spec sections 3 "Residence explorer" and 7): POST {base}/objects and
 * GET {base}/getobject/{id}. The spec names edit mode and purchase-based filtering without rules;
 * ours (README.md, "Edit mode and hasMadePurchase"):
 *
 * - Anyone may search a stage's homes; `siteId` must be the stage's site (else 404).
 * - `hasMadePurchase: true` from a logged-in caller who has a booking or a purchase of a home of
 *   this stage marks those homes `isOwn`, and they are listed whatever the status filter (the
 *   buyer's own home is booked or sold, and a "for sale" filter must not hide it). Without a
 *   session, or without such a home, the flag changes nothing: never an error.
 * - `canEdit` is true for the stage's project staff (table project_staff). `isEditMode: true`
 *   answers 401 to an anonymous caller and 403 to anyone else who is not staff; granted, the status
 *   filter is ignored (staff place the click areas of every home, sold or not).
 * - A sold home's price is not shown (`price` and `totalPrice` null). Norway: `internalArea`
 *   (BRA-i) is INTERNAL_AREA_SHARE of the living area, the catalogue having no column for it.
 * - `bookingUrl`: the site's click-to-buy path with the home's id, when the stage has a booking
 *   flow and the home is for sale.
 */

/** Norway's internal area (BRA-i) as a share of the living area (BRA), until the catalogue carries it. */
export const INTERNAL_AREA_SHARE = 0.92;

interface ObjectRow {
  id: string;
  object_number: string;
  name: string;
  url: string;
  status_id: string;
  floor: number;
  rooms: number;
  min_rooms: number;
  max_rooms: number;
  price: number;
  total_price: number | null;
  living_area: number;
  site_key: string;
  booking_flow: number | null;
  total?: number;
}

export function explorerObjectOf(row: ObjectRow, ownIds: ReadonlySet<string> = new Set()): ExplorerObject {
  const status = ObjectStatus.keyOf(row.status_id) ?? "notAvailable";
  const site = getSiteByKey(row.site_key);
  const isSold = status === "sold";
  const clickToBuy = site?.routes.paths.clickToBuy;
  const livingArea = Number(row.living_area);
  return {
    id: row.id,
    apartmentNumber: row.object_number,
    name: row.name,
    url: row.url,
    objectStatus: status,
    floor: Number(row.floor),
    rooms: Number(row.rooms),
    possibleRooms: { min: Number(row.min_rooms), max: Number(row.max_rooms) },
    price: isSold ? null : Number(row.price),
    totalPrice: isSold || row.total_price === null ? null : Number(row.total_price),
    primaryArea: livingArea,
    internalArea: site?.country === "no" ? Math.round(livingArea * INTERNAL_AREA_SHARE * 10) / 10 : null,
    bookingUrl:
      row.booking_flow !== null && status === "forSale" && clickToBuy
        ? `${clickToBuy}?objectId=${encodeURIComponent(row.id)}`
        : null,
    isOwn: ownIds.has(row.id),
  };
}

const COLUMNS = sql`o.id, o.object_number, o.name, o.url, o.status_id, o.floor, o.rooms, o.min_rooms, o.max_rooms,
  o.price, o.total_price, o.living_area, o.site_key, s.booking_flow`;

export interface ExplorerStage {
  id: string;
  siteKey: string;
}

export async function stageOf(db: Database, stageId: string): Promise<ExplorerStage | null> {
  const [row] = await rowsOf<{ id: string; site_key: string }>(
    db,
    sql`select id, site_key from stages where id = ${stageId}`,
  );
  return row ? { id: row.id, siteKey: row.site_key } : null;
}

/** Homes of this stage the user booked or bought. */
export async function ownHomesOf(db: Database, userId: string, stageId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ object_id: string }>(
    db,
    sql`select b.object_id from bookings b join objects o on o.id = b.object_id
        where b.user_id = ${userId} and o.stage_id = ${stageId}
      union
      select p.object_id from purchases p where p.user_id = ${userId} and p.stage_id = ${stageId}`,
  );
  return new Set(rows.map((row) => row.object_id));
}

export async function isProjectStaff(db: Database, userId: string, stageId: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from project_staff where user_id = ${userId} and stage_id = ${stageId}`,
  );
  return rows.length > 0;
}

/** A page of the stage's apartments, by floor and number. */
export async function searchObjects(
  db: Database,
  search: Required<Pick<ExplorerObjectSearch, "stageId">> & { offset: number; size: number },
  options: { statuses: readonly ObjectStatusKey[]; ownIds: ReadonlySet<string> },
): Promise<{ objects: ExplorerObject[]; total: number }> {
  const conditions: SQL[] = [sql`o.stage_id = ${search.stageId}`, sql`o.floor is not null`];
  if (options.statuses.length > 0) {
    const ids = options.statuses.map((key) => sql`${ObjectStatus.ids[key]}`);
    const own = [...options.ownIds].map((id) => sql`${id}`);
    conditions.push(
      own.length > 0
        ? sql`(o.status_id in (${sql.join(ids, sql`, `)}) or o.id in (${sql.join(own, sql`, `)}))`
        : sql`o.status_id in (${sql.join(ids, sql`, `)})`,
    );
  }
  const rows = await rowsOf<ObjectRow>(
    db,
    sql`select ${COLUMNS}, count(*) over () as total
      from objects o join stages s on s.id = o.stage_id
      where ${sql.join(conditions, sql` and `)}
      order by o.floor, o.object_number, o.id
      limit ${search.size} offset ${search.offset}`,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && search.offset > 0) {
    // Past the end: the count still says how many there are.
    const [count] = await rowsOf<{ total: number }>(
      db,
      sql`select count(*) as total from objects o where ${sql.join(conditions, sql` and `)}`,
    );
    total = Number(count?.total ?? 0);
  }
  return { objects: rows.map((row) => explorerObjectOf(row, options.ownIds)), total };
}

/** One apartment by id; null when unknown or not an apartment (no floor). */
export async function explorerObjectById(db: Database, id: string): Promise<ExplorerObject | null> {
  const [row] = await rowsOf<ObjectRow>(
    db,
    sql`select ${COLUMNS} from objects o join stages s on s.id = o.stage_id where o.id = ${id} and o.floor is not null`,
  );
  return row ? explorerObjectOf(row) : null;
}
