import { textSearch } from "@housing/api-client";
import type { TextSearchResponse } from "@housing/contracts";
import type { SearchTemplateLoadArgs } from "../template-props";
import { textSearchRequest, textSearchScope, type TextSearchKind } from "./scope";
import { parseTextSearchState, serializeTextSearchState } from "./url-state";

/** The first results the server fetched, with the search (its query string) they answer. */
export interface InitialTextSearch {
  key: string;
  response: TextSearchResponse;
}

/**
 * The definitions' `load`: the results for the requested address, so they are in the HTML
 * (and the page works without JavaScript). Nothing to search (no `s`, or an empty or too long
 * one) loads nothing; a failing API rejects and the browser tries again.
 */
export async function loadTextSearch(
  kind: TextSearchKind,
  { site, location, http }: SearchTemplateLoadArgs,
): Promise<InitialTextSearch | undefined> {
  const scope = textSearchScope(site, kind);
  const state = parseTextSearchState(location.query, scope.categories);
  const request = textSearchRequest(state, scope);
  if (!request) return undefined;
  return { key: serializeTextSearchState(state), response: await textSearch(http, request) };
}

/**
 * The load's answer as the template receives it (`unknown` in the registry's contract). The
 * response was checked against the contract by the api-client when it was fetched; this only
 * makes sure the value is the load's own shape.
 */
export function readInitialTextSearch(value: unknown): InitialTextSearch | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { key, response } = value as Partial<InitialTextSearch>;
  if (typeof key !== "string" || typeof response !== "object" || !Array.isArray(response.hits)) return undefined;
  return { key, response };
}
