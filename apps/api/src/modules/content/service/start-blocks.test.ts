import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageViewModelSchema, StageSearchResponseSchema, type ContentBlock } from "@housing/contracts";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import { get, viewModelUrl } from "../../../testing/requests";
import { testDrivers, useSeededApp } from "../../../testing/test-database";

describe.each(testDrivers())("the start page's catalogue blocks on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 500 } });

  async function startBlocks(siteKey: SiteKey): Promise<ContentBlock[]> {
    const site = getSiteByKey(siteKey)!;
    const response = await get(seeded.app, viewModelUrl(`${site.pathPrefix}/`), siteKey);
    return v.parse(PageViewModelSchema, response.body).blocks;
  }

  it("puts current projects and the places right after the hero, linking to stages the search lists", async () => {
    const site = getSiteByKey("Jmse")!;
    const blocks = await startBlocks("Jmse");
    expect(blocks[0]!.type).toBe("hero");
    const isCatalogueBlock = (id: string) => id.startsWith("start-projects-") || id === "start-places";
    const ids = blocks.map((block) => block.id);
    const catalogueIds = ids.filter(isCatalogueBlock);
    // Right after the hero, before the editors' blocks.
    expect(ids.slice(1, 1 + catalogueIds.length)).toEqual(catalogueIds);
    const search = await seeded.app.request("/residence/search_stage", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ siteId: site.siteId, limit: 400 }),
    });
    const stagePaths = new Set(v.parse(StageSearchResponseSchema, await search.json()).hits.map((hit) => hit.url));
    const projects = blocks.filter((block) => block.id.startsWith("start-projects-"));
    expect(projects.length).toBeGreaterThan(0);
    for (const block of projects) {
      if (block.type !== "teaserGrid") throw new Error(`${block.id} is a ${block.type}`);
      for (const teaser of block.teasers) expect(stagePaths.has(teaser.link.href), teaser.link.href).toBe(true);
    }
    const places = blocks.find((block) => block.id === "start-places");
    if (places?.type !== "linkList") throw new Error("no place links");
    // A municipality's search page: county and municipality below the search path.
    for (const link of places.links) expect(link.href).toMatch(/^\/sok-bostad\/[^/]+\/[^/]+\/$/);
  });

  it("adds nothing where the site has no home search", async () => {
    for (const siteKey of ["JmseEn", "Entreprenad"] as const) {
      const ids = (await startBlocks(siteKey)).map((block) => block.id);
      expect(ids.filter((id) => id.startsWith("start-projects-") || id === "start-places")).toEqual([]);
    }
  });
});
