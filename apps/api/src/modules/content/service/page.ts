import { and, eq } from "drizzle-orm";
import type { PageViewModel } from "@housing/contracts";
import { DEFAULT_HOSTS, getSiteByKey, type SiteKey } from "@housing/site-config";
import type { AppDependencies } from "../../../core/dependencies";
import { pages, sites } from "../../../core/db/schema";
import { START_PAGE_TEMPLATE } from "../templates";
import { dataForPageRow, resolveCataloguePath } from "./resolve";
import type { PageContext } from "./rows";
import { startPageCatalogueBlocks, withCatalogueBlocks } from "./start-blocks";

/**
 * The view model of the page at `path` (a page path key, page-path.ts) on a site, or null when
 * there is none. A CMS row wins; stage, home, area, premises, rental, SEO and not-found pages
 * come straight from the catalogue, so 50,000 homes need no page rows (resolve.ts).
 */
export async function pageViewModelOf(
  { db, now }: Pick<AppDependencies, "db" | "now">,
  siteKey: SiteKey,
  path: string,
  mediaOrigin: string,
): Promise<PageViewModel | null> {
  const site = getSiteByKey(siteKey);
  const host = site ? DEFAULT_HOSTS[site.code][0] : undefined;
  const canonicalOf = (pagePath: string) => (host ? `https://${host}${pagePath}` : pagePath);
  const context: PageContext | null = site ? { db, site, mediaOrigin, now: now() } : null;

  const [row] = await db
    .select({ page: pages, siteVersion: sites.siteVersion })
    .from(pages)
    .innerJoin(sites, eq(sites.key, pages.siteKey))
    .where(and(eq(pages.siteKey, siteKey), eq(pages.pathLower, path)))
    .limit(1);
  if (!row) {
    const route = context ? await resolveCataloguePath(context, path) : null;
    if (!route) return null;
    const [siteRow] = await db
      .select({ siteVersion: sites.siteVersion })
      .from(sites)
      .where(eq(sites.key, siteKey))
      .limit(1);
    return {
      templateName: route.templateName,
      siteVersion: siteRow?.siteVersion ?? "",
      pageId: route.pageId,
      objectId: route.objectId,
      canonical: canonicalOf(path),
      title: route.title,
      description: route.description,
      noIndex: route.noIndex,
      showPlotType: false,
      showSemiDetachedHouseType: false,
      subMenu: [],
      images: route.images,
      blocks: [],
      data: route.data,
    };
  }

  const { page } = row;
  const data = context ? await dataForPageRow(context, page.templateName, path) : undefined;
  // The start page's current projects and counties come from the catalogue (start-blocks.ts).
  const catalogueBlocks =
    context && page.templateName === START_PAGE_TEMPLATE ? await startPageCatalogueBlocks(context) : [];
  return {
    templateName: page.templateName,
    siteVersion: row.siteVersion,
    pageId: page.id,
    objectId: page.objectId,
    canonical: canonicalOf(page.path),
    title: page.title,
    description: page.description,
    noIndex: page.noIndex,
    showPlotType: page.showPlotType,
    showSemiDetachedHouseType: page.showSemiDetachedHouseType,
    subMenu: page.subMenu,
    images: page.images,
    // Spec section 6: a block with a site list is only for those sites.
    blocks: withCatalogueBlocks(
      page.blocks.filter((block) => !block.sites || block.sites.includes(siteKey)),
      catalogueBlocks,
    ),
    ...(data ? { data } : {}),
  };
}
