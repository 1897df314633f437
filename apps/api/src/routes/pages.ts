import { and, eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { PageQuerySchema, SITE_KEY_HEADER, type PageViewModel } from "@housing/contracts";
import { DEFAULT_HOSTS, getSiteByKey, type SiteKey } from "@housing/site-config";
import type { AppDependencies } from "../app";
import { sendNotFound } from "../errors";
import { PagePathParamsSchema } from "../page-path";
import { pages, sites } from "../db/schema";
import { validate, validateValue } from "../validation";
import { requireSiteKey } from "./site-key";

const VIEW_MODEL_SUFFIX = "/GetViewModel";

/**
 * GET {page path}/GetViewModel (spec section 7). The start page is `/GetViewModel`; the
 * English sub-site's pages keep their /en prefix (`/en/GetViewModel`).
 */
export function pageRoutes({ db }: AppDependencies): Hono {
  const handler = async (c: Context, siteKey: SiteKey) => {
    // The raw pathname, still percent-encoded: the path schema decodes it once and checks both forms.
    const pathname = new URL(c.req.url).pathname;
    const encodedPath = pathname.slice(0, -VIEW_MODEL_SUFFIX.length) || "/";
    const path = validateValue(c, "params", PagePathParamsSchema, { path: encodedPath });
    if (!path.success) return path.response;

    const [row] = await db
      .select({ page: pages, siteVersion: sites.siteVersion })
      .from(pages)
      .innerJoin(sites, eq(sites.key, pages.siteKey))
      .where(and(eq(pages.siteKey, siteKey), eq(pages.pathLower, path.output.path)))
      .limit(1);
    if (!row) return sendNotFound(c);

    const { page } = row;
    const site = getSiteByKey(siteKey);
    const host = site ? DEFAULT_HOSTS[site.code][0] : undefined;
    const model: PageViewModel = {
      templateName: page.templateName,
      siteVersion: row.siteVersion,
      pageId: page.id,
      objectId: page.objectId,
      canonical: host ? `https://${host}${page.path}` : page.path,
      title: page.title,
      description: page.description,
      noIndex: page.noIndex,
      showPlotType: page.showPlotType,
      showSemiDetachedHouseType: page.showSemiDetachedHouseType,
      subMenu: page.subMenu,
      images: page.images,
      // Spec section 6: a block with a site list is only for those sites.
      blocks: page.blocks.filter((block) => !block.sites || block.sites.includes(siteKey)),
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
