import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { CrisisBanner, SiteLayout } from "@housing/contracts";
import type { Database } from "../../../core/db/client";
import { crisisBanners, footers, languageLists, navigation, sites } from "../../../core/db/schema";

/** The frame of a site's pages (spec section 7, `api/content/layout`); null for a site without rows. */
export async function siteLayoutOf(db: Database, siteKey: string): Promise<SiteLayout | null> {
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
  if (!site) return null;

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
  return layout;
}
