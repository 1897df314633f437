import { eq, sql } from "drizzle-orm";
import type { ActiveObject } from "@housing/contracts";
import type { Residence } from "@housing/contracts/my-pages";
import type { SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import { users } from "../../core/db/schema";
import { ObjectStatus } from "../catalogue/enums";

/*
 * The user's residences: their bookings and purchases joined with the catalogue. A home both
 * booked and bought is one residence (the booking first, the purchase's dates filling gaps).
 * The entry date is the contract's (the row's column) when set, else the home's inhabit date.
 * A home the catalogue does not have (any more) still counts for the active object of the user
 * answer, but my pages show only homes of the site's catalogue: there is nothing else to show.
 */

interface ResidenceRow {
  source: "booking" | "purchase";
  object_id: string;
  stage_id: string | null;
  entry_date: Date | string | null;
  is_succession: boolean;
  site_key: string | null;
  object_name: string | null;
  object_url: string | null;
  object_image: string | null;
  rooms: number | null;
  living_area: number | null;
  price: number | null;
  status_id: string | null;
  inhabit_date: Date | string | null;
  stage_name: string | null;
  stage_url: string | null;
  lifecycle: number | null;
}

export interface UserResidence {
  objectId: string;
  stageId: string | null;
  entryDate: string | null;
  isSuccession: boolean;
  /** The site of the home in the catalogue; null when the catalogue does not have it. */
  siteKey: string | null;
  row: ResidenceRow;
}

const dateOf = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

/** Every residence of the user on any site, bookings first, each in the order it was made. */
export async function residencesOf(db: Database, userId: string): Promise<UserResidence[]> {
  const rows = await rowsOf<ResidenceRow>(
    db,
    sql`select r.source, r.object_id, coalesce(r.stage_id, o.stage_id) as stage_id, r.entry_date, r.is_succession,
        o.site_key, o.name as object_name, o.url as object_url, o.search_image_url as object_image, o.rooms,
        o.living_area, coalesce(o.total_price, o.price) as price, o.status_id, o.inhabit_date,
        s.name as stage_name, s.url as stage_url, s.lifecycle
      from (
        select 'booking' as source, 0 as rank, object_id, null::uuid as stage_id, entry_date, is_succession, created_at, id
          from bookings where user_id = ${userId}
        union all
        select 'purchase', 1, object_id, stage_id, entry_date, is_succession, created_at, id
          from purchases where user_id = ${userId}
      ) r
      left join objects o on o.id = r.object_id
      left join stages s on s.id = coalesce(r.stage_id, o.stage_id)
      order by r.rank, r.created_at, r.id`,
  );
  const byObject = new Map<string, UserResidence>();
  for (const row of rows) {
    const entryDate = dateOf(row.entry_date);
    const known = byObject.get(row.object_id);
    if (known) {
      known.stageId ??= row.stage_id;
      known.entryDate ??= entryDate;
      known.isSuccession ||= row.is_succession;
      continue;
    }
    byObject.set(row.object_id, {
      objectId: row.object_id,
      stageId: row.stage_id,
      entryDate,
      isSuccession: row.is_succession,
      siteKey: row.site_key,
      row,
    });
  }
  return [...byObject.values()].map((residence) => ({
    ...residence,
    entryDate: residence.entryDate ?? dateOf(residence.row.inhabit_date),
  }));
}

export async function chosenActiveObjectId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: users.activeObjectId }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.id ?? null;
}

/** The residence the user chose, when it is still one of theirs; else the first. */
export function activeOf<T extends { objectId: string }>(residences: readonly T[], chosen: string | null): T | null {
  return residences.find((residence) => residence.objectId === chosen) ?? residences[0] ?? null;
}

/** Spec section 3: the user answer's active object. */
export function activeObjectOf(residence: UserResidence | null): ActiveObject | null {
  if (!residence) return null;
  return {
    objectId: residence.objectId,
    stageId: residence.stageId,
    entryDate: residence.entryDate,
    isSuccession: residence.isSuccession,
  };
}

/** A residence as my pages show it; its URL only on the home's own site. */
export function residenceView(residence: UserResidence, siteKey: SiteKey, isActive: boolean): Residence {
  const { row } = residence;
  const statusKey = row.status_id ? (ObjectStatus.keyOf(row.status_id) ?? null) : null;
  return {
    objectId: residence.objectId,
    stageId: residence.stageId ?? "",
    name: row.object_name ?? "",
    stageName: row.stage_name ?? "",
    // The catalogue's homes carry no street address (their page names the stage and place).
    address: null,
    url: residence.siteKey === siteKey ? row.object_url : null,
    imageUrl: row.object_image,
    rooms: row.rooms === null ? null : Number(row.rooms),
    area: row.living_area === null ? null : Number(row.living_area),
    price: row.price === null ? null : Number(row.price),
    status: statusKey,
    entryDate: residence.entryDate,
    isSuccession: residence.isSuccession,
    isActive,
    lifecycle: row.lifecycle === null ? null : Number(row.lifecycle),
  };
}

/** The residences my pages show on a site: homes of that site's catalogue. */
export function residencesOnSite(residences: readonly UserResidence[], siteKey: SiteKey): UserResidence[] {
  return residences.filter((residence) => residence.siteKey === siteKey);
}
