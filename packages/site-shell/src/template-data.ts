import "server-only";
import { unstable_cache } from "next/cache";
import type { PageViewModel } from "@housing/contracts";
import { getSite, type SiteCode } from "@housing/site-config";
import { CONTENT_TAG, searchTag, siteTag } from "./cache-tags";
import { templateHttp } from "./data";
import { resolveTemplate } from "./registry";

/** The searches' first results, in the HTML of a search page: the catalogue changes more often than content. */
export const TEMPLATE_DATA_REVALIDATE_SECONDS = 30;

/**
 * What a template's `load` returns (the searches' first results), cached for 30 s by Next's data
 * cache (`unstable_cache`, the framework's cache for data that is not a fetch), keyed by template,
 * site, path and normalised query (toQueryString: keys sorted, repeated keys kept), and tagged
 * `search:{site}` (cache-tags.ts). A failed load is not cached: it throws, and the page renders
 * without it (the template fetches in the browser). So a search with a query, which is rendered
 * per request (page.tsx), asks the API once per 30 s per distinct query, not once per visit.
 */
export async function loadTemplateData(
  model: PageViewModel,
  siteCode: SiteCode,
  path: string,
  query: string,
): Promise<unknown> {
  const { load } = resolveTemplate(model.templateName);
  if (!load) return undefined;
  const cached = unstable_cache(
    async () => load({ model, site: getSite(siteCode), location: { path, query }, http: templateHttp(siteCode) }),
    ["template-data", model.templateName, siteCode, path, query],
    { revalidate: TEMPLATE_DATA_REVALIDATE_SECONDS, tags: [CONTENT_TAG, siteTag(siteCode), searchTag(siteCode)] },
  );
  return cached();
}
