import { LOCALES, type Country } from "@housing/site-config";

/** A filter slider's range. The top is open-ended: a max at the top means "no upper bound" (spec section 9). */
export interface SearchRange {
  readonly min: number;
  readonly max: number;
}

export interface SearchRanges {
  readonly price: SearchRange;
  readonly rooms: SearchRange;
  /** Living area, m². */
  readonly area: SearchRange;
  /** The premises search's area slider, m². */
  readonly premisesArea: SearchRange;
}

const DEFAULT_RANGES: SearchRanges = {
  price: { min: 0, max: 10_000_000 },
  rooms: { min: 1, max: 5 },
  area: { min: 0, max: 300 },
  premisesArea: { min: 0, max: 200 },
};

/** Spec section 9: the slider ranges per country. Finland has its own tops; Norway, like Sweden, uses the defaults. */
export const SEARCH_RANGES: Readonly<Record<Country, SearchRanges>> = {
  se: DEFAULT_RANGES,
  no: DEFAULT_RANGES,
  fi: {
    price: { min: 0, max: 1_000_000 },
    rooms: { min: 1, max: 4 },
    area: { min: 0, max: 150 },
    premisesArea: { min: 0, max: 150 },
  },
};

function highestTop(dimension: keyof SearchRanges): number {
  return Math.max(...Object.values(SEARCH_RANGES).map((ranges) => ranges[dimension].max));
}

/**
 * The largest value a filter may carry, whatever the site: a request is validated before the
 * handler knows the site's country, and no slider of any country goes past its top.
 */
export const FILTER_TOPS: Readonly<Record<keyof SearchRanges, number>> = {
  price: highestTop("price"),
  rooms: highestTop("rooms"),
  area: highestTop("area"),
  premisesArea: highestTop("premisesArea"),
};

/**
 * The upper bound a handler should apply: none when the filter's max is absent or at (or past)
 * the site's top, because the top of every range is open-ended (spec section 9).
 */
export function upperBound(max: number | undefined, range: SearchRange): number | undefined {
  return max === undefined || max >= range.max ? undefined : max;
}

/** The lower bound a handler should apply: none when the min is absent or at the bottom of the range. */
export function lowerBound(min: number | undefined, range: SearchRange): number | undefined {
  return min === undefined || min <= range.min ? undefined : min;
}

/** Page sizes and limits of spec section 9, plus the caps this contract adds against huge requests. */
export const SEARCH_LIMITS = {
  /** Objects per page of the object list; paging appends the next page (spec section 4). */
  objectPage: 30,
  /** Objects fetched for one stage (a stage page lists them all). */
  stageObjects: 300,
  /** The largest page any residence search answers; also the largest id lookup. */
  bulk: 400,
  /** Tag suggestions per tag search. */
  tagHits: 20,
  /** Premises per premises search. */
  premises: 500,
  /** Objects per residence explorer page. */
  explorerPage: 200,
  /** Hits per full-text search page. */
  textSearchPage: 25,
  /** Hits of the header's quick search, and the characters it needs before it searches. */
  quickSearchHits: 3,
  quickSearchMinLength: 2,
  /** Our cap: paging deeper than this is a crawler, not a visitor. */
  maxOffset: 10_000,
} as const;

/** Our caps on the size of a request's strings and lists; larger ones are a 400, not a slow query. */
export const INPUT_LIMITS = {
  /** Free text of a text, tag or address search. */
  searchText: 200,
  /** Tags chosen in one filter (and tag URLs resolved in one call). */
  tags: 50,
  /** Values of one enumeration filter (concepts, statuses, types, ...). */
  enumValues: 50,
} as const;

/** Inhabit-date filter values (spec section 3): how soon the buyer can move in. */
export const INHABIT_DATES = {
  now: 0,
  withinSixMonths: 1,
  withinOneYear: 2,
  moreThanOneYear: 3,
} as const;
export type InhabitDate = (typeof INHABIT_DATES)[keyof typeof INHABIT_DATES];

/** Spec section 9: the inhabit-date filter starts at "more than a year", which excludes nothing. */
export const DEFAULT_INHABIT_DATE: InhabitDate = INHABIT_DATES.moreThanOneYear;

/**
 * Residence sorts (spec section 3) as `attribute:direction`, the way Meilisearch writes them.
 * "recommended" is the spec's empty sort: the catalogue's own order. Price sorts read the min
 * and max price (the total price in Finland); living-area sorts are the spec's "area" sorts.
 */
export const RESIDENCE_SORTS = [
  "recommended",
  "price:asc",
  "price:desc",
  "livingArea:asc",
  "livingArea:desc",
  "inhabitDateTimeStamp:asc",
  "inhabitDateTimeStamp:desc",
] as const;
export type ResidenceSort = (typeof RESIDENCE_SORTS)[number];

/** Premises sorts; the handler always sorts by `sortOrder:asc` first, then by the chosen one (spec section 7). */
export const PREMISES_SORTS = ["recommended", "size:asc", "size:desc"] as const;
export type PremisesSort = (typeof PREMISES_SORTS)[number];
export const PREMISES_BASE_SORT = "sortOrder:asc";

/** Full-text search orders: best match first, or by publication date. */
export const TEXT_SEARCH_SORTS = ["relevance", "date:desc", "date:asc"] as const;
export type TextSearchSort = (typeof TEXT_SEARCH_SORTS)[number];

/** Search categories of spec section 3, spelled as on the wire ("residencial" included). */
export const TEXT_SEARCH_CATEGORIES = ["all", "career", "content", "news", "residencial"] as const;
export type TextSearchCategory = (typeof TEXT_SEARCH_CATEGORIES)[number];

/** The categories a document belongs to; "all" is only a filter value. */
export const DOCUMENT_CATEGORIES = ["career", "content", "news", "residencial"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Document attributes the text search can crop around the match. */
export const CROPPABLE_ATTRIBUTES = ["title", "description"] as const;

/** Languages a text search may ask for: the platform's locales. */
export const SEARCH_LANGUAGES = LOCALES;

/** The succession list's "all municipalities" option (spec section 2). */
export const ALL_MUNICIPALITIES_KEY = "alla-kommuner";
