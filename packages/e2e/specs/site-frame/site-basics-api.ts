import { expect, type APIRequestContext } from "@playwright/test";
import type { SiteConfig } from "@housing/site-config";
import { API_ORIGIN } from "../env";

export interface PageModel {
  templateName: string;
  title: string;
  data?: {
    kind: string;
    stage?: { name: string; url: string; price: { min: number | null; max: number | null } };
    object?: { name: string; price: number | null; totalPrice: number | null };
    objects?: { url: string }[];
  };
}

/** A page's view model straight from the API, as the site's app reads it. */
export async function viewModelOf(request: APIRequestContext, site: SiteConfig, path: string): Promise<PageModel> {
  const response = await request.get(`${API_ORIGIN}${path === "/" ? "" : path.replace(/\/$/, "")}/GetViewModel`, {
    headers: { "x-site-key": site.key },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as PageModel;
}

/** Every page the API lists for the site's sitemap (path and template). */
export async function sitemapEntriesOf(
  request: APIRequestContext,
  site: SiteConfig,
): Promise<{ path: string; templateName: string }[]> {
  const response = await request.get(`${API_ORIGIN}/api/content/sitemap`, { headers: { "x-site-key": site.key } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { entries: { path: string; templateName: string }[] }).entries;
}

/** Runs `task` over `items`, `width` at a time. */
export async function inBatches<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(task));
  }
}
