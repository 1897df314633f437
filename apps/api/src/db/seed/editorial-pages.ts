import type { SiteConfig } from "@housing/site-config";
import type { PageRow } from "./page-row";

/** Content pages of the editorial and corporate templates for one site. */
export function editorialPagesOf(_site: SiteConfig): PageRow[] {
  return [];
}
