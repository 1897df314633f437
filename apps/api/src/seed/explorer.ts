import { sql } from "drizzle-orm";
import type { Database } from "../core/db/client";
import { rowsOf } from "../core/db/sql";
import { explorerClickAreas, explorerLinkers, explorerPanoramaTiles, projectStaff } from "../core/db/schema";
import { panoramaTiles } from "../modules/explorer/paint";
import { demoUserId } from "./account";

/*
 * The residence explorer's seed (modules/explorer/README.md): the 360 panoramas' tiles (painted
 * once per process), Stina Sjöberg as project staff of the stages booked online (seed/booking.ts),
 * and external linkers into those stages' explorers (`lindvyn-front`, `lindvyn-aerial`,
 * `lindvyn-home`). Run after the catalogue, the booking flows and the demo users; it replaces its
 * own rows, so a second run gives the same ones.
 */

export const EXPLORER_STAFF = "stina";

/** A readable id part from a stage's name: `Brf Lindvyn` → `lindvyn`. */
export function linkerSlugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/^(brf|brl|borettslag|asunto oy|as oy|bostadsrättsföreningen)\s+/, "")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

export async function seedExplorer(db: Database): Promise<{ tiles: number; staff: number; linkers: number }> {
  const tiles = panoramaTiles();
  await db.delete(explorerPanoramaTiles);
  // A few rows per statement: the PNGs are tens of kilobytes each.
  for (let index = 0; index < tiles.length; index += 8) {
    await db.insert(explorerPanoramaTiles).values(tiles.slice(index, index + 8));
  }
  await db.delete(explorerLinkers);
  await db.delete(explorerClickAreas);
  const staff = demoUserId(EXPLORER_STAFF);
  await db.execute(sql`delete from project_staff where user_id = ${staff}`);
  const stages = await rowsOf<{ id: string; name: string; first_number: string | null }>(
    db,
    sql`select s.id, s.name,
        (select o.object_number from objects o where o.stage_id = s.id and o.floor is not null
          order by o.floor, o.object_number limit 1) as first_number
      from stages s where s.booking_flow is not null order by s.site_key, s.id`,
  );
  const [user] = await rowsOf<{ id: string }>(db, sql`select id from users where id = ${staff}`);
  let staffCount = 0;
  let linkerCount = 0;
  for (const stage of stages) {
    if (!stage.first_number) continue;
    if (user) {
      await db.insert(projectStaff).values({ userId: staff, stageId: stage.id });
      staffCount += 1;
    }
    const slug = linkerSlugOf(stage.name) || stage.id.slice(0, 8);
    const linkers = [
      { id: `${slug}-front`, stageId: stage.id, viewId: "front", apartmentNumber: null },
      { id: `${slug}-aerial`, stageId: stage.id, viewId: "aerial", apartmentNumber: null },
      { id: `${slug}-home`, stageId: stage.id, viewId: null, apartmentNumber: stage.first_number },
    ];
    const written = await db.insert(explorerLinkers).values(linkers).onConflictDoNothing().returning();
    linkerCount += written.length;
  }
  return { tiles: tiles.length, staff: staffCount, linkers: linkerCount };
}
