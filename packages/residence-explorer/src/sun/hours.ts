import type { CompassKey } from "@housing/contracts/explorer";
import { bearingDifference, COMPASS_BEARINGS } from "./compass";
import { sunPosition } from "./position";
import { zonedTimeToDate } from "./time";

/*
 * Hours of direct sun on a balcony (issue 24, item 2: each home's card says how many hours its
 * balcony gets on the chosen day). The model, deliberately simple and the same for every home:
 * - the balcony is a point on a vertical facade whose outward normal points to `facing`;
 * - it has sun when the sun is above `minAltitude` (1° by default: the first and last degree are
 *   lost to terrain and haze, and the light there is too low to warm anything) and in front of
 *   the facade, i.e. the horizontal angle between the sun's azimuth and the normal is below
 *   `maxAngle` (90° for an open balcony; a recessed balcony sees a narrower wedge, e.g. 60°);
 * - the neighbours, the building's own wings and the balcony above are not modelled: the figure
 *   is the facade's potential, which is what the sun study's shadows then show in detail.
 * The day (local to the stage's time zone, 23 or 25 hours on a summer-time change) is walked in
 * steps of `stepMinutes` and each step counted by the sun at its middle.
 */

export interface BalconySunHoursInput {
  /** "MM-DD". */
  day: string;
  /** Default: the current year. */
  year?: number;
  lat: number;
  lng: number;
  timeZone: string;
  facing: CompassKey;
  /** Degrees the sun may stand off the facade's normal and still reach the balcony (default 90). */
  maxAngle?: number;
  /** Degrees above the horizon the sun must reach (default 1). */
  minAltitude?: number;
  /** Default 5. */
  stepMinutes?: number;
}

/** Hours of direct sun (to a tenth) on a balcony facing `facing` on `day`. */
export function balconySunHours({
  day,
  year = new Date().getFullYear(),
  lat,
  lng,
  timeZone,
  facing,
  maxAngle = 90,
  minAltitude = 1,
  stepMinutes = 5,
}: BalconySunHoursInput): number {
  const [month, date] = day.split("-").map(Number) as [number, number];
  const start = zonedTimeToDate(year, month, date, 0, timeZone).getTime();
  // Date.UTC carries day 32 into the next month: the next local midnight.
  const end = zonedTimeToDate(year, month, date + 1, 0, timeZone).getTime();
  const step = stepMinutes * 60_000;
  const normal = COMPASS_BEARINGS[facing];
  let sunnySteps = 0;
  for (let time = start + step / 2; time < end; time += step) {
    const { azimuth, altitude } = sunPosition(new Date(time), lat, lng);
    if (altitude > minAltitude && bearingDifference(azimuth, normal) < maxAngle) sunnySteps += 1;
  }
  return Math.round((sunnySteps * stepMinutes) / 6) / 10;
}
