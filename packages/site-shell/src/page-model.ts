import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { isApiError } from "@housing/api-client";
import type { PageViewModel } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";
import { loadPageViewModel } from "./data";
import { isGoneListingTemplate } from "./not-found-templates";
import { REQUEST_PATH_HEADER } from "./proxy";
import { pagePathFromSegments } from "./paths";
import { toQueryString } from "./search-params";

export type PageModelOutcome =
  | { kind: "page"; path: string; query: string; model: PageViewModel }
  | { kind: "notFound"; model: PageViewModel | null };

/**
 * Loads a page's view model. Spec section 4: 401/403 send the visitor to the login page with a
 * referrer (a 404 where the site has no login); a 404 from the API or a not-found template is
 * "not found"; anything else throws and shows the 500 template.
 */
export async function loadPageModel(site: SiteConfig, path: string, query: string): Promise<PageModelOutcome> {
  let model: PageViewModel;
  try {
    model = await loadPageViewModel(site.code, path, query);
  } catch (error) {
    // A 400: the API cannot take this path or query for a page, so there is none (404, not 500).
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return { kind: "notFound", model: null };
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      const login = site.features.hasLogin ? routePath(site, "login") : null;
      if (!login) return { kind: "notFound", model: null };
      redirect(`${login}?referrer=${encodeURIComponent(query ? `${path}?${query}` : path)}`);
    }
    throw error;
  }
  if (isGoneListingTemplate(model.templateName)) return { kind: "notFound", model };
  return { kind: "page", path, query, model };
}

/** The page path of a catch-all route's params (the route without a query reads nothing else). */
export async function pagePath(params: Promise<{ path?: string[] }>): Promise<string> {
  return pagePathFromSegments((await params).path);
}

/** The page path and query of a catch-all route's params. */
export async function pageLocation(props: {
  params: Promise<{ path?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<{ path: string; query: string }> {
  const { path: segments } = await props.params;
  return { path: pagePathFromSegments(segments), query: toQueryString(await props.searchParams) };
}

/** The requested path and query as the proxy saw them, for the 404 page (which gets no params). */
export async function requestedLocation(): Promise<{ path: string; query: string } | null> {
  const raw = (await headers()).get(REQUEST_PATH_HEADER);
  if (!raw) return null;
  const url = new URL(raw, "http://site.invalid");
  const segments = url.pathname.split("/").filter(Boolean);
  const search: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (search[key] ??= []).push(value);
  return { path: pagePathFromSegments(segments), query: toQueryString(search) };
}
