import { sql } from "drizzle-orm";
import type { ClickArea, ExplorerApt, ExplorerData } from "@housing/contracts/explorer";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import { deriveBuilding, outsideSides, type ApartmentRow } from "./building";
import { viewsOf } from "./views";

/*
 * GET {base}/get/{stageId}: the explorer data of a stage, derived from the catalogue on request
 * (README.md, "Derivation"): one query for the stage, staff's click areas and its apartments
 * (objects with a floor, by the (stage_id, object_number) index). Nothing is stored per stage but
 * staff's corrections.
 */

const TIME_ZONES: Record<string, string> = { se: "Europe/Stockholm", no: "Europe/Oslo", fi: "Europe/Helsinki" };

interface StageRow {
  id: string;
  site_key: string;
  name: string;
  lat: number;
  lng: number;
  edited: { viewId: string; clickAreas: ClickArea[] }[] | null;
  apartments: ApartmentJson[] | null;
}

/** An apartment as the query's JSON aggregate gives it (an empty array may come back as null). */
type ApartmentJson = Omit<ApartmentRow, "outdoorDirections"> & { outdoorDirections: number[] | null };

interface ApartmentDbRow {
  id: string;
  object_number: string;
  name: string;
  floor: number;
  living_area: number;
  rooms: number;
  outdoor_directions: number[] | null;
}

/** The 360 project data of a home, under the explorer's base path. */
export const projectPathOf = (base: string, stageId: string, number: string) =>
  `${base}/files/${stageId}/${encodeURIComponent(number)}/project.json`;

/** The stage's apartments: homes with a floor. */
export async function apartmentsOf(db: Database, stageId: string): Promise<ApartmentRow[]> {
  const rows = await rowsOf<ApartmentDbRow>(
    db,
    sql`select id, object_number, name, floor, living_area, rooms, outdoor_directions
      from objects where stage_id = ${stageId} and floor is not null`,
  );
  return rows.map((row) => ({
    id: row.id,
    objectNumber: row.object_number,
    name: row.name,
    floor: Number(row.floor),
    livingArea: Number(row.living_area),
    rooms: Number(row.rooms),
    outdoorDirections: (row.outdoor_directions ?? []).map(Number),
  }));
}

/**
 * Null when the stage is unknown or has no apartments. One round trip: the stage, staff's click
 * areas and the apartments (by the objects' (stage_id, object_number) index) as JSON.
 */
export async function explorerDataOf(db: Database, base: string, stageId: string): Promise<ExplorerData | null> {
  const [stage] = await rowsOf<StageRow>(
    db,
    sql`select s.id, s.site_key, s.name, s.lat, s.lng,
        (select json_agg(json_build_object('viewId', e.view_id, 'clickAreas', e.click_areas))
          from explorer_click_areas e where e.stage_id = s.id) as edited,
        (select json_agg(json_build_object('id', o.id, 'objectNumber', o.object_number, 'name', o.name,
            'floor', o.floor, 'livingArea', o.living_area, 'rooms', o.rooms, 'outdoorDirections', o.outdoor_directions))
          from objects o where o.stage_id = s.id and o.floor is not null) as apartments
      from stages s where s.id = ${stageId}`,
  );
  if (!stage?.apartments || stage.apartments.length === 0) return null;
  const apartments: ApartmentRow[] = stage.apartments.map((row) => ({
    ...row,
    floor: Number(row.floor),
    livingArea: Number(row.livingArea),
    rooms: Number(row.rooms),
    outdoorDirections: (row.outdoorDirections ?? []).map(Number),
  }));
  const site = getSiteByKey(stage.site_key);
  const building = deriveBuilding(stage.id, apartments);
  const edited = new Map((stage.edited ?? []).map((entry) => [entry.viewId, entry.clickAreas]));
  const views = viewsOf(building, edited);
  const byId = new Map(apartments.map((apartment) => [apartment.id, apartment]));
  const apts: ExplorerApt[] = building.apartments.map((box) => {
    // The view facing the balcony, else the one facing the home's first outside facade.
    const side = box.balcony?.side ?? outsideSides(box, building)[0] ?? "front";
    return {
      number: box.number,
      name: byId.get(box.objectId)?.name ?? box.number,
      viewId: side,
      files: {
        balconyViews: box.balcony ? ["balcony"] : [],
        object3DViews: [projectPathOf(base, stage.id, box.number)],
      },
    };
  });
  return {
    stageId: stage.id,
    siteKey: stage.site_key as SiteKey,
    stageName: stage.name,
    location: { lat: Number(stage.lat), lng: Number(stage.lng) },
    timeZone: TIME_ZONES[site?.country ?? "se"] ?? "Europe/Stockholm",
    building,
    views,
    apts,
    settings: {
      firstView: "front",
      projectDataUrl: `${base}/files/${stage.id}/{number}/project.json`,
    },
  };
}
