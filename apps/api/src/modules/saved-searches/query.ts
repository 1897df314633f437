import * as v from "valibot";
import {
  INHABIT_DATES,
  INPUT_LIMITS,
  RESIDENCE_SORTS,
  SearchFilterSchema,
  type SearchFilter,
  type SearchFilterInput,
} from "@housing/contracts";
import { Concept, DisposalForm, OutdoorArea, ResidenceType, StageStatus } from "@housing/contracts/catalogue";
import { routePath, type SiteConfig } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { fieldErrorsOf } from "../../core/validation";
import { disposalFormIds, filterEnumErrors, normalisedIds } from "../search/service/enum-check";
import { boundsOf } from "../search/service/filter-sql";
import { rangesOf } from "../search/service/sites";
import { tagsByUrls } from "../search/service/tags";

/*
 * The home search page keeps its state in its address (spec sections 2 and 4): `q` (tag URLs
 * separated by ';'), the range bounds, the enumeration filters by key, `viewing`,
 * `inhabitDate`, `sort` and `geo`. The page itself forgives anything a visitor pastes; a saved
 * search is stricter, because it must mean exactly what the user saw: a value the page would
 * drop or clamp is a 400 here. Keys the search does not own (utm_*, …) are kept in the saved
 * query and filter nothing, as on the page. The resulting filter goes through the search's own
 * SearchFilterSchema and enumeration check.
 */

const PREFIX = "body.query";

const ENUM_FILTERS = {
  concepts: Concept,
  projectStatus: StageStatus,
  disposalForm: DisposalForm,
  outdoorArea: OutdoorArea,
  residenceType: ResidenceType,
} as const;
type EnumFilterKey = keyof typeof ENUM_FILTERS;

const RANGE_KEYS = [
  ["price", "minPrice", "maxPrice"],
  ["rooms", "minRooms", "maxRooms"],
  ["area", "minArea", "maxArea"],
] as const;

/** The filter's columns as saved_searches keeps them (open range ends already dropped). */
export interface SavedFilterColumns {
  minPrice: number | null;
  maxPrice: number | null;
  minRooms: number | null;
  maxRooms: number | null;
  minArea: number | null;
  maxArea: number | null;
  tagIds: string[];
  conceptIds: string[];
  stageStatusIds: string[];
  disposalFormIds: string[];
  outdoorAreaIds: string[];
  residenceTypeIds: string[];
  viewing: boolean;
  inhabitDate: number;
}

export type ParsedQuery =
  { filter: SearchFilter; columns: SavedFilterColumns } | { fieldErrors: Record<string, string[]> };

