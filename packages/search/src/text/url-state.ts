import {
  SEARCH_LIMITS,
  TEXT_SEARCH_SORTS,
  type DocumentCategory,
  type TextSearchCategory,
  type TextSearchSort,
} from "@housing/contracts";

/**
 * The text search's state lives in the address, so a search can be shared, bookmarked and
 * reloaded, and works without JavaScript. Decision: the keys stay English on every site
 * (`s`, `category`, `sort`, `page`): the spec fixes only `s` (the header's quick search hands
 * over with it), and one set of keys keeps links and statistics comparable across the
 * brands. Category and sort values are the API's own (spec section 3 spells "residencial").
 * Defaults are left out: `/sok/?s=ek` is page 1 of all categories by best match.
 */
export const TEXT_SEARCH_PARAMS = { text: "s", category: "category", sort: "sort", page: "page" } as const;

export interface TextSearchState {
  /** The searched text, trimmed; "" before anything is searched. */
  text: string;
  /** Whether the address carries `s` at all: a form sent empty carries `s=` and deserves a message. */
  isSubmitted: boolean;
  category: TextSearchCategory;
  sort: TextSearchSort;
  /** 1-based. */
  page: number;
}

/** The deepest page the API answers (its offset cap). */
export const MAX_PAGE = Math.floor(SEARCH_LIMITS.maxOffset / SEARCH_LIMITS.textSearchPage) + 1;

export const EMPTY_STATE: TextSearchState = {
  text: "",
  isSubmitted: false,
  category: "all",
  sort: "relevance",
  page: 1,
};

/**
 * Reads the state from a query string (with or without "?"). Anything unknown falls back to
 * its default rather than failing: a mistyped shared link still searches. A category outside
 * the page's scope (the corporate search has no homes) reads as "all".
 */
export function parseTextSearchState(query: string, categories: readonly DocumentCategory[]): TextSearchState {
  const params = new URLSearchParams(query);
  const text = params.get(TEXT_SEARCH_PARAMS.text);
  const category = params.get(TEXT_SEARCH_PARAMS.category);
  const sort = params.get(TEXT_SEARCH_PARAMS.sort);
  const page = Number(params.get(TEXT_SEARCH_PARAMS.page));
  return {
    text: text?.trim() ?? "",
    isSubmitted: text !== null,
    category: categories.find((known) => known === category) ?? "all",
    sort: TEXT_SEARCH_SORTS.find((known) => known === sort) ?? "relevance",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string of a state (without "?"), defaults left out. */
export function serializeTextSearchState(state: TextSearchState): string {
  const params = new URLSearchParams();
  if (state.text || state.isSubmitted) params.set(TEXT_SEARCH_PARAMS.text, state.text);
  if (state.category !== "all") params.set(TEXT_SEARCH_PARAMS.category, state.category);
  if (state.sort !== "relevance") params.set(TEXT_SEARCH_PARAMS.sort, state.sort);
  if (state.page > 1) params.set(TEXT_SEARCH_PARAMS.page, String(state.page));
  return params.toString();
}

/** The page's address for a state: the path with the query, or the bare path when there is none. */
export function textSearchHref(path: string, state: TextSearchState): string {
  const query = serializeTextSearchState(state);
  return query ? `${path}?${query}` : path;
}

/** Whether two states ask the API the same question (`isSubmitted` aside). */
export function isSameSearch(a: TextSearchState, b: TextSearchState): boolean {
  return a.text === b.text && a.category === b.category && a.sort === b.sort && a.page === b.page;
}
