import type { WebVitalsReport } from "@housing/contracts";
import type { KyInstance } from "ky";
import { baseUrlOf } from "./client";

/*
 * The web-vitals beacon on its own (package export "@housing/api-client/web-vitals"): pages load it
 * when idle, and this module keeps the endpoints and response schemas of the rest of the client
 * out of that chunk.
 */

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
