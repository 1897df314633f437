import type { Page } from "@playwright/test";
import type { ExplorerData } from "@housing/contracts/explorer";
import { API_BASE_PATHS, getSite, type SiteCode } from "@housing/site-config";
import { expect } from "../fixtures";
import { API_ORIGIN } from "../env";

const API = API_ORIGIN;

/**
 * A stage of the site whose building the explorer draws, found as a visitor's page would: the
 * home search's stages, then the explorer's own data call. Prefers a building of several floors
 * with homes for sale, so there are neighbours and floors to move between.
 */
export async function explorerStage(page: Page, code: SiteCode): Promise<{ url: string; data: ExplorerData }> {
  const site = getSite(code);
  const search = await page.request.post(`${API}/residence/search_stage`, {
    headers: { "x-site-key": site.key },
    data: { siteId: site.siteId, limit: 100, offset: 0, filter: {} },
  });
  expect(search.ok()).toBe(true);
  const { hits } = (await search.json()) as { hits: Array<{ id: string; url: string }> };
  for (const hit of hits) {
    const answer = await page.request.get(`${API}${API_BASE_PATHS.residenceExplorer}/get/${hit.id}`);
    if (!answer.ok()) continue;
    const data = (await answer.json()) as ExplorerData;
    if (data.building.floors >= 3 && data.building.apartments.length >= 8) return { url: hit.url, data };
  }
  throw new Error(`no stage on ${code} has an explorer building of three floors or more`);
}

/** The stage page's own table of homes, by home name: what the catalogue says of each. */
export async function stageTable(page: Page): Promise<Map<string, { rooms: string; area: string; price: string }>> {
  const rows = await page
    .locator("main table")
    .first()
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").trim());
        return { name: cells[0]!, rooms: cells[1]!, area: cells[2]!, price: cells[4]! };
      }),
    );
  return new Map(rows.map(({ name, ...facts }) => [name, facts]));
}
