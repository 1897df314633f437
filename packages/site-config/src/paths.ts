import { APP_PORTS, DEFAULT_HOSTS } from "./hosts";
import { sites } from "./sites";
import type { Environment } from "./env";
import type { RouteKey, SiteCode, SiteConfig, TimelineStep } from "./types";

/** The localized path of a page on a site, or null where the site has no such page. */
export function routePath(site: SiteConfig, key: RouteKey): string | null {
  return site.routes.paths[key] ?? null;
}

/** The path of a timeline sub-step (spec section 2, my pages menu). */
export function timelinePath(site: SiteConfig, step: TimelineStep): string | null {
  const base = site.routes.paths.timeline;
  return base ? `${base}${site.routes.timelineSegments[step]}/` : null;
}

/** The documents page's sub-pages (spec section 2: documents with action and done), by the site's language. */
export type DocumentView = "action" | "done";
const DOCUMENT_SEGMENTS: Record<SiteConfig["locale"], Record<DocumentView, string>> = {
  sv: { action: "atgard", done: "klart" },
  nb: { action: "handling", done: "ferdig" },
  fi: { action: "toimenpide", done: "valmis" },
  en: { action: "action", done: "done" },
};

/**
 * The path of the documents page's action or done page (the spec names the templates, not their
 * paths): under the documents page; the document is the query's `id`. Null where the site has none.
 */
export function documentViewPath(site: SiteConfig, view: DocumentView): string | null {
  const base = site.routes.paths.documents;
  return base ? `${base}${DOCUMENT_SEGMENTS[site.locale][view]}/` : null;
}

/**
 * Where Norway's and Finland's e-ID broker sends a visitor back after a login: the
 * electronic-ID return page under the login page. The spec names the template, not its path;
 * null where the site has no login.
 */
export function eidentReturnPath(site: SiteConfig): string | null {
  const login = routePath(site, "login");
  return login ? `${login}e-id/` : null;
}

/** The path of a site's start page: `/` or its sub-site prefix. */
export function startPath(site: SiteConfig): string {
  return `${site.pathPrefix}/`;
}

/**
 * The public origin of a site: the one given for it (HOUSING_SITE_ORIGINS, parsed by
 * parseSiteOrigins: the production shape on one machine, a staging host), else its first
 * production host, or the app's localhost port in the local environment.
 */
export function siteOrigin(
  code: SiteCode,
  environment: Environment,
  origins: Partial<Record<SiteCode, string>> = {},
): string {
  const given = origins[code];
  if (given) return given;
  const site = sites[code];
  if (environment === "local") return `http://localhost:${APP_PORTS[site.app]}`;
  return `https://${DEFAULT_HOSTS[code][0]}`;
}

/** The three country sites linked from the footer and the language foldout. */
export const COUNTRY_SITES: readonly SiteCode[] = ["se", "no", "fi"];
