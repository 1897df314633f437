import { NotificationsResponseSchema, type Notification } from "@housing/contracts/my-pages";
import type { SiteKey } from "@housing/site-config";
import type { KyInstance } from "ky";
import { call } from "./client";
import { getJson, segment, type CallOptions } from "./request";

/*
 * The header bell's calls (spec sections 4 and 7), per site (the site-config `key`). Made through
 * the session bridge (useSessionHttp). "Pause" marks the user's notifications on the site as seen.
 */

/** GET /notifications/{siteKey}: the user's notifications on the site, newest first. */
export async function getNotifications(
  http: KyInstance,
  siteKey: SiteKey,
  options?: CallOptions,
): Promise<Notification[]> {
  return (await getJson(http, `notifications/${segment(siteKey)}`, NotificationsResponseSchema, options)).notifications;
}

/** GET /notifications/pause/{siteKey}: marks them seen (the bell opened); the answer is not read. */
export async function pauseNotifications(http: KyInstance, siteKey: SiteKey, options: CallOptions = {}): Promise<void> {
  await call(() => http.get(`notifications/pause/${segment(siteKey)}`, { signal: options.signal }));
}
