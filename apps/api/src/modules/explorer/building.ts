import type { CompassKey, ExplorerApartmentBox, ExplorerBuilding } from "@housing/contracts/explorer";
import { COMPASS_BEARINGS, FLOOR_HEIGHT } from "@housing/contracts/explorer";
import { OutdoorDirection } from "../catalogue/enums";

/*
 * The building derived from a stage's apartments (README.md, "Derivation"): deterministic, so the
 * same catalogue gives the same model. Each floor is two rows of boxes along a corridor, the front
 * row (facing +z in the building's frame) holding the first half of the floor's homes by number;
 * a box's width follows its living area, each row filling the building's width.
 */

export interface ApartmentRow {
  id: string;
  objectNumber: string;
  name: string;
  floor: number;
  livingArea: number;
  rooms: number;
  outdoorDirections: readonly number[];
}

export type Side = "front" | "back" | "left" | "right";

/** A row of homes is this deep (metres); the corridor between the two rows is CORRIDOR wide. */
export const ROW_DEPTH = 9;
export const CORRIDOR = 2;
const MIN_WIDTH = 8;

/** The catalogue's outdoor direction code (155330000-155330007) as a compass key; undefined for an unknown code. */
export function compassOf(code: number): CompassKey | undefined {
  return OutdoorDirection.keyOf(code);
}

export const bearingOfCompass = (key: CompassKey) => COMPASS_BEARINGS[key];

const byNumber = new Intl.Collator("sv", { numeric: true });

/** Smallest angle between two bearings, 0-180. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/** Which way each facade of the building faces on the compass, given the front's bearing. */
export function facadeBearings(bearing: number): Record<Side, number> {
  const norm = (value: number) => ((value % 360) + 360) % 360;
  // Front +z, right +x: seen from the front, the right facade is a quarter turn anticlockwise.
  return { front: norm(bearing), right: norm(bearing - 90), back: norm(bearing + 180), left: norm(bearing + 90) };
}

/** A small, stable hash of a string (FNV-1a). */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The front's bearing: the compass direction most of the homes' balconies face (ties to the
 * first in compass order), so most balconies sit on the front; without any, a step of 15° from a
 * hash of the stage's id.
 */
export function bearingOf(stageId: string, apartments: readonly ApartmentRow[]): number {
  const counts = new Map<CompassKey, number>();
  for (const apartment of apartments) {
    const key = apartment.outdoorDirections.map(compassOf).find((value) => value !== undefined);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: CompassKey | undefined;
  for (const [key, count] of counts) {
    if (
      best === undefined ||
      count > counts.get(best)! ||
      (count === counts.get(best) && bearingOfCompass(key) < bearingOfCompass(best))
    ) {
      best = key;
    }
  }
  return best ? bearingOfCompass(best) : (hashOf(stageId) % 24) * 15;
}

/** The facades of a box that are outside walls (not on the corridor or against a neighbour). */
export function outsideSides(box: ExplorerApartmentBox, building: Pick<ExplorerBuilding, "width" | "depth">): Side[] {
  // Positions are rounded to centimetres.
  const eps = 0.02;
  const sides: Side[] = [];
  if (box.z + box.depth / 2 >= building.depth / 2 - eps) sides.push("front");
  if (box.z - box.depth / 2 <= -building.depth / 2 + eps) sides.push("back");
  if (box.x - box.width / 2 <= -building.width / 2 + eps) sides.push("left");
  if (box.x + box.width / 2 >= building.width / 2 - eps) sides.push("right");
  return sides;
}

/** The balcony: on the outside facade that faces closest to the home's first known outdoor direction. */
function balconyOf(
  apartment: ApartmentRow,
  sides: readonly Side[],
  facades: Record<Side, number>,
): ExplorerApartmentBox["balcony"] {
  const facing = apartment.outdoorDirections.map(compassOf).find((value) => value !== undefined);
  if (!facing || sides.length === 0) return null;
  const target = bearingOfCompass(facing);
  const side = [...sides].sort((a, b) => angleBetween(facades[a], target) - angleBetween(facades[b], target))[0]!;
  return { side, facing };
}

const round = (value: number) => Math.round(value * 100) / 100;

export function deriveBuilding(stageId: string, apartments: readonly ApartmentRow[]): ExplorerBuilding {
  const floors = apartments.reduce((max, apartment) => Math.max(max, apartment.floor + 1), 1);
  const byFloor = new Map<number, ApartmentRow[]>();
  for (const apartment of apartments) {
    const list = byFloor.get(apartment.floor) ?? [];
    list.push(apartment);
    byFloor.set(apartment.floor, list);
  }
  const rows: { floor: number; isFront: boolean; homes: ApartmentRow[] }[] = [];
  for (const [floor, homes] of [...byFloor].sort((a, b) => a[0] - b[0])) {
    homes.sort((a, b) => byNumber.compare(a.objectNumber, b.objectNumber) || a.id.localeCompare(b.id));
    const half = Math.ceil(homes.length / 2);
    rows.push({ floor, isFront: true, homes: homes.slice(0, half) });
    if (homes.length > half) rows.push({ floor, isFront: false, homes: homes.slice(half) });
  }
  const areaOf = (home: ApartmentRow) => Math.max(home.livingArea, 10);
  const width = round(
    Math.max(MIN_WIDTH, ...rows.map((row) => row.homes.reduce((sum, home) => sum + areaOf(home), 0) / ROW_DEPTH)),
  );
  const depth = 2 * ROW_DEPTH + CORRIDOR;
  const bearing = bearingOf(stageId, apartments);
  const facades = facadeBearings(bearing);
  const boxes: ExplorerApartmentBox[] = [];
  for (const row of rows) {
    const total = row.homes.reduce((sum, home) => sum + areaOf(home), 0);
    let left = -width / 2;
    const z = (row.isFront ? 1 : -1) * (CORRIDOR / 2 + ROW_DEPTH / 2);
    for (const home of row.homes) {
      const boxWidth = (areaOf(home) / total) * width;
      const box: ExplorerApartmentBox = {
        number: home.objectNumber,
        objectId: home.id,
        floor: home.floor,
        x: round(left + boxWidth / 2),
        z,
        width: round(boxWidth),
        depth: ROW_DEPTH,
        balcony: null,
      };
      left += boxWidth;
      box.balcony = balconyOf(home, outsideSides(box, { width, depth }), facades);
      boxes.push(box);
    }
  }
  return { floors, floorHeight: FLOOR_HEIGHT, width, depth, bearing, apartments: boxes };
}
