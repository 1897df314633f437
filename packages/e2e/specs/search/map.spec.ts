import type { Locator, Page, Response } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { allSites } from "../sites";

const swedish = allSites.find(({ site }) => site.code === "se")!;
const searchUrl = `${swedish.origin}/sok-bostad/`;

/*
 * The home search's map view (spec section 2, #map). Chunk names are hashed in production builds,
 * so "is maplibre-gl loaded" is read from the scripts' contents: a class name string of MapLibre's
 * that minifying keeps.
 */
const MAPLIBRE_SIGNATURE = "maplibregl-canvas-container";

// CI draws WebGL in software (SwiftShader) beside six app builds: give the map room.
test.describe.configure({ timeout: 90_000 });

/**
 * Records every script the page fetches and whether it carries MapLibre. A script whose body
 * cannot be read (a failed response, a body Chromium no longer holds) fails the test: unread, it
 * would count as a script without MapLibre.
 */
function watchScripts(page: Page): { withMapLibre: () => Promise<string[]> } {
  const reads: Array<Promise<{ url: string; hasMapLibre: boolean } | { url: string; error: string }>> = [];
  page.on("response", (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    const url = response.url();
    reads.push(
      response.ok()
        ? response.text().then(
            (body) => ({ url, hasMapLibre: body.includes(MAPLIBRE_SIGNATURE) }),
            (error: unknown) => ({ url, error: String(error) }),
          )
        : Promise.resolve({ url, error: `HTTP ${response.status()}` }),
    );
  });
  return {
    withMapLibre: async () => {
      const results = await Promise.all(reads);
      expect(
        results.filter((result) => "error" in result),
        "every script the page fetched could be read",
      ).toEqual([]);
      return results.filter((result) => "hasMapLibre" in result && result.hasMapLibre).map(({ url }) => url);
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function mapRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Karta över sökresultaten" });
}

/** The HTML markers: clusters ("… här, välj för att zooma in") and single hits ("name, price"). */
function markers(page: Page): Locator {
  return mapRegion(page).locator("button.maplibregl-marker");
}

async function openMapView(page: Page): Promise<void> {
  await page.goto(`${searchUrl}#map`);
  await expect(mapRegion(page).locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 30_000 });
  await expect(markers(page).first()).toBeVisible({ timeout: 30_000 });
}

test("maplibre-gl is not in the search page's first load; opening the map loads it", async ({ page }) => {
  const scripts = watchScripts(page);
  // The build also emits MapLibre's development files (its code names them); the map must load the minified ones.
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(searchUrl);
  await page.waitForLoadState("networkidle");
  expect(await scripts.withMapLibre()).toEqual([]);

  await page.getByRole("button", { name: "Karta", exact: true }).click();
  await expect(page).toHaveURL(/#map$/);
  await expect(mapRegion(page).locator("canvas.maplibregl-canvas")).toBeVisible({ timeout: 30_000 });
  await expect(markers(page).first()).toBeVisible({ timeout: 30_000 });
  expect((await scripts.withMapLibre()).length).toBeGreaterThan(0);
  expect(requested.filter((url) => /maplibre-gl[^/]*-dev/.test(url))).toEqual([]);
});

test("the open map view shows clustered markers for every stage and passes axe", async ({ page }) => {
  await openMapView(page);
  // Every stage with a position is in a marker: the counts of clusters plus single markers.
  const counted = await markers(page).evaluateAll((buttons) =>
    buttons.reduce((sum, button) => sum + Number((button as HTMLElement).dataset.cluster ?? 1), 0),
  );
  // The view switch says how many stages match ("Projekt (62)"); those without a position are named under the map.
  const total = Number(
    /\((\d+)\)/.exec((await page.getByRole("button", { name: /^Projekt \(\d+\)$/ }).textContent()) ?? "")?.[1],
  );
  const note = await mapRegion(page)
    .getByText(/saknar position/)
    .allTextContents();
  const withoutPosition = Number(/^(\d+)/.exec(note[0] ?? "")?.[1] ?? 0);
  expect(counted).toBeGreaterThan(1);
  expect(counted + withoutPosition).toBe(total);
  // Every marker lies inside the visible map, so Tab reaches what the eye sees.
  const box = (await mapRegion(page).locator("canvas.maplibregl-canvas").boundingBox())!;
  for (const marker of await markers(page).all()) {
    const markerBox = (await marker.boundingBox())!;
    expect(markerBox.x + markerBox.width / 2).toBeGreaterThanOrEqual(box.x);
    expect(markerBox.x + markerBox.width / 2).toBeLessThanOrEqual(box.x + box.width);
  }
  await expect(page.getByRole("button", { name: "Zooma in", exact: true })).toBeVisible();
  await expect(mapRegion(page).getByRole("link", { name: "Natural Earth" })).toBeAttached();
  expect(await axeViolations(page)).toEqual([]);
});

test("keyboard alone: Tab reaches the markers, a cluster zooms in, a marker opens its card, Escape closes it", async ({
  page,
}) => {
  await openMapView(page);
  // From the map's canvas the next Tab stop is the first marker.
  await mapRegion(page).locator("canvas.maplibregl-canvas").focus();
  await page.keyboard.press("Tab");
  let focused = page.locator("button.maplibregl-marker:focus");
  await expect(focused).toHaveCount(1);

  // Open clusters until a single hit has focus (focus stays on the map, nearest the opened cluster).
  for (let step = 0; step < 8 && (await focused.getAttribute("data-cluster")) !== null; step += 1) {
    const before = await focused.getAttribute("aria-label");
    await page.keyboard.press("Enter");
    await expect(page.locator("button.maplibregl-marker:focus")).not.toHaveAttribute("aria-label", before!, {
      timeout: 10_000,
    });
    focused = page.locator("button.maplibregl-marker:focus");
  }
  await expect(focused).toHaveAttribute("aria-haspopup", "dialog");
  const name = (await focused.getAttribute("aria-label"))!.split(",")[0]!;

  await page.keyboard.press("Enter");
  const card = mapRegion(page).getByRole("dialog", { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name })).toBeFocused();
  await expect(card.getByRole("link", { name })).toHaveAttribute("href", /^\/.+/);
  await expect(page.locator("button.maplibregl-marker[aria-expanded='true']")).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(card).toBeHidden();
  await expect(page.locator("button.maplibregl-marker:focus")).toHaveAttribute(
    "aria-label",
    new RegExp(`^${escapeRegExp(name)}`),
  );
});

test("a marker opens its card by mouse too, and the close button closes it", async ({ page }) => {
  await openMapView(page);
  const single = markers(page).and(page.locator("[aria-haspopup='dialog']")).first();
  if ((await single.count()) === 0) {
    // All hits clustered at this size: open the first cluster.
    await markers(page).first().click();
  }
  await single.click();
  const card = mapRegion(page).getByRole("dialog");
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Stäng" }).click();
  await expect(card).toBeHidden();
});

test("list and map stay in sync: a filter changes the markers to the stages the list counts", async ({ page }) => {
  await openMapView(page);
  const countOf = async () =>
    Number(/\((\d+)\)/.exec((await page.getByRole("button", { name: /^Projekt \(\d+\)$/ }).textContent()) ?? "")?.[1]);
  const markerSum = () =>
    markers(page).evaluateAll((buttons) =>
      buttons.reduce((sum, button) => sum + Number((button as HTMLElement).dataset.cluster ?? 1), 0),
    );
  const before = await countOf();
  await page.getByRole("checkbox", { name: /^Premium/ }).check();
  await expect.poll(countOf, { timeout: 15_000 }).toBeLessThan(before);
  const after = await countOf();
  await expect.poll(markerSum, { timeout: 15_000 }).toBe(after);
});
