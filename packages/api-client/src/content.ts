import {
  HealthSchema,
  PageViewModelSchema,
  SiteLayoutSchema,
  SitemapSchema,
  SystemNavigationSchema,
  type Health,
  type PageViewModel,
  type SiteLayout,
  type Sitemap,
  type SystemNavigation,
} from "@housing/contracts";
import type { KyInstance } from "ky";
import { call, viewModelPath } from "./client";
import { parseOrThrow } from "./parse";

/**
 * GET {page path}/GetViewModel plus the page's query string (spec section 7).
 * A response that does not match the contract is an error, not a half-rendered page.
 */
export async function getPageViewModel(
  http: KyInstance,
  pagePath: string,
  searchParams?: URLSearchParams | Record<string, string>,
): Promise<PageViewModel> {
  const json = await call(() => http.get(viewModelPath(pagePath), { searchParams }).json());
  return parseOrThrow(PageViewModelSchema, json);
}

/** Footer, main and career navigation, language list and crisis banner (spec section 2). */
export async function getSiteLayout(http: KyInstance): Promise<SiteLayout> {
  const json = await call(() => http.get("api/content/layout").json());
  return parseOrThrow(SiteLayoutSchema, json);
}

/** Every page of the site of the x-site-key header, for its sitemap.xml. */
export async function getSitemap(http: KyInstance): Promise<Sitemap> {
  const json = await call(() => http.get("api/content/sitemap").json());
  return parseOrThrow(SitemapSchema, json);
}

export async function getHealth(http: KyInstance): Promise<Health> {
  const json = await call(() => http.get("health").json());
  return parseOrThrow(HealthSchema, json);
}

/**
 * Navigation and footer for an error page, when the page's own view model failed (spec section 4).
 * The English sub-site asks at /en (spec section 7); other sites are named by the x-site-key header.
 */
export async function getSystemNavigation(
  http: KyInstance,
  options: { isEnglish?: boolean } = {},
): Promise<SystemNavigation> {
  const path = options.isEnglish ? "api/system/navigation/get/en" : "api/system/navigation/get";
  const json = await call(() => http.get(path).json());
  return parseOrThrow(SystemNavigationSchema, json);
}
