import {
  CASE_BUILDING_TYPES,
  CASE_STATUSES,
  CASE_TYPE_NAMES,
  caseStatusOf,
  type CaseStatusKey,
  type CaseSummary,
} from "@housing/contracts/cases";

/*
 * The errand list's filters, search and sort (spec section 9), applied in the browser to the
 * list fetched once. The state lives in the address's query so a reload or a shared link shows
 * the same list: `type`, `status`, `space` and `building` repeat, `from` and `to` are dates
 * (YYYY-MM-DD), `q` the search text, `sort` one of ERRAND_SORTS.
 */

export const ERRAND_SORTS = ["newest", "oldest", "status", "ticket"] as const;
export type ErrandSort = (typeof ERRAND_SORTS)[number];
/** Spec section 9: creation date, newest first. */
export const DEFAULT_SORT: ErrandSort = "newest";

export type BuildingType = (typeof CASE_BUILDING_TYPES)[number];

export interface ErrandFilters {
  types: string[];
  statuses: string[];
  spaces: string[];
  buildingTypes: string[];
  from: string;
  to: string;
  search: string;
  sort: ErrandSort;
}

export const EMPTY_FILTERS: ErrandFilters = {
  types: [],
  statuses: [],
  spaces: [],
  buildingTypes: [],
  from: "",
  to: "",
  search: "",
  sort: DEFAULT_SORT,
};

/** Spec section 9: choosing management also chooses management-other. */
const MANAGEMENT = "Förvaltning";
const MANAGEMENT_OTHER = "Förvaltning övrig";
/** Spec section 9: the Norwegian inspection remark is shown under the warranty name. */
const INSPECTION_REMARK = "Befaring - Anmerkning";
const INSPECTION_REMARK_LABEL = "Reklamasjon - ettårsbefaring";

/** The status keys "ongoing" stands for in the filter: itself and every paused sub-status (spec section 9). */
export const PAUSED_STATUS_KEYS: readonly CaseStatusKey[] = CASE_STATUSES.filter((status) => status.isPaused).map(
  (status) => status.key,
);

/** The name an errand type is shown with. */
export function typeLabel(typeName: string): string {
  return typeName === INSPECTION_REMARK ? INSPECTION_REMARK_LABEL : typeName;
}

const toggle = (values: readonly string[], value: string, isOn: boolean, implied: readonly string[] = []) => {
  const changed = [value, ...implied];
  const rest = values.filter((entry) => !changed.includes(entry));
  return isOn ? [...rest, ...changed] : rest;
};

/** Ticking or unticking a type; management brings management-other along. */
export function toggleType(types: readonly string[], type: string, isOn: boolean): string[] {
  return toggle(types, type, isOn, type === MANAGEMENT ? [MANAGEMENT_OTHER] : []);
}

/** Ticking or unticking a status key; ongoing brings every paused sub-status along. */
export function toggleStatus(statuses: readonly string[], key: string, isOn: boolean): string[] {
  return toggle(statuses, key, isOn, key === "ongoing" ? PAUSED_STATUS_KEYS : []);
}

/**
 * Spec section 9: type, status, space, date range and building type count one each when set;
 * the search text counts only in the second variant. Here that is the board's (company errands,
 * where the list is an association's and the search is a filter like the others); a resident's
 * search box stands apart from the filter panel and does not count.
 */
export function activeFilterCount(filters: ErrandFilters, isSearchCounted: boolean): number {
  return [
    filters.types.length > 0,
    filters.statuses.length > 0,
    filters.spaces.length > 0,
    filters.from !== "" || filters.to !== "",
    filters.buildingTypes.length > 0,
    isSearchCounted && filters.search.trim() !== "",
  ].filter(Boolean).length;
}

/** The status key of an errand (an unknown GUID has none: it only shows with no status filter). */
export const statusKeyOf = (errand: CaseSummary): string | undefined => caseStatusOf(errand.caseStatusId)?.key;

const dayOf = (timestamp: string) => timestamp.slice(0, 10);

function searchText(errand: CaseSummary): string {
  return [
    String(errand.ticketNumber),
    typeLabel(errand.caseTypeName),
    errand.roomType,
    errand.objectName,
    errand.objectAddress,
    errand.buildingPartName,
    errand.brfName,
    errand.otherResidentInfo,
  ]
    .filter(Boolean)
    .join(" ")
    .toLocaleLowerCase();
}

