import { routePath, type SiteCode } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { allSites } from "../sites";
import { crawl, firstPlaceSuggestion, stagePathsOf, stagesOf } from "./crawl";

// The tests only read pages: the two workers share the file.
test.describe.configure({ mode: "parallel" });

/** The sites with a home search: the five consumer sites (not the English sub-site, not the contractor). */
const searchSites = allSites.filter(({ site }) => site.features.isSearchEnabled);

/**
 * A visitor (or a search engine) who starts on the start page must be able to reach every
 * stage by following links: the search, its lists, the start page's current projects and
 * places. The cap (1,000 of the Swedish site's some 3,500 pages) is far above what a site with a
 * working way into its search needs: every stage is two links from the start page.
 */
const MAX_PAGES = 1000;

/** The search and its sister lists each site has (apps/api seed, catalogue-pages.ts), as a visitor reads them. */
const SEARCH_LINKS: Partial<Record<SiteCode, readonly string[]>> = {
  se: [
    "Sök bostad",
    "Våra områden",
    "Lediga lokaler",
    "Mäklarobjekt",
    "Hyresrätter",
    "Referensprojekt",
    "Slutsålda projekt",
  ],
  senior: ["Sök bostad", "Våra områden", "Mäklarobjekt", "Referensprojekt", "Slutsålda projekt"],
  boratt: ["Sök bostad", "Våra områden", "Mäklarobjekt", "Referensprojekt", "Slutsålda projekt"],
  no: ["Finn din bolig", "Våre områder", "Referanseprosjekter", "Utsolgte prosjekter"],
  fi: [
    "Myytävät asunnot",
    "Alueemme",
    "Vapaat liiketilat",
    "Vuokra-asunnot",
    "Referenssikohteet",
    "Loppuunmyydyt kohteet",
  ],
};

/** The accessible names the frame gives its quick links and main menu, and the search its chosen places. */
const LABELS: Record<"sv" | "nb" | "fi", { quickLinks: string; menuButton: string; menu: string; chosen: string }> = {
  sv: { quickLinks: "Genvägar", menuButton: "Meny", menu: "Huvudmeny", chosen: "Valda platser" },
  nb: { quickLinks: "Snarveier", menuButton: "Meny", menu: "Hovedmeny", chosen: "Valgte steder" },
  fi: { quickLinks: "Pikalinkit", menuButton: "Valikko", menu: "Päävalikko", chosen: "Valitut paikat" },
};

for (const { site, origin, start } of searchSites) {
  const searchPath = routePath(site, "homeSearch")!;
  const labels = LABELS[site.locale as keyof typeof LABELS];
  const links = SEARCH_LINKS[site.code]!;

  test.describe(`${site.siteName} (${site.code})`, () => {
    test("a link crawl from the start page reaches every stage the search lists", async ({ request }) => {
      test.setTimeout(300_000);
      const stages = await stagePathsOf(request, site);
      expect(stages.length, "the seed has stages on this site").toBeGreaterThan(0);
      const { visited, pageCount } = await crawl(request, start, { maxPages: MAX_PAGES, wanted: new Set(stages) });
      const missing = stages.filter((path) => !visited.has(path));
      expect(missing, `stages not reached in ${pageCount} pages`).toEqual([]);
    });

    test("the quick links, the main menu and the footer's explore column lead to the search and its lists", async ({
      page,
      request,
    }) => {
      await page.goto(start);
      const quickLinks = page.getByRole("banner").getByRole("navigation", { name: labels.quickLinks });
      // Spec section 2: two quick links on a site with search, the search first.
      await expect(quickLinks.getByRole("link")).toHaveCount(2);
      await expect(quickLinks.getByRole("link").first()).toHaveText(links[0]!);
      await expect(quickLinks.getByRole("link").first()).toHaveAttribute("href", searchPath);

      await page.getByRole("banner").getByRole("button", { name: labels.menuButton, exact: true }).click();
      const mainMenu = page.getByRole("navigation", { name: labels.menu });
      for (const label of links) await expect(mainMenu.getByRole("link", { name: label, exact: true })).toBeVisible();
      await page.keyboard.press("Escape");

      const explore = page.getByRole("contentinfo").locator('nav[aria-labelledby="footer-explore"]');
      const exploreLinks = explore.getByRole("link");
      await expect(exploreLinks.filter({ hasText: new RegExp(`^(${links.join("|")})$`) })).toHaveText([...links]);
      // None of them is a dead end.
      for (const href of await exploreLinks.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!))) {
        expect((await request.get(`${origin}${href}`)).status(), href).toBe(200);
      }
    });

    test("the start page shows current projects that link to their stage pages", async ({ page, request }) => {
      const stages = new Set(await stagePathsOf(request, site));
      await page.goto(start);
      const projects = page.locator('[id^="block-start-projects-"]');
      await expect(projects.first()).toBeVisible();
      const hrefs = await projects
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(stages.has(decodeURI(href)), `${href} is a stage of the search`).toBe(true);
    });

    test("the start page's search box picks a place by keyboard and lands on the search with it chosen", async ({
      page,
      request,
    }) => {
      // The first stage's municipality: a place the site certainly builds in.
      const [stage] = await stagesOf(request, site);
      const typed = stage!.municipality;
      const suggestion = await firstPlaceSuggestion(request, site, typed);
      const depth = suggestion.url.split("/").length;
      // The search page's own URL for one place: county and municipality as a path, an area as ?q=.
      const expected =
        depth <= 2 ? `${origin}${searchPath}${suggestion.url}/` : `${origin}${searchPath}?q=${suggestion.url}`;

      await gotoHydrated(page, start, 'main form[role="search"] input');
      const box = page.getByRole("main").getByRole("search");
      await box.getByRole("textbox").focus();
      // The combobox's code loads on focus and takes the field's place.
      const combobox = box.getByRole("combobox");
      await expect(combobox).toBeFocused();
      await page.keyboard.type(typed);
      const option = box.getByRole("option", { name: new RegExp(`^${suggestion.name}`) }).first();
      await expect(option).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(box.getByRole("option", { selected: true })).toContainText(suggestion.name);
      await page.keyboard.press("Enter");

      await expect(page).toHaveURL(expected);
      await expect(page.getByRole("list", { name: labels.chosen })).toContainText(suggestion.name);
    });
  });
}
