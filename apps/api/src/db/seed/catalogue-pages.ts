import type { SiteConfig } from "@housing/site-config";
import type { PageRow } from "./page-row";

/**
 * Content pages of the catalogue templates (area(s), stage, object,
 * premises, rental, SEO county/municipality, succession, sold-out, external
 * objects, not-found object/premises/stage) for one site.
 */
export function cataloguePagesOf(_site: SiteConfig): PageRow[] {
  return [];
}
