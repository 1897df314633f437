import { expect, type APIRequestContext } from "@playwright/test";
import type { SiteConfig } from "@housing/site-config";
import { API_ORIGIN } from "../env";

/** The paths of every stage the site's home search lists, straight from the API (no filter, all inhabit dates). */
export async function stagePathsOf(request: APIRequestContext, site: SiteConfig): Promise<string[]> {
  const paths: string[] = [];
  for (let offset = 0; ; offset += 400) {
    const response = await request.post(`${API_ORIGIN}/residence/search_stage`, {
      data: { siteId: site.siteId, limit: 400, offset, sort: "recommended", filter: { inhabitDate: 3 } },
    });
    if (!response.ok()) throw new Error(`search_stage answered ${response.status()}: ${await response.text()}`);
    const body = (await response.json()) as { hits: { url: string }[]; estimatedTotalHits: number };
    paths.push(...body.hits.map((hit) => normalisePath(hit.url)));
    if (body.hits.length === 0 || paths.length >= body.estimatedTotalHits) return paths;
  }
}

function normalisePath(path: string): string {
  const bare = decodeURI(path.split(/[?#]/)[0]!);
  return bare.endsWith("/") ? bare : `${bare}/`;
}

/** The same-origin links of an HTML page, without hash, resolved against the page's URL. */
function linksOf(html: string, pageUrl: string, origin: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/gi)) {
    const href = match[1]!.replaceAll("&amp;", "&");
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    url.hash = "";
    links.push(url.toString());
  }
  return links;
}

export interface CrawlResult {
  /** Paths of every HTML page fetched, decoded, with a trailing slash. */
  visited: Set<string>;
  pageCount: number;
}

/**
 * Follows a visitor's links breadth-first from `start`, as a search engine would: same origin,
 * `<a href>` in the server's HTML only (no script runs), HTML answers only, at most `maxPages`
 * pages. Stops early once every path of `wanted` was visited.
 */
export async function crawl(
  request: APIRequestContext,
  start: string,
  { maxPages, wanted, concurrency = 6 }: { maxPages: number; wanted: ReadonlySet<string>; concurrency?: number },
): Promise<CrawlResult> {
  const origin = new URL(start).origin;
  const queued = new Set<string>([start]);
  let frontier = [start];
  const visited = new Set<string>();
  let pageCount = 0;
  const isDone = () => pageCount >= maxPages || [...wanted].every((path) => visited.has(path));
  while (frontier.length > 0 && !isDone()) {
    const next: string[] = [];
    for (let index = 0; index < frontier.length && !isDone(); index += concurrency) {
      const batch = frontier.slice(index, index + Math.min(concurrency, maxPages - pageCount));
      pageCount += batch.length;
      const pages = await Promise.all(
        batch.map(async (url) => {
          const response = await request.get(url, { maxRedirects: 5, failOnStatusCode: false });
          const type = response.headers()["content-type"] ?? "";
          if (!response.ok() || !type.includes("text/html")) return null;
          return { url: response.url(), html: await response.text() };
        }),
      );
      for (const page of pages) {
        if (!page) continue;
        visited.add(normalisePath(new URL(page.url).pathname));
        for (const link of linksOf(page.html, page.url, origin)) {
          if (queued.has(link)) continue;
          queued.add(link);
          next.push(link);
        }
      }
    }
    frontier = next;
  }
  return { visited, pageCount };
}

interface StageHit {
  url: string;
  name: string;
  municipality: string;
}

/** The stages the site's search lists first (no filter), with their municipality. */
export async function stagesOf(request: APIRequestContext, site: SiteConfig): Promise<StageHit[]> {
  const response = await request.post(`${API_ORIGIN}/residence/search_stage`, {
    data: { siteId: site.siteId, limit: 30, offset: 0, sort: "recommended", filter: { inhabitDate: 3 } },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { hits: StageHit[] }).hits;
}

/** The first place the home search suggests for `text` under its default filters: what the combobox offers first. */
export async function firstPlaceSuggestion(
  request: APIRequestContext,
  site: SiteConfig,
  text: string,
): Promise<{ name: string; url: string }> {
  const response = await request.post(`${API_ORIGIN}/residence/search/tags`, {
    data: { siteId: site.siteId, text, filter: { tags: [] } },
  });
  expect(response.ok()).toBe(true);
  const { hits } = (await response.json()) as { hits: { name: string; url: string }[] };
  expect(hits.length, `a suggestion for "${text}"`).toBeGreaterThan(0);
  return hits[0]!;
}
