import {
  SEARCH_LIMITS,
  TextSearchResponseSchema,
  type TextSearchRequestInput,
  type TextSearchResponse,
} from "@housing/contracts";
import type { KyInstance } from "ky";
import { postJson, type CallOptions } from "./request";

/** The site's full-text search: pages of at most 25 hits (spec section 9), Meilisearch-shaped answer. */
export function textSearch(
  http: KyInstance,
  request: TextSearchRequestInput,
  options?: CallOptions,
): Promise<TextSearchResponse> {
  return postJson(http, "textsearch", request, TextSearchResponseSchema, options);
}

export type QuickSearchRequest = Omit<TextSearchRequestInput, "take" | "skip">;

/**
 * The header's quick search: the text search's first 3 hits. Below 2 characters (spec section 9)
 * it answers an empty result without calling the API, so a caller can wire it to every keystroke
 * (debounced 300 ms by the caller).
 */
export async function quickSearch(
  http: KyInstance,
  request: QuickSearchRequest,
  options?: CallOptions,
): Promise<TextSearchResponse> {
  if (request.text.trim().length < SEARCH_LIMITS.quickSearchMinLength) return emptyResult(request.text);
  return textSearch(http, { ...request, skip: 0, take: SEARCH_LIMITS.quickSearchHits }, options);
}

function emptyResult(query: string): TextSearchResponse {
  return {
    hits: [],
    query,
    processingTimeMs: 0,
    limit: SEARCH_LIMITS.quickSearchHits,
    offset: 0,
    estimatedTotalHits: 0,
    facetDistribution: { category: {} },
  };
}
