import { searchSuccession } from "@housing/api-client";
import type {
  GeoPoint,
  MunicipalityOption,
  SuccessionSearchRequestInput,
  SuccessionSearchResponse,
} from "@housing/contracts";
import { ObjectStatus } from "@housing/contracts/catalogue";
import type { SiteConfig } from "@housing/site-config";
import type { SearchTemplateLoadArgs } from "../../template-props";
import { parseSuccessionState, type SuccessionUrlState } from "./url-state";

/**
 * Resale homes a buyer can still act on: for sale and reserved, as the static list showed them
 * (spec section 9 lists pre-selling too, but a resale is never pre-sold).
 */
export const SUCCESSION_STATUSES: readonly string[] = [ObjectStatus.ids.forSale, ObjectStatus.ids.reserved];

/**
 * Homes per page, and per "show more". Spec section 9's "succession constant 6" reads as the
 * grid's unit: 30 is a whole number of rows in one, two and three columns (6 × 5), and is the
 * result count the search page starts from (spec section 2).
 */
export const SUCCESSION_PAGE_SIZE = 30;

/**
 * "Near me" searches a 50 km circle, nearest first: in the Nordic towns these homes are spread
 * over, that is the commuting distance a buyer still calls near.
 */
export const NEAR_ME_RADIUS_KM = 50;

/** The request without paging: by site and status, narrowed by a municipality tag or a circle. */
export function successionRequest(
  state: SuccessionUrlState,
  site: SiteConfig,
  municipalities: readonly MunicipalityOption[] | undefined,
  position: GeoPoint | null,
): SuccessionSearchRequestInput {
  const base = { siteId: site.siteId, objectStatus: [...SUCCESSION_STATUSES], limit: SUCCESSION_PAGE_SIZE };
  if (state.kind === "nearMe" && position) {
    return {
      ...base,
      geoSearch: { type: "radius", lat: position.lat, lng: position.lng, radiusKm: NEAR_ME_RADIUS_KM },
    };
  }
  if (state.kind === "municipality") {
    // An unknown municipality in the address is ignored: the whole list, not an error.
    const tag = municipalities?.find((option) => option.key === state.municipality)?.tag;
    if (tag) return { ...base, tags: [tag] };
  }
  return base;
}

/** Whether the request can go yet: a municipality needs the options' tag, near me the position. */
export function isSuccessionReady(
  state: SuccessionUrlState,
  municipalities: readonly MunicipalityOption[] | undefined,
  position: GeoPoint | null,
): boolean {
  if (state.kind === "municipality") return municipalities !== undefined;
  if (state.kind === "nearMe") return position !== null;
  return true;
}

/** The municipality picker: one call without hits (limit 0) answers every municipality with its count. */
export function successionOptionsRequest(site: SiteConfig): SuccessionSearchRequestInput {
  return { siteId: site.siteId, objectStatus: [...SUCCESSION_STATUSES], limit: 0 };
}

export const successionOptionsKey = (site: SiteConfig) =>
  ["search.listings", "successionOptions", site.siteId] as const;
export const successionResultsKey = (request: SuccessionSearchRequestInput) =>
  ["search.listings", "succession", request] as const;

export interface SuccessionInitialData {
  kind: "successionList";
  municipalities: MunicipalityOption[];
  /** The first page for the address's state; none for near me, which needs the browser's position. */
  request: SuccessionSearchRequestInput | null;
  firstPage: SuccessionSearchResponse | null;
}

export function isSuccessionInitialData(value: unknown): value is SuccessionInitialData {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "successionList";
}

export async function loadSuccession({ site, location, http }: SearchTemplateLoadArgs): Promise<SuccessionInitialData> {
  const state = parseSuccessionState(location.query);
  if (state.kind === "all") {
    // The whole list's first page carries the municipality picker too: one call.
    const request = successionRequest(state, site, undefined, null);
    const firstPage = await searchSuccession(http, request);
    return { kind: "successionList", municipalities: firstPage.municipalities, request, firstPage };
  }
  const { municipalities } = await searchSuccession(http, successionOptionsRequest(site));
  if (state.kind === "nearMe") return { kind: "successionList", municipalities, request: null, firstPage: null };
  const request = successionRequest(state, site, municipalities, null);
  return { kind: "successionList", municipalities, request, firstPage: await searchSuccession(http, request) };
}
