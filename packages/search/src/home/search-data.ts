import type { KyInstance } from "ky";
import { getTagsByUrls, searchStagesAndAreas } from "@housing/api-client";
import { SEARCH_LIMITS, type GeoPoint, type StageAndAreaSearchResponse, type TagHit } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import type { SearchTemplateLoadArgs } from "../template-props";
import { filterKeyOf, parseSearchLocation, toSearchFilter, type SearchState } from "./url-state";

/*
 * Query keys and the server-side first page. The server renders the default (hash-less) view
 * of the requested URL with the first 30 stages, so the first results are in the HTML; the
 * browser seeds its query cache with them under the same keys and asks the API only when the
 * visitor changes something.
 */

/** Hits per list page (spec section 9: object limit 30; stages and areas page the same way here). */
export const PAGE_SIZE = SEARCH_LIMITS.objectPage;

export type HitsKind = "summary" | "map" | "stages" | "objects" | "mapObjects";

const positionKey = (position: GeoPoint | null | undefined) =>
  position ? `${position.lat.toFixed(3)},${position.lng.toFixed(3)}` : "";

export function tagsQueryKey(site: SiteConfig, urls: readonly string[]) {
  return ["home-search", site.code, "tags", [...urls].sort().join(";")] as const;
}

export function hitsQueryKey(
  site: SiteConfig,
  kind: HitsKind,
  state: SearchState,
  position: GeoPoint | null | undefined,
  offset = 0,
) {
  const geo = state.isGeoAuto ? positionKey(position) : "";
  return ["home-search", site.code, kind, filterKeyOf(state, site), geo, offset] as const;
}

/** Tags in the order of the URLs (the order the visitor chose them); unknown URLs are left out. */
export function orderTags(tags: readonly TagHit[], urls: readonly string[]): TagHit[] {
  return urls.map((url) => tags.find((tag) => tag.url === url)).filter((tag): tag is TagHit => tag !== undefined);
}

export async function fetchTags(
  http: KyInstance,
  site: SiteConfig,
  urls: readonly string[],
  signal?: AbortSignal,
): Promise<TagHit[]> {
  if (urls.length === 0) return [];
  const { hits } = await getTagsByUrls(http, { siteId: site.siteId, urls: [...urls] }, { signal });
  return orderTags(hits, urls);
}

export interface HomeSearchInitialData {
  /** The query this answer belongs to; the browser uses it only for the same search. */
  filterKey: string;
  tagUrls: string[];
  tags: TagHit[];
  summary: StageAndAreaSearchResponse;
}

function isHomeSearchInitialData(value: unknown): value is HomeSearchInitialData {
  return typeof value === "object" && value !== null && "summary" in value && "filterKey" in value;
}

/** The template's first results from the JSON text HomeSearchTemplate hands over; undefined when there are none. */
export function readInitialData(value: unknown): HomeSearchInitialData | undefined {
  if (typeof value !== "string") return undefined;
  try {
    const data: unknown = JSON.parse(value);
    return isHomeSearchInitialData(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** The template's server loader: tags of the URL and the first 30 stages (not the map's 400: a small payload). */
export async function loadHomeSearch({ site, location, http }: SearchTemplateLoadArgs): Promise<HomeSearchInitialData> {
  const state = parseSearchLocation(location, site);
  const tags = await fetchTags(http, site, state.tagUrls);
  const summary = await searchStagesAndAreas(http, {
    siteId: site.siteId,
    filter: toSearchFilter(state, tags, site, null),
    sort: state.sort,
    limit: PAGE_SIZE,
  });
  return { filterKey: filterKeyOf(state, site), tagUrls: state.tagUrls, tags, summary };
}
