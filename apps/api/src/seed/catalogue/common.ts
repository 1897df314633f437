import { stableUuid } from "../content/ids";
import type { ImageKind } from "../../core/db/schema";

/**
 * "Now" for the seed: inhabit dates, VIP windows, showings and visits are placed relative
 * to this fixed day, never the wall clock, so every run writes the same rows.
 */
export const REFERENCE_DATE = new Date("2026-11-01T00:00:00.000Z");

const DAY_MS = 86_400_000;

/** A name-based id for a catalogue row: the same parts always give the same UUID. */
export function catalogueId(...parts: readonly (string | number)[]): string {
  return stableUuid(["catalogue", ...parts].join(":"));
}

export function daysFromReference(days: number, hourUtc = 0, minute = 0): Date {
  return new Date(REFERENCE_DATE.getTime() + days * DAY_MS + (hourUtc * 60 + minute) * 60_000);
}

/** The first day of the month `months` after the reference month, as `YYYY-MM-DD`. */
export function monthFromReference(months: number): string {
  const date = new Date(Date.UTC(REFERENCE_DATE.getUTCFullYear(), REFERENCE_DATE.getUTCMonth() + months, 1));
  return date.toISOString().slice(0, 10);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Where `GET /media/{kind}/{id}.svg` serves an image (relative to the API's origin). */
export function mediaUrl(kind: ImageKind, id: string): string {
  return `/media/${kind}/${id}.svg`;
}
