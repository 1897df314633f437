import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PageViewModelSchema, SiteLayoutSchema, type Link, type SiteLayout } from "@housing/contracts";
import { DEFAULT_HOSTS, SITE_KEYS, getSiteByKey, type SiteKey } from "@housing/site-config";
import { get, viewModelUrl } from "../../testing/requests";
import { testDrivers, useSeededApp } from "../../testing/test-database";

describe.each(testDrivers())("GET /api/content/layout on $name", (driver) => {
  const seeded = useSeededApp(driver);

  async function getLayout(siteKey: SiteKey): Promise<SiteLayout> {
    const response = await get(seeded.app, "/api/content/layout", siteKey);
    expect(response.status).toBe(200);
    return v.parse(SiteLayoutSchema, response.body);
  }

  it.each(SITE_KEYS)("gives %s navigation, a three-column footer and the language list", async (siteKey) => {
    const layout = await getLayout(siteKey);
    expect(layout.siteVersion).toBe("2025.11.1");
    expect(layout.mainNavigation.length).toBeGreaterThanOrEqual(4);
    expect(layout.mainNavigation.length).toBeLessThanOrEqual(6);
    expect(layout.mainNavigation.some((item) => (item.children ?? []).length > 0)).toBe(true);
    expect(layout.careerNavigation.length).toBeGreaterThan(0);
    expect(layout.footer.columns.map((column) => column.kind)).toEqual(["company", "explore", "help"]);
    expect(layout.footer.columns.every((column) => column.links.length > 0)).toBe(true);
    expect(layout.footer.social.length).toBeGreaterThan(0);
    expect(layout.languages.slice(-3).map((entry) => [entry.label, entry.siteKey, entry.href])).toEqual([
      ["Sverige", "Jmse", `https://${DEFAULT_HOSTS.se[0]}/`],
      ["Norge", "Jmno", `https://${DEFAULT_HOSTS.no[0]}/`],
      ["Suomi", "Jmoy", `https://${DEFAULT_HOSTS.fi[0]}/`],
    ]);
  });

  it("offers Svenska and English on the Swedish host only", async () => {
    for (const siteKey of ["Jmse", "JmseEn"] as const) {
      const languages = (await getLayout(siteKey)).languages;
      expect(languages.slice(0, 2)).toEqual([
        { siteKey: "Jmse", label: "Svenska", href: "/", lang: "sv-SE" },
        { siteKey: "JmseEn", label: "English", href: "/en/", lang: "en-GB" },
      ]);
    }
    expect((await getLayout("Jmno")).languages).toHaveLength(3);
    expect((await getLayout("Seniorgarden")).languages).toHaveLength(3);
  });

  it("shows the active banners (Swedish info, Norwegian global emergency), never the inactive one, and none elsewhere", async () => {
    const banner = (await getLayout("Jmse")).crisisBanner;
    expect(banner).toMatchObject({ variant: "info", heading: "Planerat underhåll av Mina sidor", isGlobal: false });
    expect(banner!.readMore?.href).toBe("/kundservice/");
    expect((await getLayout("Jmno")).crisisBanner).toMatchObject({ variant: "emergency", isGlobal: true });
    for (const siteKey of SITE_KEYS.filter((key) => key !== "Jmse" && key !== "Jmno")) {
      expect((await getLayout(siteKey)).crisisBanner, siteKey).toBeNull();
    }
  });

  it("writes the navigation in the site's language", async () => {
    const labels = async (siteKey: SiteKey) => (await getLayout(siteKey)).mainNavigation.map((item) => item.label);
    // A site with a home search starts with it and its areas (the two quick links).
    expect(await labels("Jmse")).toEqual([
      "Sök bostad",
      "Våra områden",
      "Köpa bostad",
      "Om oss",
      "Kundservice",
      "Karriär",
    ]);
    expect(await labels("JmseEn")).toEqual(["Buying a home", "About us", "Customer service", "Careers"]);
    expect(await labels("Jmno")).toEqual([
      "Finn din bolig",
      "Våre områder",
      "Kjøpe bolig",
      "Om oss",
      "Kundeservice",
      "Karriere",
    ]);
    expect(await labels("Jmoy")).toEqual([
      "Myytävät asunnot",
      "Alueemme",
      "Asunnon ostaminen",
      "Tietoa meistä",
      "Asiakaspalvelu",
      "Ura",
    ]);
    expect(await labels("Entreprenad")).toEqual(["Våra tjänster", "Om oss", "Kundservice", "Karriär"]);
  });

  it("lists the search and its sister lists under the search and in the footer's explore column", async () => {
    const layout = await getLayout("Jmse");
    const search = layout.mainNavigation[0]!;
    expect(search.href).toBe("/sok-bostad/");
    expect(search.children?.map((child) => child.label)).toEqual([
      "Lediga lokaler",
      "Mäklarobjekt",
      "Hyresrätter",
      "Referensprojekt",
      "Slutsålda projekt",
    ]);
    const explore = layout.footer.columns.find((column) => column.kind === "explore")!;
    expect(explore.links.slice(0, 7).map((link) => link.label)).toEqual([
      "Sök bostad",
      "Våra områden",
      "Lediga lokaler",
      "Mäklarobjekt",
      "Hyresrätter",
      "Referensprojekt",
      "Slutsålda projekt",
    ]);
    // No search, no search links: the English sub-site and the contractor.
    for (const siteKey of ["JmseEn", "Entreprenad"] as const) {
      const other = await getLayout(siteKey);
      expect(other.footer.columns.flatMap((column) => column.links).map((link) => link.href)).not.toContain(
        "/sok-bostad/",
      );
    }
  });

  it("answers 400 without a site key", async () => {
    const response = await get(seeded.app, "/api/content/layout");
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ fieldErrors: { "headers.x-site-key": [expect.any(String)] } });
  });

  it.each(SITE_KEYS)("links only to pages that exist on %s", async (siteKey) => {
    const layout = await getLayout(siteKey);
    const start = v.parse(
      PageViewModelSchema,
      (await get(seeded.app, viewModelUrl(`${getSiteByKey(siteKey)!.pathPrefix}/`), siteKey)).body,
    );
    const links: Link[] = [
      ...[...layout.mainNavigation, ...layout.careerNavigation].flatMap((item) => [item, ...(item.children ?? [])]),
      ...layout.footer.columns.flatMap((column) => column.links),
      ...(layout.crisisBanner?.readMore ? [layout.crisisBanner.readMore] : []),
      ...start.blocks.flatMap((block) => {
        if (block.type === "hero") return block.cta ? [block.cta] : [];
        if (block.type === "teaserGrid") return block.teasers.map((teaser) => teaser.link);
        return [];
      }),
    ];
    const internal = [...new Set(links.map((link) => link.href).filter((href) => href.startsWith("/")))];
    expect(internal.length).toBeGreaterThan(8);
    for (const href of internal) {
      const page = await get(seeded.app, viewModelUrl(href), siteKey);
      expect(page.status, `${siteKey} ${href}`).toBe(200);
      // Sub-menus of linked pages must not lead anywhere dead either.
      for (const subLink of v.parse(PageViewModelSchema, page.body).subMenu) {
        expect(
          (await get(seeded.app, viewModelUrl(subLink.href), siteKey)).status,
          `${siteKey} ${href} -> ${subLink.href}`,
        ).toBe(200);
      }
    }
    for (const entry of layout.languages.filter((language) => language.href.startsWith("/"))) {
      expect(
        (await get(seeded.app, viewModelUrl(entry.href), entry.siteKey)).status,
        `${entry.siteKey} ${entry.href}`,
      ).toBe(200);
    }
  });
});
