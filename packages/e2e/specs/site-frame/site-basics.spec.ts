import { APP_NAMES, appDefaultSite, getSite, routePath, type SiteConfig } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { allSites } from "../sites";
import { stagePathsOf } from "./crawl";
import { inBatches, sitemapEntriesOf, viewModelOf } from "./site-basics-api";

// The tests only read pages: the two workers share the file.
test.describe.configure({ mode: "parallel" });

/** One entry per app: the host's origin and its main site. */
const hosts = APP_NAMES.map((app) => {
  const site = appDefaultSite(app);
  return { app, site, origin: allSites.find((entry) => entry.site.code === site.code)!.origin };
});

const originOf = (site: SiteConfig) => allSites.find((entry) => entry.site.code === site.code)!.origin;

test.describe("icons and web app manifest", () => {
  test("every host links and serves its brand's favicon, touch icon and manifest", async ({ page, request }) => {
    const svgs = new Map<string, string>();
    for (const { site, origin } of hosts) {
      await page.goto(`${origin}${site.pathPrefix}/`);
      const iconHref = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
      const touchHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
      const icon = await request.get(new URL(iconHref!, origin).href);
      expect(icon.status()).toBe(200);
      expect(icon.headers()["content-type"]).toContain("image/svg+xml");
      const touch = await request.get(new URL(touchHref!, origin).href);
      expect(touch.status()).toBe(200);
      expect(touch.headers()["content-type"]).toBe("image/png");
      const manifest = await request.get(new URL(manifestHref!, origin).href);
      expect(manifest.status()).toBe(200);
      const body = (await manifest.json()) as {
        name: string;
        theme_color: string;
        icons: { src: string; type: string }[];
      };
      expect(body.name).toBe(site.siteName);
      expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      for (const manifestIcon of body.icons) {
        const response = await request.get(new URL(manifestIcon.src, origin).href);
        expect(response.status(), manifestIcon.src).toBe(200);
        expect(response.headers()["content-type"]).toContain(manifestIcon.type);
      }
      svgs.set(site.brand, await icon.text());
    }
    // Four brands, four different icons.
    expect(new Set(svgs.values()).size).toBe(4);
  });
});

test.describe("robots.txt", () => {
  test("outside production every host disallows everything", async ({ request }) => {
    for (const { origin } of hosts) {
      const response = await request.get(`${origin}/robots.txt`);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/User-Agent: \*\s+Disallow: \/\s*$/);
      expect(text).not.toContain("Allow:");
    }
  });
});

test.describe("sitemap.xml", () => {
  test.setTimeout(600_000);

  for (const { app, site, origin } of hosts) {
    test(`${app}: valid XML listing every stage and home of the seed, every URL answering 200`, async ({
      page,
      request,
    }) => {
      const response = await request.get(`${origin}/sitemap.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      const xml = await response.text();
      await page.goto(`${origin}${site.pathPrefix}/`);
      const parsed = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        return {
          hasError: doc.getElementsByTagName("parsererror").length > 0,
          root: doc.documentElement.localName,
          locs: [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? ""),
        };
      }, xml);
      expect(parsed.hasError).toBe(false);
      expect(parsed.root).toBe("urlset");
      expect(parsed.locs.length).toBeGreaterThan(0);
      expect(parsed.locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);

      // Every stage the home search lists, and every home those stages show, is in the sitemap.
      if (site.features.isSearchEnabled) {
        const listed = new Set(parsed.locs.map((loc) => decodeURI(new URL(loc).pathname)));
        const stages = await stagePathsOf(request, site);
        expect(stages.length).toBeGreaterThan(0);
        for (const stage of stages) {
          expect(listed.has(stage), stage).toBe(true);
          const model = await viewModelOf(request, site, stage);
          for (const home of model.data?.objects ?? []) expect(listed.has(home.url), home.url).toBe(true);
        }
      }

      const failures: string[] = [];
      await inBatches(parsed.locs, 6, async (loc) => {
        const answer = await request.get(loc, { maxRedirects: 0 });
        if (answer.status() !== 200) failures.push(`${answer.status()} ${loc}`);
      });
      expect(failures).toEqual([]);
    });
  }

  test("the API's page list is the one the Swedish host's sitemap draws on", async ({ request }) => {
    const entries = await sitemapEntriesOf(request, getSite("se"));
    expect(entries.some((entry) => entry.templateName === "ObjectPage")).toBe(true);
  });
});

test.describe("hreflang", () => {
  test("the Swedish and English start pages and cookie pages point at each other", async ({ page }) => {
    const se = getSite("se");
    const en = getSite("se-en");
    const origin = originOf(se);
    const pairs = [
      ["/", "/en/"],
      [routePath(se, "cookies")!, routePath(en, "cookies")!],
    ] as const;
    for (const [swedish, english] of pairs) {
      for (const [path, other] of [
        [swedish, english],
        [english, swedish],
      ] as const) {
        await page.goto(`${origin}${path}`);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links): Record<string, string> =>
            Object.fromEntries(
              links.map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""]),
            ),
          );
        expect(alternates, path).toEqual({
          [se.languageTag]: `${origin}${path === swedish ? path : other}`,
          [en.languageTag]: `${origin}${path === english ? path : other}`,
          "x-default": `${origin}${swedish}`,
        });
      }
    }
  });
});

test.describe("Open Graph and JSON-LD", () => {
  test("a stage and a home page carry their name, price and URL", async ({ page, request }) => {
    const se = getSite("se");
    const origin = originOf(se);
    const entries = await sitemapEntriesOf(request, se);
    const stagePath = entries.find((entry) => entry.templateName === "StagePage")!.path;
    const stage = await viewModelOf(request, se, stagePath);
    const homePath = stage.data!.objects![0]!.url;
    const home = await viewModelOf(request, se, homePath);

    for (const { path, model, name, price } of [
      { path: stagePath, model: stage, name: stage.data!.stage!.name, price: stage.data!.stage!.price.min },
      { path: homePath, model: home, name: home.data!.object!.name, price: home.data!.object!.price },
    ]) {
      await page.goto(`${origin}${path}`);
      const og = (property: string) => page.locator(`meta[property="og:${property}"]`).first().getAttribute("content");
      expect(await og("title")).toBe(model.title);
      expect(await og("url")).toBe(`${origin}${path}`);
      expect(await og("type")).toBe("website");
      expect(await og("locale")).toBe("sv_SE");
      // The share image: 1200 px wide, a PNG or JPEG a social network shows (the seed's drawings are SVG, so a card).
      const imageUrl = await og("image");
      expect(await og("image:width")).toBe("1200");
      const shareImage = await request.get(imageUrl!);
      expect(shareImage.status()).toBe(200);
      expect(shareImage.headers()["content-type"]).toMatch(/^image\/(png|jpeg|webp)/);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(scripts).toHaveLength(1);
      const data = JSON.parse(scripts[0]!) as {
        "@type": string[];
        name: string;
        url: string;
        offers?: { lowPrice?: number; price?: number; priceCurrency: string };
      };
      expect(data.name).toBe(name);
      expect(data.url).toBe(`${origin}${path}`);
      expect(data["@type"]).toContain("Product");
      if (price !== null) {
        expect(data.offers?.lowPrice ?? data.offers?.price).toBe(price);
        expect(data.offers?.priceCurrency).toBe("SEK");
      }
      expect(JSON.stringify(data)).not.toMatch(/@[a-z0-9-]+\.[a-z]{2,}|"telephone"|"email"/i);
    }
  });
});
