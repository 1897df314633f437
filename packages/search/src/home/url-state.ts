import {
  DEFAULT_INHABIT_DATE,
  INHABIT_DATES,
  RESIDENCE_SORTS,
  SEARCH_RANGES,
  type GeoPoint,
  type InhabitDate,
  type ResidenceSort,
  type SearchFilterInput,
  type SearchRange,
  type Tag,
} from "@housing/contracts";
import { Concept, DisposalForm, OutdoorArea, ResidenceType, StageStatus } from "@housing/contracts/catalogue";
import { routePath, type SiteConfig } from "@housing/site-config";

/*
 * The home search's state lives in its URL (spec section 2, "Search page"; section 4, "Search"):
 * the path (the search path, plus one county or municipality tag as an SEO sub-path), the query
 * string (filters, `q` of semicolon-separated tag URLs, sort, geo) and the hash (#map, #object,
 * #stage, #area). Parsing never fails: unknown keys are kept untouched, invalid values are
 * ignored or clamped into the site's range, so any link a visitor pastes still opens a search.
 */

export type ResultView = "stage" | "object" | "area";
export const RESULT_VIEWS: readonly ResultView[] = ["stage", "object", "area"];

/** The enumeration filters of spec section 3, each with the enumeration its URL keys come from. */
export const ENUM_FILTERS = {
  concepts: Concept,
  // Spec section 3 calls the stage status "project status" in the filter.
  projectStatus: StageStatus,
  disposalForm: DisposalForm,
  outdoorArea: OutdoorArea,
  residenceType: ResidenceType,
} as const;
export type EnumFilterKey = keyof typeof ENUM_FILTERS;
export const ENUM_FILTER_KEYS = Object.keys(ENUM_FILTERS) as EnumFilterKey[];

export type RangeKey = "price" | "rooms" | "area";
export const RANGE_KEYS: readonly RangeKey[] = ["price", "rooms", "area"];

export interface RangeValue {
  /** Absent: the bottom of the site's range (no lower bound). */
  min?: number;
  /** Absent: the open-ended top of the site's range (no upper bound, spec section 9). */
  max?: number;
}

export interface SearchState {
  /** Chosen tags by URL (`stockholms-lan`, `stockholms-lan/nacka`, `stockholms-lan/nacka/sickla`), in the order chosen. */
  tagUrls: string[];
  price: RangeValue;
  rooms: RangeValue;
  area: RangeValue;
  /** Enumeration filters by KEY (`apartment`), never by GUID, in the enumeration's order. */
  enums: Record<EnumFilterKey, string[]>;
  viewing: boolean;
  inhabitDate: InhabitDate;
  sort: ResidenceSort;
  /** geo=auto: search around the visitor (spec section 4, only with inhabit date "now"). */
  isGeoAuto: boolean;
  view: ResultView;
  /** #map: the map instead of the list (advanced search only). */
  isMap: boolean;
  /** Query pairs the search does not own (BankID deep link `poolingId` and `type`, `utm_*`), kept as they came. */
  extra: Array<[string, string]>;
}

export interface SearchLocation {
  path: string;
  /** Without "?". */
  query: string;
  /** With or without "#"; the server never sees it. */
  hash?: string;
}

const RANGE_QUERY_KEYS: Record<RangeKey, [string, string]> = {
  price: ["minPrice", "maxPrice"],
  rooms: ["minRooms", "maxRooms"],
  area: ["minArea", "maxArea"],
};

/** Keys that only the advanced search reads; a simple search keeps them in the URL as unknown keys. */
const ADVANCED_KEYS = new Set<string>(["minArea", "maxArea", ...ENUM_FILTER_KEYS, "viewing", "inhabitDate", "geo"]);
const OWN_KEYS = new Set<string>(["q", "sort", "minPrice", "maxPrice", "minRooms", "maxRooms", ...ADVANCED_KEYS]);

export function isAdvanced(site: SiteConfig): boolean {
  return site.features.searchKind === "advanced";
}

export function rangesOf(site: SiteConfig): Record<RangeKey, SearchRange> {
  const ranges = SEARCH_RANGES[site.country];
  return { price: ranges.price, rooms: ranges.rooms, area: ranges.area };
}

