import { describe, expect, it } from "vitest";
import { getSite, routePath } from "@housing/site-config";
import { indexableUrls, sitemapIndexXml, sitemapParts, urlsetXml } from "./sitemap-xml";

const se = getSite("se");
const entry = (path: string, noIndex = false) => ({ path, templateName: "ArticlePage", noIndex, lastModified: null });

describe("indexableUrls", () => {
  it("makes absolute URLs and leaves out noindex, private and other sites' pages", () => {
    const urls = indexableUrls(
      se,
      [entry("/"), entry("/om-oss/"), entry("/dolt/", true), entry(`${routePath(se, "myPages")}nyheter/`)],
      { origin: "https://www.fjallvik.example", isIndexable: (candidate) => !candidate.noIndex },
    );
    expect(urls.map((url) => url.loc)).toEqual([
      "https://www.fjallvik.example/",
      "https://www.fjallvik.example/om-oss/",
    ]);
  });

  it("encodes paths with letters outside ASCII", () => {
    const [url] = indexableUrls(se, [entry("/sök/")], { origin: "https://x.example", isIndexable: () => true });
    expect(url!.loc).toBe("https://x.example/s%C3%B6k/");
  });
});

describe("sitemap documents", () => {
  it("writes a urlset with escaped locations and lastmod where known", () => {
    const xml = urlsetXml([
      { loc: "https://x.example/a?b=1&c=2", lastModified: "2025-11-01T08:00:00.000Z" },
      { loc: "https://x.example/b/", lastModified: null },
    ]);
    expect(xml).toContain("<loc>https://x.example/a?b=1&#38;c=2</loc><lastmod>2025-11-01T08:00:00.000Z</lastmod>");
    expect(xml).toContain("<url><loc>https://x.example/b/</loc></url>");
  });

  it("splits large lists into parts and indexes them", () => {
    expect(sitemapParts([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(sitemapIndexXml(["https://x.example/sitemaps/1.xml"])).toContain(
      "<sitemap><loc>https://x.example/sitemaps/1.xml</loc></sitemap>",
    );
  });
});
