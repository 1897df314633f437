import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SITE_CODES, routePath, sites as siteConfigs } from "@housing/site-config";
import { DEFAULT_CATALOGUE_OBJECTS } from "./catalogue/build";
import { testDrivers, useSeededApp } from "../testing/test-database";
import type { Database } from "../core/db/client";
import { crisisBanners, footers, languageLists, navigation, pages, sites, users } from "../core/db/schema";
import { DEMO_USERS } from "./account";
import { buildSeedData, isDatabaseEmpty, seedDatabase } from "./seed";

async function rowCounts(db: Database) {
  const countOf = async (
    table:
      | typeof sites
      | typeof pages
      | typeof navigation
      | typeof footers
      | typeof languageLists
      | typeof crisisBanners
      | typeof users,
  ) => (await db.select({ value: count() }).from(table))[0]!.value;
  return {
    sites: await countOf(sites),
    pages: await countOf(pages),
    navigation: await countOf(navigation),
    footers: await countOf(footers),
    languageLists: await countOf(languageLists),
    crisisBanners: await countOf(crisisBanners),
    demoUsers: await countOf(users),
  };
}

async function snapshot(db: Database) {
  return {
    sites: await db.select().from(sites).orderBy(asc(sites.key)),
    pages: await db.select().from(pages).orderBy(asc(pages.id)),
    navigation: await db.select().from(navigation).orderBy(asc(navigation.siteKey), asc(navigation.kind)),
    crisisBanners: await db.select().from(crisisBanners).orderBy(asc(crisisBanners.id)),
  };
}

describe("buildSeedData", () => {
  it("is deterministic", () => {
    expect(buildSeedData()).toEqual(buildSeedData());
  });

  it("gives every site a start page, the articles at its routes and the unknown-template page", () => {
    const data = buildSeedData();
    expect(data.sites.map((site) => site.key)).toEqual(SITE_CODES.map((code) => siteConfigs[code].key));
    for (const code of SITE_CODES) {
      const site = siteConfigs[code];
      const paths = data.pages.filter((page) => page.siteKey === site.key).map((page) => page.path);
      expect(paths).toContain(`${site.pathPrefix}/`);
      expect(paths).toContain(`${site.pathPrefix}/_dev/unknown-template/`);
      for (const key of ["cookies", "privacyPolicy", "career"] as const) {
        const path = routePath(site, key);
        if (path) expect(paths, `${code} ${key}`).toContain(path);
      }
    }
  });
});

describe.each(testDrivers())("seedDatabase on $name", (driver) => {
  const seeded = useSeededApp(driver, { seed: false });

  it("fills an empty database and gives the same database when run again", async () => {
    const { db } = seeded.handle;
    expect(await isDatabaseEmpty(db)).toBe(true);

    const { catalogue, ...reported } = await seedDatabase(db);
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(catalogue?.objects).toBe(DEFAULT_CATALOGUE_OBJECTS);
    const first = await rowCounts(db);
    expect(first).toEqual(reported);
    expect(first).toEqual({
      sites: 7,
      pages: buildSeedData().pages.length,
      navigation: 14,
      footers: 7,
      languageLists: 7,
      crisisBanners: 3,
      demoUsers: DEMO_USERS.length,
    });
    expect(first.pages).toBeGreaterThan(150);
    const before = await snapshot(db);

    // Changes made after seeding are put back, and nothing is doubled.
    await db.update(pages).set({ title: "Changed" }).where(eq(pages.siteKey, "Jmse"));
    await seedDatabase(db);
    expect(await rowCounts(db)).toEqual(first);
    expect(await snapshot(db)).toEqual(before);
  }, 120_000);
});
