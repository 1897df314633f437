import { COMPASS_BEARINGS, COMPASS_KEYS, type CompassKey } from "@housing/contracts/explorer";

export { COMPASS_BEARINGS };

/** A bearing within 0-360. */
export function normalizeBearing(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** The nearest of the eight compass points to a bearing (sectors of 45°, north from 337.5° to 22.5°). */
export function compassFromBearing(degrees: number): CompassKey {
  return COMPASS_KEYS[Math.round(normalizeBearing(degrees) / 45) % 8]!;
}

/** The smallest angle between two bearings, 0-180. */
export function bearingDifference(a: number, b: number): number {
  const difference = normalizeBearing(a - b);
  return difference > 180 ? 360 - difference : difference;
}
