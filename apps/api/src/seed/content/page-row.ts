import { pagePathKey } from "../../modules/content/page-path";
import type { pages } from "../../core/db/schema";
import type { TemplateName } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { stableUuid } from "./ids";

export type PageRow = typeof pages.$inferInsert;

/** Every seeded row carries this time, so seeding twice gives the same database. */
export const SEED_UPDATED_AT = new Date("2025-11-01T08:00:00.000Z");

/** One page row with its stable id and lower-cased lookup path. */
export function pageRow(
  site: SiteConfig,
  path: string,
  fields: Omit<PageRow, "id" | "siteKey" | "path" | "pathLower" | "updatedAt">,
): PageRow {
  const pathLower = pagePathKey(path);
  return {
    id: stableUuid(`page:${site.key}:${pathLower}`),
    siteKey: site.key,
    path,
    pathLower,
    updatedAt: SEED_UPDATED_AT,
    ...fields,
  };
}

/** A page of the logged-in half or the booking (login, my pages, click-to-buy): a template and a title, never indexed. */
export function noIndexPage(site: SiteConfig, path: string, templateName: TemplateName, title: string): PageRow {
  return pageRow(site, path, {
    templateName,
    title,
    description: "",
    noIndex: true,
    objectId: null,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [],
  });
}
