import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { routePath } from "@housing/site-config";
import { allSites } from "../sites";
import { waitHydrated } from "../hydrated";
import { cardsOf, filterToPaint, openSearch, resultsOf, searchOf } from "./home-search-helpers";

/** The results' "Visa fler" button (its busy state is always set). */
const SHOW_MORE = "main section[aria-labelledby] button[aria-busy]";

// A dev server compiles the page on first use; every state the spec opens gets an axe run.
test.describe.configure({ timeout: 120_000 });

const swedish = allSites.find(({ site }) => site.code === "se")!;
const finnish = allSites.find(({ site }) => site.code === "fi")!;
const senior = allSites.find(({ site }) => site.code === "senior")!;
const searchUrl = `${swedish.origin}${routePath(swedish.site, "homeSearch")}`;

async function expectNoAxeViolations(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

test.describe("home search on the Swedish site", () => {
  test("the first 30 projects are in the server's HTML, with filters and views", async ({ page }) => {
    await openSearch(page, searchUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sök bostad");
    await expect(cardsOf(page)).toHaveCount(30);
    await expect(page.getByRole("button", { name: /^Projekt \(\d+\)$/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /^Bostäder \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Karta" })).toBeVisible();
    await expectNoAxeViolations(page, "search page");
  });

  test("a filter change searches at once, writes the URL, and Back and Forward restore it", async ({ page }) => {
    await openSearch(page, searchUrl);
    const search = searchOf(page);
    await search.getByRole("group", { name: "Antal rum" }).getByLabel("Från").selectOption("3");
    await expect(page).toHaveURL(/[?&]minRooms=3(&|$)/);
    const apartment = search.getByRole("checkbox", { name: /^Lägenhet/ });
    await apartment.check();
    await expect(page).toHaveURL(/minRooms=3&residenceType=apartment$/);
    await expect(resultsOf(page)).toHaveAttribute("aria-busy", "false");
    const measure = await filterToPaint(page);
    test.info().annotations.push({ type: "filter-to-paint", description: `${Math.round(measure ?? -1)} ms` });
    console.log(`filter-to-paint: ${measure ?? "none"} ms`);
    expect(measure).not.toBeNull();
    await expectNoAxeViolations(page, "filtered");

    await page.goBack();
    await expect(page).toHaveURL(/\?minRooms=3$/);
    await expect(apartment).not.toBeChecked();
    await expect(search.getByRole("group", { name: "Antal rum" }).getByLabel("Från")).toHaveValue("3");
    await page.goForward();
    await expect(apartment).toBeChecked();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(searchUrl);
    await expect(search.getByRole("group", { name: "Antal rum" }).getByLabel("Från")).toHaveValue("");
  });

  test("tags are found and chosen by keyboard alone, and one county goes in the path", async ({ page }) => {
    await openSearch(page, searchUrl);
    const combobox = page.getByRole("combobox", { name: "Län, kommun eller område" });
    await combobox.focus();
    await page.keyboard.type("Stockh");
    const listbox = page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    const active = await combobox.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page, "suggestions open");
    const chosenName = (await page.locator(`[id="${active}"] span`).first().textContent()) ?? "";
    await page.keyboard.press("Enter");
    await expect(combobox).toBeFocused();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    const chips = page.getByRole("list", { name: "Valda platser" });
    await expect(chips.getByText(chosenName, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/sok-bostad\/stockholms-lan\/$/);
    await expect(resultsOf(page)).toHaveAttribute("aria-busy", "false");

    // Escape closes the suggestions without choosing.
    await page.keyboard.type("Upps");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(combobox).toHaveValue("");

    await page.getByRole("button", { name: `Ta bort ${chosenName}` }).press("Enter");
    await expect(page).toHaveURL(searchUrl);
  });

  test("'show more' appends 30 and moves focus to the first new card; Back from a project restores the list", async ({
    page,
  }) => {
    await openSearch(page, searchUrl);
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(30);
    await waitHydrated(page, SHOW_MORE);
    await page.getByRole("button", { name: "Visa fler" }).click();
    // The next 30 come from the search API, which shares the machine with the other worker's pages.
    await expect(cards.nth(30)).toBeVisible({ timeout: 15_000 });
    await expect(cards.nth(30).getByRole("link")).toBeFocused();
    const count = await cards.count();
    expect(count).toBeGreaterThan(30);

    const target = cards.nth(40).getByRole("link");
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await target.click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Sök bostad", { timeout: 30_000 });
    await page.goBack();
    await expect(cards).toHaveCount(count, { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
    // The card the visitor left from is where it was, whatever the heights of the cards never drawn above it.
    await expect(cards.nth(40)).toBeInViewport();
  });

  test("the homes view pages by 30 through its hash", async ({ page }) => {
    await openSearch(page, searchUrl);
    await page.getByRole("button", { name: /^Bostäder \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/#object$/);
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(30);
    await page.getByRole("button", { name: "Visa fler" }).click();
    await expect(cards).toHaveCount(60);
    await expectNoAxeViolations(page, "homes view");
    await page.goBack();
    await expect(page.getByRole("button", { name: /^Projekt \(\d+\)$/ })).toHaveAttribute("aria-pressed", "true");
  });

  test("a search without hits says 'Inga resultat' and offers to clear the filters", async ({ page }) => {
    await openSearch(page, `${searchUrl}?maxPrice=500000`);
    await expect(page.getByText("Inga resultat")).toBeVisible();
    await expectNoAxeViolations(page, "empty");
    await page.getByRole("button", { name: "Rensa filter" }).last().click();
    await expect(page).toHaveURL(searchUrl);
    await expect(cardsOf(page)).toHaveCount(30);
  });

  test("when the search service is down the page says so, keeps its filters usable and can try again", async ({
    page,
  }) => {
    await openSearch(page, searchUrl);
    await expect(cardsOf(page)).toHaveCount(30);
    await page.route("**/residence/**", (route) => route.abort());
    await searchOf(page).getByRole("group", { name: "Antal rum" }).getByLabel("Från").selectOption("2");
    const alert = page.getByRole("alert").filter({ hasText: "Söktjänsten fungerar inte just nu" });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(searchOf(page).getByRole("checkbox", { name: /^Lägenhet/ })).toBeEnabled();
    await expectNoAxeViolations(page, "service down");
    await page.unroute("**/residence/**");
    await alert.getByRole("button", { name: "Försök igen" }).click();
    await expect(cardsOf(page)).toHaveCount(30);
  });

  test("every filter can be set by keyboard alone", async ({ page }) => {
    await openSearch(page, searchUrl);
    const inhabit = searchOf(page).getByRole("radio", { name: "Inom ett år" });
    await inhabit.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/inhabitDate=2/);
    const viewing = searchOf(page).getByRole("checkbox", { name: "Endast med inbokad visning" });
    await viewing.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/viewing=1/);
    const sort = page.getByLabel("Sortera");
    await sort.focus();
    await sort.selectOption("price:asc");
    await expect(page).toHaveURL(/sort=price:asc/);
  });
});

test.describe("geo=auto", () => {
  test.use({ geolocation: { latitude: 59.33, longitude: 18.07 }, permissions: ["geolocation"] });

  test("inhabit date 'now' asks for the visitor's position and searches around it", async ({ page }) => {
    await openSearch(page, searchUrl);
    await searchOf(page).getByRole("radio", { name: "Nu" }).check();
    await expect(page).toHaveURL(/inhabitDate=0&geo=auto$/);
    await expect(searchOf(page).getByText("Visar bostäder inom 50 km från dig.")).toBeVisible();
    await searchOf(page).getByRole("radio", { name: "Inom sex månader" }).check();
    await expect(page).toHaveURL(/\?inhabitDate=1$/);
  });
});

test("the SEO county page is the search with its county chosen and its municipality links", async ({ page }) => {
  await page.goto(`${searchUrl}stockholms-lan/`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Stockholms län");
  await expect(page.getByRole("list", { name: "Valda platser" })).toContainText("Stockholms län");
  await expect(page.locator('main a[href^="/sok-bostad/stockholms-lan/"]').first()).toBeVisible();
  await expectNoAxeViolations(page, "SEO county page");
});

test("the Finnish search uses Finland's ranges", async ({ page }) => {
  await page.goto(`${finnish.origin}${routePath(finnish.site, "homeSearch")}?maxPrice=2000000&minRooms=9`);
  const search = searchOf(page);
  const maxPrice = search.getByRole("group", { name: "Hinta" }).getByLabel("Enintään");
  await expect(maxPrice.locator("option").nth(-2)).toHaveText(/900\s000\s€/);
  await expect(maxPrice).toHaveValue("");
  await expect(search.getByRole("group", { name: "Huoneita" }).getByLabel("Vähintään")).toHaveValue("4");
  await expectNoAxeViolations(page, "Finnish search");
});

test("the senior site has the simple search: tags, price, rooms and sort, no map", async ({ page }) => {
  await page.goto(`${senior.origin}${routePath(senior.site, "homeSearch")}`);
  await expect(page.getByRole("combobox", { name: "Län, kommun eller område" })).toBeVisible();
  await expect(searchOf(page).getByRole("group", { name: "Pris" })).toBeVisible();
  await expect(searchOf(page).getByRole("group", { name: "Boarea" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Karta" })).toHaveCount(0);
  await expectNoAxeViolations(page, "simple search");
});
