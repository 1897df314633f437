import type { SitemapEntry } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { privateRoutePaths } from "./robots-rules";

/** The sitemap protocol allows 50,000 URLs per file; a larger host gets an index of parts. */
export const URLS_PER_SITEMAP = 50_000;

/** A page the site announces to search engines, with its absolute URL. */
export interface SitemapUrl {
  loc: string;
  lastModified: string | null;
}

/**
 * The pages of a site a search engine may index: not noindex (the CMS's flag or the page's kind,
 * the same rule as the robots tag), not a gone-listing page, not under a path robots.txt
 * disallows, and only templates the site can render (an unknown one answers 500).
 */
export function indexableUrls(
  site: SiteConfig,
  entries: readonly SitemapEntry[],
  { origin, isIndexable }: { origin: string; isIndexable: (entry: SitemapEntry) => boolean },
): SitemapUrl[] {
  const privatePaths = privateRoutePaths(site);
  return entries
    .filter((entry) => entry.path.startsWith(`${site.pathPrefix}/`))
    .filter((entry) => !privatePaths.some((prefix) => entry.path.startsWith(prefix)))
    .filter(isIndexable)
    .map((entry) => ({ loc: `${origin}${encodeURI(entry.path)}`, lastModified: entry.lastModified }));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A `<urlset>` document. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const items = urls.map(
    ({ loc, lastModified }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` document pointing at the parts. */
export function sitemapIndexXml(partUrls: readonly string[]): string {
  const items = partUrls.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The URLs split into parts of at most `size`. */
export function sitemapParts<T>(urls: readonly T[], size = URLS_PER_SITEMAP): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < urls.length; start += size) parts.push(urls.slice(start, start + size));
  return parts;
}
