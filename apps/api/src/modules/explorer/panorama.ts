import { sql } from "drizzle-orm";
import type { PanoramaCamera, PanoramaProject, Vec3 } from "@housing/contracts/explorer";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import { bearingOfCompass, deriveBuilding, facadeBearings, outsideSides } from "./building";
import { apartmentsOf } from "./data";
import { PANORAMA_COLS, PANORAMA_ROWS, type PanoramaKey } from "./paint";
import { toWorld } from "./views";

/*
 * GET {base}/files/{stageId}/{apartmentNumber}/project.json: a home's 360 data, derived like the
 * building (README.md, "360 views"): a camera per room by the home's room count (living room,
 * kitchen, a bedroom per room beyond the first, bathroom) and one on the balcony when it has one,
 * each inside the home's box at eye height, each with the seed's panorama of its room kind. Only
 * cameras whose panorama is stored are listed; a home with none answers 404 (the no-views flag).
 */

const ARCHETYPES = ["rooms-1", "rooms-2", "rooms-3", "rooms-4", "rooms-5"];
const EYE = 1.5;
const FOV = 75;

export async function storedPanoramas(db: Database): Promise<Set<string>> {
  const rows = await rowsOf<{ panorama_key: string }>(
    db,
    sql`select distinct panorama_key from explorer_panorama_tiles`,
  );
  return new Set(rows.map((row) => row.panorama_key));
}

export async function panoramaProjectOf(
  db: Database,
  base: string,
  stageId: string,
  number: string,
): Promise<PanoramaProject | null> {
  const [apartments, stored] = await Promise.all([apartmentsOf(db, stageId), storedPanoramas(db)]);
  const home = apartments.find((apartment) => apartment.objectNumber === number);
  if (!home) return null;
  const building = deriveBuilding(stageId, apartments);
  const box = building.apartments.find((candidate) => candidate.objectId === home.id)!;
  const facades = facadeBearings(building.bearing);
  const outside = outsideSides(box, building)[0] ?? "front";
  const lookOut = box.balcony ? bearingOfCompass(box.balcony.facing) : facades[outside];
  const y = box.floor * building.floorHeight + EYE;
  const bedrooms = Math.max(0, home.rooms - 1);
  const rooms: { id: string; kind: PanoramaKey; dx: number; dz: number; yaw: number }[] = [
    { id: "living-room", kind: "livingRoom", dx: 0, dz: 0, yaw: lookOut },
    { id: "kitchen", kind: "kitchen", dx: -0.25, dz: -0.2, yaw: (lookOut + 90) % 360 },
    ...Array.from({ length: bedrooms }, (_, index) => ({
      id: `bedroom-${index + 1}`,
      kind: "bedroom" as const,
      dx: 0.3 - (0.6 * index) / Math.max(1, bedrooms),
      dz: 0.25,
      yaw: lookOut,
    })),
    { id: "bathroom", kind: "bathroom", dx: 0.25, dz: -0.3, yaw: (lookOut + 180) % 360 },
  ];
  const cameras: (PanoramaCamera & { kind: PanoramaKey })[] = rooms.map((room) => ({
    id: room.id,
    kind: room.kind,
    type: "room",
    title: room.kind,
    description: "",
    floorLevel: box.floor,
    position: toWorld([box.x + room.dx * box.width, y, box.z + room.dz * box.depth], building.bearing),
    rotation: [room.yaw, 0, 0] as Vec3,
    fov: FOV,
    hasQA: false,
  }));
  if (box.balcony) {
    // On the balcony's facade, a metre outside the box.
    const normal = { front: [0, 1], back: [0, -1], left: [-1, 0], right: [1, 0] }[box.balcony.side];
    cameras.push({
      id: "balcony",
      kind: "balcony",
      type: "balcony",
      title: "balcony",
      description: "",
      floorLevel: box.floor,
      position: toWorld(
        [box.x + normal[0]! * (box.width / 2 + 1), y, box.z + normal[1]! * (box.depth / 2 + 1)],
        building.bearing,
      ),
      rotation: [bearingOfCompass(box.balcony.facing), 0, 0],
      fov: FOV,
      hasQA: false,
    });
  }
  const shown = cameras.filter((camera) => stored.has(camera.kind));
  if (shown.length === 0) return null;
  return {
    views: shown.map((camera) => ({
      id: camera.id,
      cameraId: camera.id,
      cols: PANORAMA_COLS,
      rows: PANORAMA_ROWS,
      tileUrl: `${base}/files/360/${camera.kind}/{col}_{row}.png`,
    })),
    config: { archetypes: ARCHETYPES, default: `rooms-${Math.min(5, Math.max(1, home.rooms))}` },
    cameras: shown.map(({ kind: _kind, ...camera }) => camera),
  };
}

/** One stored tile's PNG, or null. */
export async function panoramaTile(db: Database, key: string, col: number, row: number): Promise<Uint8Array | null> {
  const [tile] = await rowsOf<{ png: Uint8Array }>(
    db,
    sql`select png from explorer_panorama_tiles where panorama_key = ${key} and col = ${col} and row = ${row}`,
  );
  return tile ? tile.png : null;
}
