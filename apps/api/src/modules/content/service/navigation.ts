import { eq } from "drizzle-orm";
import type { SystemNavigation } from "@housing/contracts";
import type { Database } from "../../../core/db/client";
import { footers, navigation, sites } from "../../../core/db/schema";

export async function navigationOf(db: Database, siteKey: string): Promise<SystemNavigation | null> {
  const [siteRows, navigationRows, footerRows] = await Promise.all([
    db.select({ siteVersion: sites.siteVersion }).from(sites).where(eq(sites.key, siteKey)),
    db.select().from(navigation).where(eq(navigation.siteKey, siteKey)),
    db.select().from(footers).where(eq(footers.siteKey, siteKey)),
  ]);
  const site = siteRows[0];
  if (!site) return null;
  const footer = footerRows[0];
  return {
    siteVersion: site.siteVersion,
    mainNavigation: navigationRows.find((row) => row.kind === "main")?.items ?? [],
    careerNavigation: navigationRows.find((row) => row.kind === "career")?.items ?? [],
    footer: footer ? { columns: footer.columns, social: footer.social } : { columns: [], social: [] },
  };
}

/**
 * The frame of an error page (spec section 4: 404 and 500 templates are shown after fetching
 * navigation). The plain path answers for the x-site-key site, /en for the English sub-site.
 */
