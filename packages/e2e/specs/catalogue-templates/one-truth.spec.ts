import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { cardsOf, openSearch } from "../search/home-search-helpers";
import { allSites } from "../sites";

/*
 * One truth per home and per place, as a visitor reads it on the Swedish site: Lägenhet 1001 of
 * Brf Lindvyn says the same rooms, area, floor, price and status in its stage's table, on its
 * search card and on its own page (whose lead names the floor as its facts do), and Stockholms
 * län and Stockholm count the same projects on their SEO pages, in the search box's suggestions
 * and in the search's own count.
 */

test.describe.configure({ timeout: 120_000 });

const origin = allSites.find(({ site }) => site.code === "se")!.origin;
const search = "/sok-bostad/";
const stageUrl = `${search}stockholms-lan/varmdo/brf-lindvyn/`;
const homeName = "Lägenhet 1001";

/** The value of a fact (`<dt>` label, `<dd>` value) in the page's main content. */
function fact(page: Page, label: string): Locator {
  return page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

/** A count in a text such as "23 bostadsprojekt" or "Projekt (23)". */
function countIn(text: string, pattern: RegExp): number {
  const match = pattern.exec(text);
  expect(match, `${pattern} in "${text}"`).not.toBeNull();
  return Number(match![1]);
}

test("Lägenhet 1001 of Brf Lindvyn reads the same in its stage's table, on its search card and on its own page", async ({
  page,
}) => {
  await page.goto(`${origin}${stageUrl}`);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: homeName }) });
  const cells = row.getByRole("cell");
  await expect(cells).toHaveCount(5);
  const [rooms = "", area = "", floor = "", price = "", status = ""] = (await cells.allInnerTexts()).map((text) =>
    text.trim(),
  );
  expect(rooms).toMatch(/^\d+\s+rok$/);
  expect(floor).toBe("Bottenvåning");

  // The home's card in the search of its municipality (its homes view, in the recommended order).
  await openSearch(page, `${origin}${search}?q=stockholms-lan%2Fvarmdo#object`);
  const card = cardsOf(page).filter({ has: page.getByRole("heading", { name: `Brf Lindvyn, ${homeName}` }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`${rooms} · ${area}`);
  await expect(card).toContainText(price);
  await expect(card).toContainText(status);

  await page.goto(`${origin}${stageUrl}lagenhet-1001/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeName);
  await expect(fact(page, "Antal rum")).toHaveText(rooms);
  await expect(fact(page, "Boarea")).toHaveText(area);
  await expect(fact(page, "Våning")).toHaveText(floor);
  await expect(fact(page, "Pris")).toHaveText(price);
  await expect(fact(page, "Status")).toHaveText(status);
  // The lead says the rooms and the floor as the facts do ("3 rok om 67 m², bottenvåning med uteplats.").
  const lead = page.getByRole("main").locator("header p").filter({ hasText: "m²" });
  await expect(lead).toContainText(rooms.replace(/\s+/g, " "));
  await expect(lead).toContainText(floor.toLowerCase());
});

test("Stockholms län and Stockholm count the same projects on their SEO pages, in the suggestions and in the search", async ({
  page,
}) => {
  const places = [
    { name: "Stockholms län", url: "stockholms-lan", type: "Län" },
    { name: "Stockholm", url: "stockholms-lan/stockholm", type: "Kommun" },
  ];
  // The search box's suggestions on the search page, before any place is chosen.
  await openSearch(page, `${origin}${search}`);
  const box = page.getByRole("combobox", { name: "Län, kommun eller område" });
  await box.fill("Stockholm");
  const suggestions = new Map<string, number>();
  for (const place of places) {
    const option = page
      .getByRole("option")
      .filter({ has: page.getByText(place.name, { exact: true }) })
      .filter({ hasText: place.type });
    await expect(option).toHaveCount(1);
    suggestions.set(place.name, countIn(await option.innerText(), /(\d+) projekt/));
  }

  const viewCount = async () =>
    countIn(
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Projekt \(\d+\)$/ })
        .innerText(),
      /\((\d+)\)/,
    );
  const counts = [];
  let linkedTownCount = 0;
  for (const place of places) {
    await openSearch(page, `${origin}${search}${place.url}/`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText(place.name);
    const lead = await main
      .locator("p")
      .filter({ hasText: /bostadsprojekt/ })
      .first()
      .innerText();
    counts.push({
      place: place.name,
      seoPage: countIn(lead, /(\d+) bostadsprojekt/),
      search: await viewCount(),
      suggestion: suggestions.get(place.name),
    });
    if (place.type === "Län") {
      // The county page's link to the municipality says how many projects the municipality has.
      const link = main.getByRole("link", { name: /^Stockholm \(\d+ projekt\)$/ });
      linkedTownCount = countIn(await link.innerText(), /\((\d+) projekt\)/);
    }
  }
  const [county, town] = counts.map((count) => count.search);
  expect(counts).toEqual([
    { place: "Stockholms län", seoPage: county, search: county, suggestion: county },
    { place: "Stockholm", seoPage: town, search: town, suggestion: town },
  ]);
  expect(linkedTownCount).toBe(town);
});
