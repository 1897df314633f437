import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { SITE_KEY_HEADER, type SystemNavigation } from "@housing/contracts";
import { sites as siteConfigs } from "@housing/site-config";
import type { AppDependencies } from "../../../core/app";
import type { Database } from "../../../core/db/client";
import { footers, navigation, sites } from "../../../core/db/schema";
import { sendNotFound } from "../../../core/errors";
import { requireSiteKey } from "../../../core/site-key";

async function navigationOf(db: Database, siteKey: string): Promise<SystemNavigation | null> {
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
export function systemNavigationRoutes({ db }: AppDependencies): Hono {
  return new Hono()
    .get("/api/system/navigation/get", requireSiteKey, async (c) => {
      const result = await navigationOf(db, c.req.valid("header")[SITE_KEY_HEADER]);
      return result ? c.json(result) : sendNotFound(c);
    })
    .get("/api/system/navigation/get/en", async (c) => {
      const result = await navigationOf(db, siteConfigs["se-en"].key);
      return result ? c.json(result) : sendNotFound(c);
    });
}
