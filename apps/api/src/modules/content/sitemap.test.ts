import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SitemapSchema, type Sitemap } from "@housing/contracts";
import { getSite, getSiteByKey, routePath } from "@housing/site-config";
import { objects, stages } from "../../core/db/schema";
import { get, viewModelUrl } from "../../testing/requests";
import { testDrivers, useSeededApp } from "../../testing/test-database";

describe.each(testDrivers())("GET /api/content/sitemap on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 500 } });

  async function sitemapOf(siteKey: string): Promise<Sitemap> {
    const response = await get(seeded.app, "/api/content/sitemap", siteKey);
    expect(response.status).toBe(200);
    return v.parse(SitemapSchema, response.body);
  }

  it("lists every stage and home of the site, once each, and the start page", async () => {
    const { entries } = await sitemapOf("Jmse");
    const paths = entries.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/");
    const stageUrls = (await seeded.handle.db.select({ url: stages.url, siteKey: stages.siteKey }).from(stages))
      .filter((row) => row.siteKey === "Jmse")
      .map((row) => row.url);
    const homeUrls = (await seeded.handle.db.select({ url: objects.url, siteKey: objects.siteKey }).from(objects))
      .filter((row) => row.siteKey === "Jmse")
      .map((row) => row.url);
    expect(stageUrls.length).toBeGreaterThan(0);
    expect(paths).toEqual(expect.arrayContaining([...stageUrls, ...homeUrls]));
    const stageEntry = entries.find((entry) => entry.path === stageUrls[0]);
    expect(stageEntry).toMatchObject({ templateName: "StagePage", noIndex: false });
    // The stage's municipality and county pages are listed too.
    const municipality = stageUrls[0]!.replace(/[^/]+\/$/, "");
    expect(paths).toContain(municipality);
    expect(paths).toContain(municipality.replace(/[^/]+\/$/, ""));
  });

  it("gives only pages the API answers for that site", async () => {
    const { entries } = await sitemapOf("Jmno");
    // Every kind of page, and a sample of each kind.
    const sample = entries.filter(
      (entry, index) =>
        index % 25 === 0 || entries.findIndex((other) => other.templateName === entry.templateName) === index,
    );
    for (const entry of sample) {
      const response = await get(seeded.app, viewModelUrl(entry.path), "Jmno");
      expect(response.status, entry.path).toBe(200);
      expect((response.body as { templateName: string }).templateName).toBe(entry.templateName);
    }
  });

  it("lists nothing of the catalogue where the site sells nothing (the English sub-site)", async () => {
    const { entries } = await sitemapOf("JmseEn");
    expect(entries.every((entry) => entry.path.startsWith("/en/"))).toBe(true);
    expect(entries.some((entry) => entry.templateName === "StagePage")).toBe(false);
    expect(getSiteByKey("JmseEn")?.code).toBe("se-en");
    expect(routePath(getSite("se-en"), "homeSearch") ?? null).toBeNull();
  });
});
