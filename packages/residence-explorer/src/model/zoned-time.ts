/** The offset (ms) of `timeZone` from UTC at the moment `date`. */
function offsetAt(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The moment a wall clock in `timeZone` shows this date and time (month 1-12). */
export function zonedDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Twice: the first guess's offset may differ from the answer's across a daylight-saving change.
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/** The sun study's first moment (issue 24): 21 June 12:00 of the current year, local time of the stage. */
export function defaultSunDate(timeZone: string, now: Date = new Date()): Date {
  return zonedDate(now.getUTCFullYear(), 6, 21, 12, 0, timeZone);
}
