import { getPremisesTags, searchPremises } from "@housing/api-client";
import {
  SEARCH_LIMITS,
  SEARCH_RANGES,
  type PremisesSearchRequestInput,
  type PremisesSearchResponse,
  type PremisesTagsResponse,
  type SearchRange,
} from "@housing/contracts";
import { PremiseType } from "@housing/contracts/catalogue";
import type { SiteConfig } from "@housing/site-config";
import type { SearchTemplateLoadArgs } from "../../template-props";
import { parsePremisesState, type PremisesUrlState } from "./url-state";

/** Spec section 9: the premises slider runs 0-200 m² (Finland 150), its top open-ended. */
export function premisesRange(site: SiteConfig): SearchRange {
  return SEARCH_RANGES[site.country].premisesArea;
}

/**
 * The search request for a state. Tag URLs become the ids of the site's tag options; a URL the
 * options do not know is ignored. Area bounds at the ends of the range are left out (no bound).
 */
export function premisesRequest(
  state: PremisesUrlState,
  site: SiteConfig,
  options: PremisesTagsResponse | undefined,
): PremisesSearchRequestInput {
  const range = premisesRange(site);
  const tagIds = options
    ? state.tags.flatMap((url) => options.tags.filter((tag) => tag.url === url).map((tag) => tag.id))
    : [];
  return {
    filter: {
      siteIds: [site.siteId],
      ...(state.minArea > range.min ? { minArea: state.minArea } : {}),
      ...(state.maxArea < range.max ? { maxArea: state.maxArea } : {}),
      tagIds,
      types: state.types.map((key) => PremiseType.ids[key]),
    },
    sort: state.sort,
    // Spec section 9: up to 500 premises in one answer; no paging.
    limit: SEARCH_LIMITS.premises,
  };
}

export const premisesOptionsKey = (site: SiteConfig) => ["search.listings", "premisesOptions", site.siteId] as const;
export const premisesResultsKey = (request: PremisesSearchRequestInput) =>
  ["search.listings", "premises", request] as const;

/** What the server hands the page: the filter options, and the results for the address's state. */
export interface PremisesInitialData {
  kind: "premisesSearch";
  options: PremisesTagsResponse;
  request: PremisesSearchRequestInput;
  results: PremisesSearchResponse;
}

export function isPremisesInitialData(value: unknown): value is PremisesInitialData {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "premisesSearch";
}

/** The first results on the server, so they are in the HTML; a failure leaves the search to the browser. */
export async function loadPremises({ site, location, http }: SearchTemplateLoadArgs): Promise<PremisesInitialData> {
  const state = parsePremisesState(location.query, premisesRange(site));
  // Tag URLs need the options' ids first; without tags both calls go at once.
  if (state.tags.length === 0) {
    const request = premisesRequest(state, site, undefined);
    const [options, results] = await Promise.all([getPremisesTags(http, site.siteId), searchPremises(http, request)]);
    return { kind: "premisesSearch", options, request, results };
  }
  const options = await getPremisesTags(http, site.siteId);
  const request = premisesRequest(state, site, options);
  const results = await searchPremises(http, request);
  return { kind: "premisesSearch", options, request, results };
}
