import { asc, desc, eq, and, sql } from "drizzle-orm";
import { Hono } from "hono";
import { SITE_KEY_HEADER, type CrisisBanner, type SiteLayout } from "@housing/contracts";
import type { AppDependencies } from "../../../core/app";
import { sendNotFound } from "../../../core/errors";
import { crisisBanners, footers, languageLists, navigation, sites } from "../../../core/db/schema";
import { requireSiteKey } from "../../../core/site-key";

/** Footer, main and career navigation, language list and crisis banner of a site (spec section 2). */
export function layoutRoutes({ db }: AppDependencies): Hono {
  return new Hono().get("/api/content/layout", requireSiteKey, async (c) => {
    const siteKey = c.req.valid("header")[SITE_KEY_HEADER];
    const [siteRows, navigationRows, footerRows, languageRows, bannerRows] = await Promise.all([
      db.select({ siteVersion: sites.siteVersion }).from(sites).where(eq(sites.key, siteKey)),
      db.select().from(navigation).where(eq(navigation.siteKey, siteKey)),
      db.select().from(footers).where(eq(footers.siteKey, siteKey)),
      db.select({ entries: languageLists.entries }).from(languageLists).where(eq(languageLists.siteKey, siteKey)),
      db
        .select()
        .from(crisisBanners)
        .where(and(eq(crisisBanners.siteKey, siteKey), eq(crisisBanners.isActive, true)))
        // One banner at a time: an emergency outranks information, then the newest wins.
        .orderBy(sql`${crisisBanners.variant} = 'emergency' desc`, desc(crisisBanners.updatedAt), asc(crisisBanners.id))
        .limit(1),
    ]);
    const site = siteRows[0];
    if (!site) return sendNotFound(c);

    const footer = footerRows[0];
    const banner = bannerRows[0];
    const crisisBanner: CrisisBanner | null = banner
      ? {
          id: banner.id,
          variant: banner.variant,
          heading: banner.heading,
          text: banner.text,
          ...(banner.readMore ? { readMore: banner.readMore } : {}),
          isGlobal: banner.isGlobal,
        }
      : null;
    const layout: SiteLayout = {
      siteVersion: site.siteVersion,
      mainNavigation: navigationRows.find((row) => row.kind === "main")?.items ?? [],
      careerNavigation: navigationRows.find((row) => row.kind === "career")?.items ?? [],
      footer: footer ? { columns: footer.columns, social: footer.social } : { columns: [], social: [] },
      languages: languageRows[0]?.entries ?? [],
      crisisBanner,
    };
    return c.json(layout);
  });
}
