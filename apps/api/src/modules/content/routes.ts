import { Hono, type Context } from "hono";
import { PageQuerySchema, SITE_KEY_HEADER } from "@housing/contracts";
import { getSiteByKey, sites as siteConfigs, type SiteKey } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import { ERROR_MESSAGES, sendError, sendNotFound } from "../../core/errors";
import { requireSiteKey } from "../../core/site-key";
import { validate, validateValue } from "../../core/validation";
import { publicOriginOf } from "../../core/client-ip";
import { PagePathParamsSchema } from "./page-path";
import { siteLayoutOf } from "./service/layout";
import { navigationOf } from "./service/navigation";
import { pageViewModelOf } from "./service/page";
import { sitemapOf } from "./service/sitemap";

const VIEW_MODEL_SUFFIX = "/GetViewModel";
/**
 * A page whose view model always fails with 503, on every site (beside /_dev/unknown-template/):
 * the sites' 500 page for a back end that is down is tried and tested against it.
 */
export const FAILING_PAGE_SUFFIX = "/_dev/service-unavailable/";

/**
 * The content calls of spec section 7: page view models, the site frame (layout and the
 * system navigation) and the sitemap.
 */
export function contentRoutes(deps: AppDependencies): Hono {
  const { db } = deps;

  // GET {page path}/GetViewModel. The start page is `/GetViewModel`; the English sub-site's pages keep their /en prefix.
  const viewModel = async (c: Context, siteKey: SiteKey) => {
    // The raw pathname, still percent-encoded: the path schema decodes it once and checks both forms.
    const pathname = new URL(c.req.url).pathname;
    const encodedPath = pathname.slice(0, -VIEW_MODEL_SUFFIX.length) || "/";
    const path = validateValue(c, "params", PagePathParamsSchema, { path: encodedPath });
    if (!path.success) return path.response;
    if (path.output.path.endsWith(FAILING_PAGE_SUFFIX)) {
      return sendError(c, 503, "ServiceUnavailable", ERROR_MESSAGES.somethingWentWrong);
    }
    const origin = publicOriginOf(c, deps.auth.trustedProxies);
    const model = await pageViewModelOf(deps, siteKey, path.output.path, origin);
    return model ? c.json(model) : sendNotFound(c);
  };

  return new Hono()
    .get("/api/content/layout", requireSiteKey, async (c) => {
      const layout = await siteLayoutOf(db, c.req.valid("header")[SITE_KEY_HEADER]);
      return layout ? c.json(layout) : sendNotFound(c);
    })
    .get("/api/content/sitemap", requireSiteKey, async (c) => {
      const site = getSiteByKey(c.req.valid("header")[SITE_KEY_HEADER]);
      if (!site) return sendNotFound(c);
      return c.json({ entries: await sitemapOf(db, site) });
    })
    .get("/GetViewModel", requireSiteKey, validate("query", PageQuerySchema), (c) =>
      viewModel(c, c.req.valid("header")[SITE_KEY_HEADER]),
    )
    .get("/:pagePath{.+}/GetViewModel", requireSiteKey, validate("query", PageQuerySchema), (c) =>
      viewModel(c, c.req.valid("header")[SITE_KEY_HEADER]),
    )
    .get("/api/system/navigation/get", requireSiteKey, async (c) => {
      const result = await navigationOf(db, c.req.valid("header")[SITE_KEY_HEADER]);
      return result ? c.json(result) : sendNotFound(c);
    })
    .get("/api/system/navigation/get/en", async (c) => {
      const result = await navigationOf(db, siteConfigs["se-en"].key);
      return result ? c.json(result) : sendNotFound(c);
    });
}
