import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { PageQuerySchema, SITE_KEY_HEADER, type PageViewModel } from "@housing/contracts";
import { DEFAULT_HOSTS, getSiteByKey, type SiteKey } from "@housing/site-config";
import type { AppDependencies } from "../../../core/app";
import { ERROR_MESSAGES, sendError, sendNotFound } from "../../../core/errors";
import { PagePathParamsSchema } from "../page-path";
import { pages, sites } from "../../../core/db/schema";
import { dataForPageRow, resolveCataloguePath } from "../service/resolve";
import type { PageContext } from "../service/rows";
import { startPageCatalogueBlocks, withCatalogueBlocks } from "../service/start-blocks";
import { validate, validateValue } from "../../../core/validation";
import { requireSiteKey } from "../../../core/site-key";

const VIEW_MODEL_SUFFIX = "/GetViewModel";
/**
 * A page whose view model always fails with 503, on every site (beside /_dev/unknown-template/):
 * the sites' 500 page for a back end that is down is tried and tested against it.
 */
export const FAILING_PAGE_SUFFIX = "/_dev/service-unavailable/";

/**
 * GET {page path}/GetViewModel (spec section 7). The start page is `/GetViewModel`; the
 * English sub-site's pages keep their /en prefix (`/en/GetViewModel`).
 */
export function pageRoutes({ db, now }: AppDependencies): Hono {
  const handler = async (c: Context, siteKey: SiteKey) => {
    // The raw pathname, still percent-encoded: the path schema decodes it once and checks both forms.
    const pathname = new URL(c.req.url).pathname;
    const encodedPath = pathname.slice(0, -VIEW_MODEL_SUFFIX.length) || "/";
    const path = validateValue(c, "params", PagePathParamsSchema, { path: encodedPath });
    if (!path.success) return path.response;
    if (path.output.path.endsWith(FAILING_PAGE_SUFFIX)) {
      return sendError(c, 503, "ServiceUnavailable", ERROR_MESSAGES.somethingWentWrong);
    }

    const site = getSiteByKey(siteKey);
    const host = site ? DEFAULT_HOSTS[site.code][0] : undefined;
    const canonicalOf = (pagePath: string) => (host ? `https://${host}${pagePath}` : pagePath);
    const context: PageContext | null = site ? { db, site, mediaOrigin: new URL(c.req.url).origin, now: now() } : null;

    const [row] = await db
      .select({ page: pages, siteVersion: sites.siteVersion })
      .from(pages)
      .innerJoin(sites, eq(sites.key, pages.siteKey))
      .where(and(eq(pages.siteKey, siteKey), eq(pages.pathLower, path.output.path)))
      .limit(1);
    if (!row) {
      // Stage, home, area, premises, rental, SEO and not-found pages come straight from the
      // catalogue, so 50,000 homes need no page rows (pages/resolve.ts).
      const route = context ? await resolveCataloguePath(context, path.output.path) : null;
      if (!route) return sendNotFound(c);
      const [siteRow] = await db
        .select({ siteVersion: sites.siteVersion })
        .from(sites)
        .where(eq(sites.key, siteKey))
        .limit(1);
      const model: PageViewModel = {
        templateName: route.templateName,
        siteVersion: siteRow?.siteVersion ?? "",
        pageId: route.pageId,
        objectId: route.objectId,
        canonical: canonicalOf(path.output.path),
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
      return c.json(model);
    }

    const { page } = row;
    const data = context ? await dataForPageRow(context, page.templateName, path.output.path) : undefined;
    // The start page's current projects and counties come from the catalogue (pages/start-blocks.ts).
    const catalogueBlocks =
      context && page.templateName === "StartPage" ? await startPageCatalogueBlocks(context) : [];
    const model: PageViewModel = {
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
    return c.json(model);
  };

  return new Hono()
    .get("/GetViewModel", requireSiteKey, validate("query", PageQuerySchema), (c) =>
      handler(c, c.req.valid("header")[SITE_KEY_HEADER]),
    )
    .get("/:pagePath{.+}/GetViewModel", requireSiteKey, validate("query", PageQuerySchema), (c) =>
      handler(c, c.req.valid("header")[SITE_KEY_HEADER]),
    );
}
