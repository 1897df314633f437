import { and, asc, eq, like, sql, type Column } from "drizzle-orm";
import type { SitemapEntry } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import type { Database } from "../../../core/db/client";
import { areas, objects, pages, premises, rentalProjects, stages } from "../../../core/db/schema";
import { CATALOGUE_TEMPLATES as T } from "../templates";
import { areasListPath, premisesListPath, rentalListPath } from "./resolve";
import { homeSearchPath, rowsOf } from "./rows";

/**
 * Every public page of a site for its sitemap.xml: the CMS rows, then the catalogue's stages,
 * homes, SEO places, areas, premises and rental projects under the site's list paths.
 */
export async function sitemapOf(db: Database, site: SiteConfig): Promise<SitemapEntry[]> {
  const siteKey = site.key;
  const under = (prefix: string | null, column: Column) =>
    prefix ? like(column, `${prefix.replace(/[%_\\]/g, "\\$&")}%`) : undefined;
  const catalogue = (prefix: string | null, templateName: string, rows: Promise<{ url: string }[]>) =>
    prefix ? rows.then((list) => list.map(({ url }) => ({ url, templateName }))) : Promise.resolve([]);

  const search = homeSearchPath(site);
  const [pageRows, ...catalogueRows] = await Promise.all([
    db
      .select({
        path: pages.path,
        templateName: pages.templateName,
        noIndex: pages.noIndex,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(eq(pages.siteKey, siteKey))
      .orderBy(asc(pages.path)),
    catalogue(
      search,
      T.stage,
      db
        .select({ url: stages.url })
        .from(stages)
        .where(and(eq(stages.siteKey, siteKey), under(search, stages.url)))
        .orderBy(asc(stages.url)),
    ),
    catalogue(
      search,
      T.object,
      db
        .select({ url: objects.url })
        .from(objects)
        .where(and(eq(objects.siteKey, siteKey), under(search, objects.url)))
        .orderBy(asc(objects.url)),
    ),
    // A place without a stage of this site has an SEO page too, but an empty one: not worth a crawl.
    search
      ? rowsOf<{ url: string; type: string }>(
          db,
          sql`select distinct ${search} || t.url || '/' as url, t.type
            from search_tags t join stages s on t.id in (s.county_tag_id, s.municipality_tag_id)
            where s.site_key = ${siteKey} and t.type in ('county', 'municipality') order by 1`,
        ).then((rows) =>
          rows.map(({ url, type }) => ({ url, templateName: type === "county" ? T.seoCounty : T.seoMunicipality })),
        )
      : Promise.resolve([]),
    catalogue(
      areasListPath(site),
      T.area,
      db.select({ url: areas.url }).from(areas).where(eq(areas.siteKey, siteKey)).orderBy(asc(areas.url)),
    ),
    catalogue(
      premisesListPath(site),
      T.premisesObject,
      db.select({ url: premises.url }).from(premises).where(eq(premises.siteKey, siteKey)).orderBy(asc(premises.url)),
    ),
    catalogue(
      rentalListPath(site),
      T.rentalProject,
      db
        .select({ url: rentalProjects.url })
        .from(rentalProjects)
        .where(eq(rentalProjects.siteKey, siteKey))
        .orderBy(asc(rentalProjects.url)),
    ),
  ]);

  const entries = new Map<string, SitemapEntry>();
  for (const row of pageRows) {
    entries.set(row.path, {
      path: row.path,
      templateName: row.templateName,
      noIndex: row.noIndex,
      lastModified: row.updatedAt.toISOString(),
    });
  }
  // A CMS row on a listing's own path wins: it is the page the visitor gets.
  for (const { url, templateName } of catalogueRows.flat()) {
    if (!entries.has(url)) entries.set(url, { path: url, templateName, noIndex: false, lastModified: null });
  }
  return [...entries.values()];
}
