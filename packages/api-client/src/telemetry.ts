import {
  LastVisitedResponseSchema,
  MostVisitedResponseSchema,
  type LastVisitedResponse,
  type MostVisitedResponse,
  type SiteId,
  type WebVitalsReport,
} from "@housing/contracts";
import type { KyInstance } from "ky";
import { baseUrlOf, call } from "./client";
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

const WEB_VITALS_PATH = "api/webvitals/save";

type SendBeacon = (url: string, data: string) => boolean;

export interface SaveWebVitalsOptions {
  /** Defaults to the browser's navigator.sendBeacon; absent on the server. */
  sendBeacon?: SendBeacon;
}

function browserSendBeacon(): SendBeacon | undefined {
  const navigator = (globalThis as { navigator?: { sendBeacon?: SendBeacon } }).navigator;
  return typeof navigator?.sendBeacon === "function" ? navigator.sendBeacon.bind(navigator) : undefined;
}

/**
 * Sends one web-vitals measurement. It prefers navigator.sendBeacon, which survives the page
 * being closed; a string body goes out as text/plain, a CORS-safe type that needs no preflight,
 * and the API accepts JSON in it. When the beacon is missing or refused it falls back to a
 * keepalive fetch with the same body. Never rejects: a lost measurement must not break a page.
 * Resolves whether the measurement was handed over.
 */
export async function saveWebVitals(
  http: KyInstance,
  report: WebVitalsReport,
  options: SaveWebVitalsOptions = {},
): Promise<boolean> {
  const body = JSON.stringify(report);
  const baseUrl = baseUrlOf(http);
  const sendBeacon = options.sendBeacon ?? browserSendBeacon();
  if (baseUrl && sendBeacon) {
    try {
      if (sendBeacon(`${baseUrl}/${WEB_VITALS_PATH}`, body)) return true;
    } catch {
      // A beacon to a URL the browser refuses throws; the fetch below still has a chance.
    }
  }
  try {
    await http.post(WEB_VITALS_PATH, {
      body,
      keepalive: true,
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
    return true;
  } catch {
    return false;
  }
}