export function matchesFilters(errand: CaseSummary, filters: ErrandFilters): boolean {
  if (filters.types.length > 0 && !filters.types.includes(errand.caseTypeName)) return false;
  if (filters.statuses.length > 0 && !filters.statuses.includes(statusKeyOf(errand) ?? "")) return false;
  if (filters.spaces.length > 0 && !filters.spaces.includes(errand.roomType ?? "")) return false;
  if (filters.buildingTypes.length > 0 && !filters.buildingTypes.includes(errand.buildingType)) return false;
  const day = dayOf(errand.creationDate);
  if (filters.from !== "" && day < filters.from) return false;
  if (filters.to !== "" && day > filters.to) return false;
  const words = filters.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const text = searchText(errand);
    if (!words.every((word) => text.includes(word))) return false;
  }
  return true;
}

const newestFirst = (a: CaseSummary, b: CaseSummary) => b.creationDate.localeCompare(a.creationDate);

/** Spec section 4's sort rank: an unknown status ranks as "others" (100). */
const rankOf = (errand: CaseSummary) => caseStatusOf(errand.caseStatusId)?.rank ?? 100;

const COMPARATORS: Record<ErrandSort, (a: CaseSummary, b: CaseSummary) => number> = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  // The open ones first (lowest rank), newest first within a rank.
  status: (a, b) => rankOf(a) - rankOf(b) || newestFirst(a, b),
  ticket: (a, b) => b.ticketNumber - a.ticketNumber,
};

export function filterAndSort(errands: readonly CaseSummary[], filters: ErrandFilters): CaseSummary[] {
  return errands.filter((errand) => matchesFilters(errand, filters)).toSorted(COMPARATORS[filters.sort]);
}

/** The type options: the spec's names present in the list first, in the spec's order, then any other. */
export function typeOptions(errands: readonly CaseSummary[]): string[] {
  const present = new Set(errands.map((errand) => errand.caseTypeName));
  const known = CASE_TYPE_NAMES.filter((name) => present.has(name));
  return [...known, ...[...present].filter((name) => !(CASE_TYPE_NAMES as readonly string[]).includes(name)).sort()];
}

/**
 * The status options: the main statuses always, and every other status the list holds, in the
 * case system's order; Norwegian variants only on the Norwegian site's lists that hold them.
 */
export function statusOptions(errands: readonly CaseSummary[]): CaseStatusKey[] {
  const present = new Set(errands.map(statusKeyOf));
  const main = new Set<string>(["registered", "ongoing", "executed", "completed"]);
  return CASE_STATUSES.filter((status) => main.has(status.key) || present.has(status.key)).map((status) => status.key);
}

export function spaceOptions(errands: readonly CaseSummary[]): string[] {
  return [...new Set(errands.map((errand) => errand.roomType).filter((room): room is string => !!room))].sort((a, b) =>
    a.localeCompare(b),
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_VALUES = 30;

/** The filters of an address's query; anything malformed is left out rather than refused. */
export function filtersFromQuery(query: string): ErrandFilters {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  const all = (name: string) =>
    [...new Set(params.getAll(name).filter((value) => value.length <= 100))].slice(0, MAX_VALUES);
  const date = (name: string) => {
    const value = params.get(name) ?? "";
    return DATE.test(value) ? value : "";
  };
  const sort = params.get("sort");
  return {
    types: all("type"),
    statuses: all("status"),
    spaces: all("space"),
    buildingTypes: all("building").filter((value) => (CASE_BUILDING_TYPES as readonly string[]).includes(value)),
    from: date("from"),
    to: date("to"),
    search: (params.get("q") ?? "").slice(0, 100),
    sort: (ERRAND_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ErrandSort) : DEFAULT_SORT,
  };
}

/** The query of the filters (defaults left out), keeping the address's other parameters (the open errand). */
export function queryOfFilters(filters: ErrandFilters, base = ""): string {
  const params = new URLSearchParams(base.replace(/^\?/, ""));
  for (const name of ["type", "status", "space", "building", "from", "to", "q", "sort"]) params.delete(name);
  for (const type of filters.types) params.append("type", type);
  for (const status of filters.statuses) params.append("status", status);
  for (const space of filters.spaces) params.append("space", space);
  for (const building of filters.buildingTypes) params.append("building", building);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.search.trim()) params.set("q", filters.search);
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The open errand of an address's query (notifications link `?errandId=`, spec section 4). */
export function errandIdOf(query: string): string | null {
  const id = new URLSearchParams(query.replace(/^\?/, "")).get("errandId");
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

export function withErrandId(query: string, id: string | null): string {
  const params = new URLSearchParams(query.replace(/^\?/, ""));
  if (id) params.set("errandId", id);
  else params.delete("errandId");
  const text = params.toString();
  return text ? `?${text}` : "";
}
