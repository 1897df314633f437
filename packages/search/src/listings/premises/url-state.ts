import { INPUT_LIMITS, PREMISES_SORTS, type PremisesSort, type SearchRange } from "@housing/contracts";
import { PremiseType, type EnumKey } from "@housing/contracts/catalogue";
import { singleValue, writeQuery } from "../shared/query-string";

export type PremiseTypeKey = EnumKey<typeof PremiseType>;

/**
 * The premises search's state, which is its address (spec section 2: filters in the query
 * string): `?tags=<tag url>;<tag url>&types=office,retail&minArea=20&maxArea=120&sort=size:asc`.
 * Defaults are left out, so the plain page is `/lokaler/`.
 */
export interface PremisesUrlState {
  /** Tag URLs (`stockholms-lan/nacka`); the page resolves them to ids with the site's tag options. */
  tags: string[];
  types: PremiseTypeKey[];
  /** m², a step of `AREA_STEP`; the range's bottom means no lower bound. */
  minArea: number;
  /** m², a step of `AREA_STEP`; the range's top means no upper bound (spec section 9: the top is open-ended). */
  maxArea: number;
  sort: PremisesSort;
}

/** The area choices go in steps of 10 m²: fine enough for premises of 20-200 m², short enough to read as a list. */
export const AREA_STEP = 10;

const KEYS = ["tags", "types", "minArea", "maxArea", "sort"] as const;
const TAG_URL = /^[^\s;?#]{1,200}$/;

export function defaultPremisesState(range: SearchRange): PremisesUrlState {
  return { tags: [], types: [], minArea: range.min, maxArea: range.max, sort: "recommended" };
}

/** The lower-bound choices: from the bottom up to the top itself ("200 m² or more"). */
export function minAreaChoices(range: SearchRange): number[] {
  return stepsBetween(range.min, range.max);
}

/** The upper-bound choices: one step above the bottom up to the open-ended top. */
export function maxAreaChoices(range: SearchRange): number[] {
  return stepsBetween(range.min + AREA_STEP, range.max);
}

function stepsBetween(from: number, to: number): number[] {
  const steps: number[] = [];
  for (let value = from; value <= to; value += AREA_STEP) steps.push(value);
  return steps;
}

function areaOf(raw: string | undefined, choices: readonly number[]): number | undefined {
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return undefined;
  const value = Number(raw);
  return choices.includes(value) ? value : undefined;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Reads the state from a query string. Anything unreadable is ignored and leaves its default (never an error). */
export function parsePremisesState(query: string, range: SearchRange): PremisesUrlState {
  const params = new URLSearchParams(query);
  const state = defaultPremisesState(range);
  const tags = singleValue(params, "tags");
  if (tags) state.tags = unique(tags.split(";").filter((tag) => TAG_URL.test(tag))).slice(0, INPUT_LIMITS.tags);
  const types = singleValue(params, "types");
  if (types) {
    state.types = unique(
      types.split(",").filter((key): key is PremiseTypeKey => (PremiseType.keys as readonly string[]).includes(key)),
    );
  }
  const minArea = areaOf(singleValue(params, "minArea"), minAreaChoices(range));
  const maxArea = areaOf(singleValue(params, "maxArea"), maxAreaChoices(range));
  if (minArea !== undefined) state.minArea = minArea;
  // A maximum below the minimum cannot be met: the maximum is the one dropped, the open top stays.
  if (maxArea !== undefined && maxArea >= state.minArea) state.maxArea = maxArea;
  const sort = singleValue(params, "sort");
  if (sort && (PREMISES_SORTS as readonly string[]).includes(sort)) state.sort = sort as PremisesSort;
  return state;
}

/** The query string for a state, keeping the parameters that are not the search's own. */
export function premisesQuery(state: PremisesUrlState, range: SearchRange, currentQuery = ""): string {
  const values: Array<[string, string]> = [];
  if (state.tags.length > 0) values.push(["tags", state.tags.join(";")]);
  if (state.types.length > 0) values.push(["types", state.types.join(",")]);
  if (state.minArea > range.min) values.push(["minArea", String(state.minArea)]);
  if (state.maxArea < range.max) values.push(["maxArea", String(state.maxArea)]);
  if (state.sort !== "recommended") values.push(["sort", state.sort]);
  return writeQuery(currentQuery, KEYS, values);
}

/** Whether any filter narrows the list (the sort does not). */
export function hasPremisesFilters(state: PremisesUrlState, range: SearchRange): boolean {
  return state.tags.length > 0 || state.types.length > 0 || state.minArea > range.min || state.maxArea < range.max;
}