const isTagUrl = (value: string) => /^[^\s;?#]+$/.test(value) && value.length <= 200;

/** The site's home search path; null on a site without one (the English sub-site, the contractor site). */
export function homeSearchPathOf(site: SiteConfig): string | null {
  return site.features.searchKind ? routePath(site, "homeSearch") : null;
}

/** Parses a saved search's query string for `site` into the search filter it means, or says which part is wrong. */
export async function parseSavedQuery(db: Database, site: SiteConfig, query: string): Promise<ParsedQuery> {
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => (
    (errors[key ? `${PREFIX}.${key}` : PREFIX] ??= []).push(message),
    undefined
  );
  if (/^[?#]|#/.test(query)) return { fieldErrors: { [PREFIX]: ["invalidQuery"] } };

  const params = new URLSearchParams(query);
  const isAdvanced = site.features.searchKind === "advanced";
  const ranges = rangesOf(site);
  const input: SearchFilterInput = {};

  const wholeNumber = (key: string, min: number, max: number) => {
    const value = params.get(key);
    if (value === null) return undefined;
    if (!/^\d{1,12}$/.test(value) || Number(value) < min || Number(value) > max) return fail(key, "invalidInput");
    return Number(value);
  };
  for (const [range, minKey, maxKey] of RANGE_KEYS) {
    // The simple search has no area filter; the page keeps such keys as unknown ones.
    if (range === "area" && !isAdvanced) continue;
    const { min, max } = ranges[range];
    const low = wholeNumber(minKey, min, max);
    const high = wholeNumber(maxKey, min, max);
    if (low !== undefined) input[minKey] = low;
    if (high !== undefined) input[maxKey] = high;
  }

  if (isAdvanced) {
    for (const key of Object.keys(ENUM_FILTERS) as EnumFilterKey[]) {
      const value = params.get(key);
      if (value === null) continue;
      const enumeration = ENUM_FILTERS[key];
      const ids = enumeration.ids as Record<string, string>;
      const keys = value.split(",").map((part) => part.trim());
      if (keys.some((enumKey) => ids[enumKey] === undefined)) fail(key, "invalidInput");
      else input[key] = [...new Set(keys)].map((enumKey) => ids[enumKey]!);
    }
    const viewing = params.get("viewing");
    if (viewing !== null) {
      if (!["1", "true", "0", "false"].includes(viewing)) fail("viewing", "invalidInput");
      else input.viewing = viewing === "1" || viewing === "true";
    }
    const inhabit = params.get("inhabitDate");
    if (inhabit !== null) {
      const bucket = Number(inhabit);
      if (!/^\d$/.test(inhabit) || !(Object.values(INHABIT_DATES) as number[]).includes(bucket)) {
        fail("inhabitDate", "invalidInput");
      } else input.inhabitDate = bucket as SearchFilter["inhabitDate"];
    }
    // geo=auto searches around the visitor's position, which an alert does not have: it filters nothing here.
    const geo = params.get("geo");
    if (geo !== null && geo !== "auto") fail("geo", "invalidInput");
  }

  const sort = params.get("sort");
  if (sort !== null && !(RESIDENCE_SORTS as readonly string[]).includes(sort)) fail("sort", "invalidInput");

  const urls = (params.get("q") ?? "")
    .split(";")
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length > INPUT_LIMITS.tags || urls.some((url) => !isTagUrl(url))) fail("q", "invalidInput");
  else if (urls.length > 0) {
    const tags = await tagsByUrls(db, site.key, site.country, urls);
    if (tags.length !== new Set(urls.map((url) => url.toLowerCase())).size) fail("q", "unknownTag");
    input.tags = tags.map(({ id, name, url, hasRental }) => ({ id, name, url, hasRental }));
  }
  if (Object.keys(errors).length > 0) return { fieldErrors: errors };

  // The search's own schema: bounds within the country's filter tops and in order, lists within their limits.
  const parsed = v.safeParse(SearchFilterSchema, input);
  if (!parsed.success) return { fieldErrors: fieldErrorsOf(PREFIX, parsed.issues) };
  const filter = parsed.output;
  const enumErrors = filterEnumErrors(filter, PREFIX);
  if (Object.keys(enumErrors).length > 0) return { fieldErrors: enumErrors };
  return { filter, columns: columnsOf(filter, site) };
}

/** The filter as the matcher's columns, with the search's own rules for open ends and "any disposal form". */
export function columnsOf(filter: SearchFilter, site: SiteConfig): SavedFilterColumns {
  const bounds = boundsOf(filter, rangesOf(site));
  return {
    minPrice: bounds.minPrice ?? null,
    maxPrice: bounds.maxPrice ?? null,
    minRooms: bounds.minRooms ?? null,
    maxRooms: bounds.maxRooms ?? null,
    minArea: bounds.minArea ?? null,
    maxArea: bounds.maxArea ?? null,
    tagIds: normalisedIds(filter.tags.map((tag) => tag.id)),
    conceptIds: normalisedIds(filter.concepts),
    stageStatusIds: normalisedIds(filter.projectStatus),
    disposalFormIds: disposalFormIds(filter.disposalForm),
    outdoorAreaIds: normalisedIds(filter.outdoorArea),
    residenceTypeIds: normalisedIds(filter.residenceType),
    viewing: filter.viewing,
    inhabitDate: filter.inhabitDate,
  };
}
