import { COUNTRY_SITES, getSite, siteOrigin } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { allSites } from "../sites";
import { isExternal } from "../env";

/** The language button of the header and the footer's list of country sites, per locale. */
const LANGUAGE_BUTTON = { sv: "Språk", nb: "Språk", fi: "Kieli", en: "Language" } as const;
const FOOTER_COUNTRIES = {
  sv: "Våra webbplatser i Norden",
  nb: "Våre nettsteder i Norden",
  fi: "Sivustomme Pohjoismaissa",
  en: "Our sites in the Nordics",
} as const;

/** The country sites' names as the foldout and the footer show them, with their start page in this environment. */
const countries = COUNTRY_SITES.map((code) => ({ code, href: `${siteOrigin(code, "local")}/` }));

test.describe("country links", () => {
  // The suite's apps run with HOUSING_ENV=local: every country link must stay on the local apps.
  test.skip(isExternal, "external servers may run in another environment");

  for (const { site, start } of allSites) {
    test(`${site.code}: the language foldout and the footer link each country to its local site`, async ({ page }) => {
      await gotoHydrated(page, start, "header button");
      const footerCountries = page
        .getByRole("contentinfo")
        .getByRole("navigation", { name: FOOTER_COUNTRIES[site.locale] })
        .getByRole("link");
      expect(await footerCountries.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        countries.map(({ href }) => href),
      );

      const button = page.getByRole("banner").getByRole("button", { name: LANGUAGE_BUTTON[site.locale], exact: true });
      await button.click();
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      const countryLinks = panel.locator('a[href^="http"]');
      expect(await countryLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        countries.map(({ href }) => href),
      );
      // And the local Norwegian site answers there.
      const norway = countries.find(({ code }) => code === "no")!;
      await panel.locator(`a[href="${norway.href}"]`).click();
      await expect(page).toHaveURL(norway.href);
      await expect(page.locator("html")).toHaveAttribute("lang", getSite("no").languageTag);
    });
  }
});

test.describe("English paths on the English sub-site", () => {
  const english = allSites.find(({ site }) => site.code === "se-en")!;
  const moved = [
    { from: "/en/karriar/", to: "/en/careers/", title: /^Careers at Fjällvik/ },
    { from: "/en/karriar/lediga-jobb/", to: "/en/careers/jobs/", title: /^Open positions/ },
    { from: "/en/om-oss/sok/", to: "/en/about-us/search/", title: /^Search/ },
  ];

  for (const { from, to, title } of moved) {
    test(`${from} moves permanently to ${to}, which answers in English`, async ({ page, request }) => {
      const old = await request.get(`${english.origin}${from}`, { maxRedirects: 0 });
      expect(old.status()).toBe(308);
      expect(new URL(old.headers().location!, english.origin).pathname).toBe(to);

      const response = await page.goto(`${english.origin}${to}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", english.site.languageTag);
      await expect(page).toHaveTitle(title);
    });
  }

  test("the English frame links to the English paths only", async ({ page }) => {
    await page.goto(english.start);
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.filter((href) => /^\/en\/(karriar|om-oss\/sok)\//.test(href))).toEqual([]);
    expect(hrefs).toContain("/en/careers/");
  });
});

test.describe("Finnish and Norwegian titles", () => {
  // The brand name with a case ending glued on (Kotiissa, Kodin, Boligs) reads wrong in a
  // generated title; the titles use the name as it is, in the nominative.
  const INFLECTED = /Fjällvik (Koti\p{L}+|Kodi\p{L}*|Bolig\p{L}+)/u;
  const NOMINATIVE = { fi: "Fjällvik Koti", no: "Fjällvik Bolig" } as const;

  for (const code of ["fi", "no"] as const) {
    const { origin, start } = allSites.find(({ site }) => site.code === code)!;
    test(`${code}: every page linked from the start page has a title without an inflected brand name`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.goto(start);
      const paths = new Set(
        await page
          .locator("a[href^='/']")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.split("#")[0]!)),
      );
      const titles: string[] = [];
      for (const path of paths) {
        const response = await request.get(`${origin}${path}`);
        if (!response.ok() || !(response.headers()["content-type"] ?? "").includes("text/html")) continue;
        const html = await response.text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
        const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
        titles.push(`${path}: ${title} / ${h1}`);
      }
      expect(titles.length).toBeGreaterThan(10);
      expect(titles.filter((title) => INFLECTED.test(title))).toEqual([]);
      expect(titles.filter((title) => title.includes(NOMINATIVE[code])).length).toBeGreaterThan(0);
    });
  }
});
