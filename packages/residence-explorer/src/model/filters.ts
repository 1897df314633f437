import { SEARCH_RANGES } from "@housing/contracts";
import type { ExplorerObject } from "@housing/contracts/explorer";
import type { ObjectStatusKey } from "@housing/contracts";
import type { Country } from "@housing/site-config";

/** A closed range of a filter; the top of the site's range is open-ended (spec section 9). */
export interface FilterRange {
  min: number;
  max: number;
}

/** The explorer's filters: rooms, price, area and status (an empty status list: every status). */
export interface ExplorerFilters {
  rooms: FilterRange;
  price: FilterRange;
  area: FilterRange;
  statuses: readonly ObjectStatusKey[];
}

/** The sliders' ranges per country, the search's (spec section 9: Finland's are smaller). */
export function filterRanges(country: Country) {
  const ranges = SEARCH_RANGES[country];
  return { rooms: ranges.rooms, price: ranges.price, area: ranges.area };
}

/** Spec section 9's defaults: rooms from 1, area from 0, price from 0, each to the open top. */
export function defaultFilters(country: Country): ExplorerFilters {
  const { rooms, price, area } = filterRanges(country);
  return {
    rooms: { min: rooms.min, max: rooms.max },
    price: { min: price.min, max: price.max },
    area: { min: area.min, max: area.max },
    statuses: [],
  };
}

export function isPriceDefault(filters: ExplorerFilters, country: Country): boolean {
  const { price } = filterRanges(country);
  return filters.price.min <= price.min && filters.price.max >= price.max;
}

export function areFiltersDefault(filters: ExplorerFilters, country: Country): boolean {
  const defaults = defaultFilters(country);
  return (
    isPriceDefault(filters, country) &&
    filters.rooms.min <= defaults.rooms.min &&
    filters.rooms.max >= defaults.rooms.max &&
    filters.area.min <= defaults.area.min &&
    filters.area.max >= defaults.area.max &&
    filters.statuses.length === 0
  );
}

/** The price a home shows and is filtered by: Finland's debt-free price where known (spec section 3). */
export function shownPrice(object: Pick<ExplorerObject, "price" | "totalPrice">, country: Country): number | null {
  return country === "fi" && object.totalPrice !== null ? object.totalPrice : object.price;
}

/** Whether `value` lies in `range`, where a max at (or past) the site's top has no upper bound. */
function inRange(value: number, range: FilterRange, top: number): boolean {
  return value >= range.min && (range.max >= top || value <= range.max);
}

/**
 * Whether a home passes the explorer's filters (spec section 9): rooms by its possible rooms (a
 * home that can be built as 2-4 rooms matches "3 rooms"), area by its primary area, price by the
 * price it shows, status by its status. Sold homes are left out unless the price filter is at
 * its default (a sold home has no price to compare; with the price filter moved, it would only
 * be noise). The caller's own home (isOwn, README "Purchase-based filtering") always matches: a
 * buyer never filters their own home away.
 */
export function matchesFilters(object: ExplorerObject, filters: ExplorerFilters, country: Country): boolean {
  if (object.isOwn) return true;
  const ranges = filterRanges(country);
  const priceDefault = isPriceDefault(filters, country);
  if (filters.statuses.length > 0 && !filters.statuses.includes(object.objectStatus)) return false;
  if (!priceDefault) {
    if (object.objectStatus === "sold") return false;
    const price = shownPrice(object, country);
    if (price === null || !inRange(price, filters.price, ranges.price.max)) return false;
  }
  const { min, max } = object.possibleRooms;
  const roomsTop = ranges.rooms.max;
  const roomsOverlap = max >= filters.rooms.min && (filters.rooms.max >= roomsTop || min <= filters.rooms.max);
  if (!roomsOverlap) return false;
  return inRange(object.primaryArea, filters.area, ranges.area.max);
}
