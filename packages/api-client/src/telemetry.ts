import {
  LastVisitedResponseSchema,
  MostVisitedResponseSchema,
  type LastVisitedResponse,
  type MostVisitedResponse,
  type SiteId,
} from "@housing/contracts";
import type { KyInstance } from "ky";
import { call } from "./client";
import { getJson, segment, type CallOptions } from "./request";

/** What a user (by user id) or an anonymous visitor (by the anonymous id cookie) looked at lately. */
export function getLastVisited(
  http: KyInstance,
  userOrAnonId: string,
  siteId: SiteId,
  options?: CallOptions,
): Promise<LastVisitedResponse> {
  return getJson(
    http,
    `timeseries/lastvisited/${segment(userOrAnonId)}/${segment(siteId)}`,
    LastVisitedResponseSchema,
    options,
  );
}

/** The most visited stages of a county. */
export function getMostVisitedInCounty(
  http: KyInstance,
  countyId: string,
  options?: CallOptions,
): Promise<MostVisitedResponse> {
  return getJson(http, `timeseries/mostvisited/county/${segment(countyId)}`, MostVisitedResponseSchema, options);
}

/** Records one experiment event, e.g. the cookie prompt's choice (COOKIE_CONSENT_EXPERIMENT, spec section 4). */
export async function recordExperiment(http: KyInstance, code: string, value: string): Promise<void> {
  await call(() => http.post(`api/experiments/${segment(code)}/${segment(value)}`));
}
