import { SUN_FRAMES_PER_DAY } from "@housing/contracts/explorer";

/*
 * The sun study's clock (spec section 3, "Residence explorer": frames with startFrame): a day of
 * SUN_FRAMES_PER_DAY frames of 15 minutes of the stage's local time, in its IANA time zone, so
 * frame 80 is 20:00 in Stockholm whether the browser is there or not. Offsets come from
 * Intl.DateTimeFormat, which knows each zone's summer time.
 */

export const MINUTES_PER_FRAME = (24 * 60) / SUN_FRAMES_PER_DAY;
/** The study opens on midsummer noon (21 June 12:00 local). */
export const DEFAULT_SUN_DAY = "06-21";
export const DEFAULT_SUN_FRAME = (12 * 60) / MINUTES_PER_FRAME;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `date`. */
export function localParts(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    partFormat(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes `timeZone` is ahead of UTC at `date` (120 in Stockholm in June). */
export function timeZoneOffset(date: Date, timeZone: string): number {
  const p = localParts(date, timeZone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** A local wall-clock time of `timeZone` as a moment (a time skipped by summer time moves on by the jump). */
export function zonedTimeToDate(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const wallAsUtc = Date.UTC(year, month - 1, day, 0, minutes);
  // The offset at the guess can differ from the offset at the answer near a change: look twice.
  const first = wallAsUtc - timeZoneOffset(new Date(wallAsUtc), timeZone) * 60_000;
  const second = wallAsUtc - timeZoneOffset(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

function parseDay(monthDay: string): { month: number; day: number } {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  if (!match) throw new RangeError(`Not a "MM-DD" day: ${monthDay}`);
  return { month: Number(match[1]), day: Number(match[2]) };
}

/** Frame `frame` (0 to 95, 15 minutes each) of the day "MM-DD" of `year`, local to `timeZone`. */
export function frameToDate(year: number, monthDay: string, frame: number, timeZone: string): Date {
  const { month, day } = parseDay(monthDay);
  const clamped = Math.min(SUN_FRAMES_PER_DAY - 1, Math.max(0, Math.round(frame)));
  return zonedTimeToDate(year, month, day, clamped * MINUTES_PER_FRAME, timeZone);
}

export interface SunMoment {
  year: number;
  /** "MM-DD". */
  day: string;
  /** 0 to 95: the 15 minutes of local time the moment falls in. */
  frame: number;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The local day and frame of a moment in `timeZone`. */
export function dateToFrame(date: Date, timeZone: string): SunMoment {
  const p = localParts(date, timeZone);
  return {
    year: p.year,
    day: `${pad(p.month)}-${pad(p.day)}`,
    frame: Math.floor((p.hour * 60 + p.minute) / MINUTES_PER_FRAME),
  };
}

/** The local midnight that starts the day of `date` in `timeZone`. */
export function startOfLocalDay(date: Date, timeZone: string): Date {
  const { year, day } = dateToFrame(date, timeZone);
  return frameToDate(year, day, 0, timeZone);
}

/** The study's first moment: 21 June 12:00 local of `year`. */
export function defaultSunMoment(year: number, timeZone: string): Date {
  return frameToDate(year, DEFAULT_SUN_DAY, DEFAULT_SUN_FRAME, timeZone);
}
