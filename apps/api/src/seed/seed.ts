import { refreshAllSites } from "../modules/chat/service/index-state";
import { notInArray } from "drizzle-orm";
import { SITE_CODES, sites as siteConfigs, type SiteConfig } from "@housing/site-config";
import { buildCatalogue, type CatalogueOptions } from "./catalogue/build";
import { vacuumCatalogue, writeCatalogue, type CatalogueCounts } from "./catalogue/write";
import type { Database } from "../core/db/client";
import { crisisBanners, footers, languageLists, navigation, pages, sites, stages } from "../core/db/schema";
import { careerNavigationOf, crisisBannersOf, footerOf, languagesOf, mainNavigationOf } from "./content/layout";
import { pagesOf } from "./content/pages";
import { seedAccounts } from "./account";
import { seedMyPages } from "./my-pages";
import { seedDocuments } from "./documents";
import { seedCases } from "./cases";
import { seedBooking } from "./booking";
import { seedExplorer } from "./explorer";
import { seedShowingSlots, seedShowingStaff } from "./showings";
import { REFERENCE_DATE } from "./catalogue/common";

/** Bumped when the seeded content changes; a page model with another value makes the front end reload (spec section 4). */
export const SEED_SITE_VERSION = "2025.11.1";

export interface SeedData {
  sites: (typeof sites.$inferInsert)[];
  pages: (typeof pages.$inferInsert)[];
  navigation: (typeof navigation.$inferInsert)[];
  footers: (typeof footers.$inferInsert)[];
  languageLists: (typeof languageLists.$inferInsert)[];
  crisisBanners: (typeof crisisBanners.$inferInsert)[];
}

/** The whole seed as rows; pure, so tests can compare the database with it. */
export function buildSeedData(): SeedData {
  const all: SiteConfig[] = SITE_CODES.map((code) => siteConfigs[code]);
  return {
    sites: all.map((site) => ({
      key: site.key,
      code: site.code,
      siteId: site.siteId,
      locale: site.locale,
      name: site.siteName,
      siteVersion: SEED_SITE_VERSION,
    })),
    pages: all.flatMap(pagesOf),
    navigation: all.flatMap((site) => {
      const career = careerNavigationOf(site);
      return [
        { siteKey: site.key, kind: "main" as const, items: mainNavigationOf(site) },
        ...(career.length > 0 ? [{ siteKey: site.key, kind: "career" as const, items: career }] : []),
      ];
    }),
    footers: all.map((site) => ({ siteKey: site.key, ...footerOf(site) })),
    languageLists: all.map((site) => ({ siteKey: site.key, entries: languagesOf(site) })),
    crisisBanners: all.flatMap(crisisBannersOf),
  };
}

export type SeedCounts = Record<keyof SeedData, number> & { catalogue: CatalogueCounts | null; demoUsers: number };

export interface SeedOptions {
  /** The residence catalogue to write with the content (default size unless given); false leaves the catalogue tables alone. */
  catalogue?: CatalogueOptions | false;
}

/**
 * Writes the seed in one transaction. Sites are upserted (other tables may point at
 * them); the content tables are emptied and refilled, so a second run gives the same rows.
 * The residence catalogue is replaced in the same transaction (src/catalogue/seed).
 */
export async function seedDatabase(
  db: Database,
  data: SeedData = buildSeedData(),
  options: SeedOptions = {},
): Promise<SeedCounts> {
  const catalogue = options.catalogue === false ? null : buildCatalogue(options.catalogue, data.pages);
  let catalogueCounts: CatalogueCounts | null = null;
  let demoUsers = 0;
  await db.transaction(async (tx) => {
    for (const site of data.sites) {
      const { key: _key, ...rest } = site;
      await tx.insert(sites).values(site).onConflictDoUpdate({ target: sites.key, set: rest });
    }
    await tx.delete(crisisBanners);
    await tx.delete(languageLists);
    await tx.delete(footers);
    await tx.delete(navigation);
    await tx.delete(pages);
    await tx.delete(sites).where(
      notInArray(
        sites.key,
        data.sites.map((site) => site.key),
      ),
    );
    if (data.pages.length > 0) await tx.insert(pages).values(data.pages);
    if (data.navigation.length > 0) await tx.insert(navigation).values(data.navigation);
    if (data.footers.length > 0) await tx.insert(footers).values(data.footers);
    if (data.languageLists.length > 0) await tx.insert(languageLists).values(data.languageLists);
    if (data.crisisBanners.length > 0) await tx.insert(crisisBanners).values(data.crisisBanners);
    if (catalogue) {
      catalogueCounts = await writeCatalogue(tx, catalogue);
      await seedBooking(tx);
    }
    demoUsers = await seedAccounts(tx);
    await seedShowingStaff(tx);
    if (catalogue)
      await seedShowingSlots(
        tx,
        catalogue,
        options.catalogue ? (options.catalogue.now ?? REFERENCE_DATE) : REFERENCE_DATE,
      );
    await seedMyPages(tx);
    await seedDocuments(tx);
    await seedCases(tx);
    await seedExplorer(tx);
  });
  if (catalogue) await vacuumCatalogue(db);
  // The chat's passages, so the first question is answered at once (modules/chat/README.md).
  await refreshAllSites(db);
  return {
    sites: data.sites.length,
    pages: data.pages.length,
    navigation: data.navigation.length,
    footers: data.footers.length,
    languageLists: data.languageLists.length,
    crisisBanners: data.crisisBanners.length,
    catalogue: catalogueCounts,
    demoUsers,
  };
}

/** Writes only the residence catalogue, leaving the content as it is (a database seeded before the catalogue existed). */
export async function seedCatalogue(db: Database, options: CatalogueOptions = {}): Promise<CatalogueCounts> {
  const catalogue = buildCatalogue(options, buildSeedData().pages);
  const counts = await db.transaction(async (tx) => {
    const written = await writeCatalogue(tx, catalogue);
    await seedBooking(tx);
    await seedShowingSlots(tx, catalogue, options.now ?? REFERENCE_DATE);
    await seedExplorer(tx);
    return written;
  });
  await vacuumCatalogue(db);
  await refreshAllSites(db);
  return counts;
}

/** True before the first seed: main.ts seeds an empty database on start. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ key: sites.key }).from(sites).limit(1);
  return rows.length === 0;
}

/** True while no stage exists: main.ts then writes the catalogue into a database that has content only. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: stages.id }).from(stages).limit(1);
  return rows.length === 0;
}