/** The site's home search path (`/sok-bostad/`); the English sub-site and contractor site have none. */
export function searchPathOf(site: SiteConfig): string {
  return routePath(site, "homeSearch") ?? `${site.pathPrefix}/`;
}

export function emptyState(): SearchState {
  return {
    tagUrls: [],
    price: {},
    rooms: {},
    area: {},
    enums: { concepts: [], projectStatus: [], disposalForm: [], outdoorArea: [], residenceType: [] },
    viewing: false,
    inhabitDate: DEFAULT_INHABIT_DATE,
    sort: "recommended",
    isGeoAuto: false,
    view: "stage",
    isMap: false,
    extra: [],
  };
}

/** Tag URLs in the path and in `q` are slugs; anything with whitespace or `?#;` is dropped. */
const isTagUrl = (value: string) => /^[^\s;?#]+$/.test(value) && value.length <= 200;

function tagUrlsFromPath(path: string, searchPath: string): string[] {
  const normalised = path.endsWith("/") ? path : `${path}/`;
  if (!normalised.toLowerCase().startsWith(searchPath.toLowerCase())) return [];
  const rest = normalised.slice(searchPath.length).replace(/\/+$/, "");
  const segments = rest.split("/").filter(Boolean);
  // Decided URL format: only a county (1 segment) or a municipality (2) is a sub-path; 3 segments is a stage page.
  if (segments.length < 1 || segments.length > 2) return [];
  const url = segments.map((segment) => safeDecode(segment)).join("/");
  return isTagUrl(url) ? [url] : [];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\s*\d{1,12}\s*$/.test(value)) return undefined;
  return Number(value.trim());
}

/** Clamps into the range, drops ends at the bottom or the open top, and a max below the min. */
export function normaliseRange(value: RangeValue, range: SearchRange): RangeValue {
  const clamp = (n: number | undefined) => (n === undefined ? undefined : Math.min(range.max, Math.max(range.min, n)));
  const min = clamp(value.min);
  const max = clamp(value.max);
  const result: RangeValue = {};
  if (min !== undefined && min > range.min) result.min = min;
  if (max !== undefined && max < range.max && (result.min === undefined || max >= result.min)) result.max = max;
  return result;
}

