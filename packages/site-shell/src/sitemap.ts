import "server-only";
import { connection } from "next/server";
import { sitesOfApp, type AppName } from "@housing/site-config";
import { loadSitemap } from "./data";
import { environmentOrigin } from "./page-metadata";
import { isGoneListingTemplate } from "./not-found-templates";
import { isKnownTemplate, isNoIndexPage } from "./registry";
import { indexableUrls, sitemapIndexXml, sitemapParts, urlsetXml, type SitemapUrl } from "./sitemap-xml";

const XML_HEADERS = { "content-type": "application/xml; charset=utf-8" };

/** Every indexable URL of the host an app answers for (the Swedish host: the Swedish and English sites). */
async function hostUrls(app: AppName): Promise<SitemapUrl[]> {
  // At request time: the origins depend on the running deployment's HOUSING_ENV.
  await connection();
  const lists = await Promise.all(
    sitesOfApp(app).map(async (site) =>
      indexableUrls(site, (await loadSitemap(site.code)).entries, {
        origin: environmentOrigin(site),
        isIndexable: (entry) =>
          isKnownTemplate(entry.templateName) &&
          !isGoneListingTemplate(entry.templateName) &&
          !isNoIndexPage(entry.templateName, entry.noIndex),
      }),
    ),
  );
  return lists.flat();
}

/**
 * `app/sitemap.xml/route.ts` and `app/sitemaps/[part]/route.ts` of an app. sitemap.xml lives at
 * the host's root, outside the `[site]` rewrite. Up to 50,000 URLs it is the list itself; above
 * that it is an index of `/sitemaps/1.xml`, `/sitemaps/2.xml`, ...
 */
export function createSitemapRoutes(app: AppName) {
  async function sitemapIndex(): Promise<Response> {
    const urls = await hostUrls(app);
    const parts = sitemapParts(urls);
    if (parts.length <= 1) return new Response(urlsetXml(urls), { headers: XML_HEADERS });
    const origin = environmentOrigin(sitesOfApp(app)[0]!);
    return new Response(sitemapIndexXml(parts.map((_, index) => `${origin}/sitemaps/${index + 1}.xml`)), {
      headers: XML_HEADERS,
    });
  }

  async function sitemapPart(_request: Request, context: { params: Promise<{ part: string }> }): Promise<Response> {
    const match = /^([1-9]\d*)\.xml$/.exec((await context.params).part);
    const parts = sitemapParts(await hostUrls(app));
    const part = match ? parts[Number(match[1]) - 1] : undefined;
    if (!part || parts.length <= 1) return new Response("Not found", { status: 404 });
    return new Response(urlsetXml(part), { headers: XML_HEADERS });
  }

  return { sitemapIndex, sitemapPart };
}
