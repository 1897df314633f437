import type { TagHit } from "@housing/contracts";
import { sites } from "@housing/site-config";

/** One call of the benchmark's mix. */
export interface Call {
  name: string;
  method?: string;
  path: string;
  body?: unknown;
}

async function post<T>(baseUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The typical calls of a visitor on the Swedish site: an open search with the default filters (the
 * two calls the search page sends when it opens: the first 30 stages with the areas and the three
 * counts, and the first 30 homes), a county plus price and rooms, a price sort, paging, tag
 * autocomplete as someone types, and the text search.
 */
export async function buildMix(baseUrl: string): Promise<Call[]> {
  const siteId = sites.se.siteId;
  const { hits } = await post<{ hits: TagHit[] }>(baseUrl, "/residence/search/tags", {
    siteId,
    text: "stockholm",
    limit: 20,
  });
  const county = hits.find((tag) => tag.type === "county") ?? hits[0];
  if (!county) throw new Error("no county tag to search with");
  const tag = { id: county.id, name: county.name, url: county.url, hasRental: county.hasRental ?? false };
  const search = (name: string, body: object): Call => ({
    name,
    path: "/residence/search_object",
    body: { siteId, limit: 30, offset: 0, ...body },
  });
  return [
    {
      name: "open search: stages, areas, counts",
      path: "/residence/stage_and_area_search",
      body: { siteId, limit: 30 },
    },
    search("open search: first 30 homes", {}),
    search("county + price + rooms", { filter: { tags: [tag], maxPrice: 5_000_000, minRooms: 3 } }),
    search("sort by price", { sort: "price:asc" }),
    search("paging (offset 120)", { offset: 120 }),
    ...["g", "gö", "göt", "upp", "nack"].map((text) => ({
      name: "tag autocomplete",
      path: "/residence/search/tags",
      body: { siteId, text, limit: 20 },
    })),
    { name: "text search", path: "/textsearch", body: { siteId, text: "bostad", categories: ["all"], take: 25 } },
  ];
}

/**
 * Opening the map: the search page's two bulk calls (400 stages with their areas, 400 homes),
 * measured on their own. They are not among the typical calls, and a visitor opens the
 * map far less often than they filter, so they are reported beside the mix, not inside it.
 */
export function buildMapCalls(): Call[] {
  const siteId = sites.se.siteId;
  return [
    { name: "map: 400 stages and areas", path: "/residence/stage_and_area_search", body: { siteId } },
    { name: "map: 400 homes", path: "/residence/search_object", body: { siteId, limit: 400, offset: 0 } },
  ];
}