function parseHash(hash: string | undefined, advanced: boolean): Pick<SearchState, "view" | "isMap"> {
  const value = (hash ?? "").replace(/^#/, "");
  if (value === "map") return { view: "stage", isMap: advanced };
  if ((RESULT_VIEWS as readonly string[]).includes(value)) return { view: value as ResultView, isMap: false };
  return { view: "stage", isMap: false };
}

export function parseSearchLocation(location: SearchLocation, site: SiteConfig): SearchState {
  const state = emptyState();
  const advanced = isAdvanced(site);
  const params = new URLSearchParams(location.query);
  const ranges = rangesOf(site);

  const tagUrls = [...tagUrlsFromPath(location.path, searchPathOf(site))];
  for (const url of (params.get("q") ?? "").split(";")) {
    const trimmed = url.trim();
    if (trimmed && isTagUrl(trimmed) && !tagUrls.includes(trimmed)) tagUrls.push(trimmed);
  }
  state.tagUrls = tagUrls;

  for (const key of RANGE_KEYS) {
    if (key === "area" && !advanced) continue;
    const [minKey, maxKey] = RANGE_QUERY_KEYS[key];
    state[key] = normaliseRange(
      { min: wholeNumber(params.get(minKey)), max: wholeNumber(params.get(maxKey)) },
      ranges[key],
    );
  }

  if (advanced) {
    for (const key of ENUM_FILTER_KEYS) {
      const wanted = new Set((params.get(key) ?? "").split(",").map((part) => part.trim()));
      // Enumeration order, not URL order: the same choice always gives the same URL.
      state.enums[key] = ENUM_FILTERS[key].keys.filter((enumKey) => wanted.has(enumKey));
    }
    state.viewing = params.get("viewing") === "1" || params.get("viewing") === "true";
    const inhabit = wholeNumber(params.get("inhabitDate"));
    if (inhabit !== undefined && (Object.values(INHABIT_DATES) as number[]).includes(inhabit)) {
      state.inhabitDate = inhabit as InhabitDate;
    }
    // geo=auto only means something with "now" (spec section 4).
    state.isGeoAuto = params.get("geo") === "auto" && state.inhabitDate === INHABIT_DATES.now;
  }

  const sort = params.get("sort");
  if (sort && (RESIDENCE_SORTS as readonly string[]).includes(sort)) state.sort = sort as ResidenceSort;

  Object.assign(state, parseHash(location.hash, advanced));

  for (const [key, value] of params) {
    if (OWN_KEYS.has(key) && (advanced || !ADVANCED_KEYS.has(key))) continue;
    state.extra.push([key, value]);
  }
  return state;
}

/** Encodes a query value but keeps the separators `,` `;` `:` `/` readable (all valid in a query). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ",").replace(/%3A/gi, ":").replace(/%2F/gi, "/");
}

/** True for a tag URL of a county or a municipality (1 or 2 segments): the ones that may be an SEO sub-path. */
export function isPlaceTagUrl(url: string): boolean {
  const depth = url.split("/").filter(Boolean).length;
  return depth === 1 || depth === 2;
}

/** The query string (without "?") of a state, in a fixed key order. */
export function formatQuery(state: SearchState, site: SiteConfig, { withTags = true } = {}): string {
  const advanced = isAdvanced(site);
  const ranges = rangesOf(site);
  const pairs: string[] = [];
  const add = (key: string, value: string) => pairs.push(`${key}=${value}`);
  const inPath = withTags && state.tagUrls.length === 1 && isPlaceTagUrl(state.tagUrls[0]!);
  if (withTags && !inPath && state.tagUrls.length > 0) add("q", state.tagUrls.map((url) => encodeValue(url)).join(";"));
  for (const key of RANGE_KEYS) {
    if (key === "area" && !advanced) continue;
    const [minKey, maxKey] = RANGE_QUERY_KEYS[key];
    const range = normaliseRange(state[key], ranges[key]);
    if (range.min !== undefined) add(minKey, String(range.min));
    if (range.max !== undefined) add(maxKey, String(range.max));
  }
  if (advanced) {
    for (const key of ENUM_FILTER_KEYS) {
      const chosen = ENUM_FILTERS[key].keys.filter((enumKey) => state.enums[key].includes(enumKey));
      if (chosen.length > 0) add(key, chosen.join(","));
    }
    if (state.viewing) add("viewing", "1");
    if (state.inhabitDate !== DEFAULT_INHABIT_DATE) add("inhabitDate", String(state.inhabitDate));
  }
  if (state.sort !== "recommended") add("sort", state.sort);
  if (advanced && state.isGeoAuto && state.inhabitDate === INHABIT_DATES.now) add("geo", "auto");
  for (const [key, value] of state.extra) add(encodeURIComponent(key), encodeValue(value));
  return pairs.join("&");
}

export function formatPath(state: SearchState, site: SiteConfig): string {
  const base = searchPathOf(site);
  const [only] = state.tagUrls;
  if (state.tagUrls.length === 1 && only !== undefined && isPlaceTagUrl(only)) {
    return `${base}${only.split("/").map(encodeURIComponent).join("/")}/`;
  }
  return base;
}

export function formatHash(state: SearchState, site: SiteConfig): string {
  if (state.isMap && isAdvanced(site)) return "#map";
  return state.view === "stage" ? "" : `#${state.view}`;
}

/**
 * The state as one query string with every tag in `q`, also a place the address holds in its
 * path: a saved search keeps only the query, and opens on the search page's own path with it.
 */
export function savedSearchQueryOf(state: SearchState, site: SiteConfig): string {
  const tags = state.tagUrls.length > 0 ? `q=${state.tagUrls.map((url) => encodeValue(url)).join(";")}` : "";
  return [tags, formatQuery(state, site, { withTags: false })].filter(Boolean).join("&");
}

/** The whole URL of a state, path + query + hash, as the address bar shows it. */
export function formatSearchUrl(state: SearchState, site: SiteConfig): string {
  const query = formatQuery(state, site);
  return `${formatPath(state, site)}${query ? `?${query}` : ""}${formatHash(state, site)}`;
}

/**
 * A key for everything that changes the hits (tags, filters, sort, geo), not the view: the list
 * queries and the saved scroll position are keyed by it.
 */
export function filterKeyOf(state: SearchState, site: SiteConfig): string {
  const own = { ...state, extra: [] };
  return `${[...state.tagUrls].sort().join(";")}|${formatQuery(own, site, { withTags: false })}`;
}

/** Spec section 4: the radius of geo=auto around the visitor. 50 km covers a commuting region, not a country. */
export const GEO_AUTO_RADIUS_KM = 50;

/** The filter the API gets: enumeration keys turned into their GUIDs, ranges with open ends left out. */
export function toSearchFilter(
  state: SearchState,
  tags: readonly Tag[],
  site: SiteConfig,
  position?: GeoPoint | null,
): SearchFilterInput {
  const ranges = rangesOf(site);
  const price = normaliseRange(state.price, ranges.price);
  const rooms = normaliseRange(state.rooms, ranges.rooms);
  const filter: SearchFilterInput = {
    tags: tags.map(({ id, name, url, hasRental }) => ({ id, name, url, hasRental })),
    ...(price.min !== undefined ? { minPrice: price.min } : {}),
    ...(price.max !== undefined ? { maxPrice: price.max } : {}),
    ...(rooms.min !== undefined ? { minRooms: rooms.min } : {}),
    ...(rooms.max !== undefined ? { maxRooms: rooms.max } : {}),
  };
  if (!isAdvanced(site)) return filter;
  const area = normaliseRange(state.area, ranges.area);
  if (area.min !== undefined) filter.minArea = area.min;
  if (area.max !== undefined) filter.maxArea = area.max;
  for (const key of ENUM_FILTER_KEYS) {
    const ids = ENUM_FILTERS[key].ids as Record<string, string>;
    const values = state.enums[key].map((enumKey) => ids[enumKey]).filter((id): id is string => id !== undefined);
    if (values.length > 0) filter[key] = values;
  }
  if (state.viewing) filter.viewing = true;
  if (state.inhabitDate !== DEFAULT_INHABIT_DATE) filter.inhabitDate = state.inhabitDate;
  if (state.isGeoAuto && position) {
    filter.geoSearch = { type: "radius", lat: position.lat, lng: position.lng, radiusKm: GEO_AUTO_RADIUS_KM };
  }
  return filter;
}

/** How many filters differ from their defaults, for the "Filter (n)" button. Tags and sort are not filters here. */
export function activeFilterCount(state: SearchState): number {
  let count = 0;
  for (const key of RANGE_KEYS) if (state[key].min !== undefined || state[key].max !== undefined) count += 1;
  for (const key of ENUM_FILTER_KEYS) count += state.enums[key].length > 0 ? 1 : 0;
  if (state.viewing) count += 1;
  if (state.inhabitDate !== DEFAULT_INHABIT_DATE) count += 1;
  return count;
}

/** Clears the filters, keeping tags, sort, view and unknown keys. */
export function clearFilters(state: SearchState): SearchState {
  const empty = emptyState();
  return {
    ...empty,
    tagUrls: state.tagUrls,
    sort: state.sort,
    view: state.view,
    isMap: state.isMap,
    extra: state.extra,
  };
}

/** Values offered by the range selects; a value from the URL that is not among them is added where it sorts. */
export function rangeSteps(site: SiteConfig, key: RangeKey): number[] {
  const range = rangesOf(site)[key];
  if (key === "rooms") {
    return Array.from({ length: range.max - range.min + 1 }, (_, index) => range.min + index);
  }
  if (key === "area") {
    return [0, 25, 50, 75, 100, 125, 150, 175, 200, 250, 300].filter((value) => value <= range.max);
  }
  const steps =
    range.max <= 1_000_000
      ? [0, 50, 100, 150, 200, 250, 300, 350, 400, 500, 600, 700, 800, 900, 1000].map((k) => k * 1000)
      : [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10].map((m) => m * 1_000_000);
  return steps.filter((value) => value >= range.min && value <= range.max);
}
