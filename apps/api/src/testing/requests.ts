import type { Hono } from "hono";
import { SITE_KEY_HEADER } from "@housing/contracts";

/** The view-model URL of a site path, as the api-client builds it: `/om-oss/` becomes `/om-oss/GetViewModel`. */
export function viewModelUrl(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return `${trimmed}/GetViewModel`;
}

export async function get(app: Hono, url: string, siteKey?: string, headers: Record<string, string> = {}) {
  const response = await app.request(url, {
    headers: { ...(siteKey ? { [SITE_KEY_HEADER]: siteKey } : {}), ...headers },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A web-vitals report as the sites' beacon sends it (`POST /api/webvitals/save`). */
export const WEB_VITAL = {
  id: "v4-1",
  name: "LCP",
  value: 1234.5,
  navigationType: "navigate",
  rating: "good",
  path: "/sok-bostad/",
  host: "localhost:3000",
} as const;
