import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { allSites } from "../sites";
import { CATALOGUE_SITES, homeSearchOf, pathPattern } from "./catalogue-sites";

// Each test only reads pages, so the two workers share the file. Each test opens several pages, each with an axe run; a dev server compiles each route on first use.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

/** Opens a page, expects 200, one h1 and no axe violations (WCAG 2.2 AA tags). */
async function openPage(page: Page, url: string, status = 200) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(status);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(await axeViolations(page), url).toEqual([]);
}

/** The first link on the page whose path matches, as a site path. */
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/**
 * The SEO county and municipality pages are the home search with the place chosen, which lists
 * the projects on sale: a county whose projects are all sold out lists none. This finds, from
 * the areas page, the first county page that lists a project, with a municipality link and that
 * project's link (a municipality too may have only sold-out projects).
 */
async function countyWithStage(page: Page, origin: string, areasPath: string, search: string) {
  await page.goto(`${origin}${areasPath}`);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const county of [...new Set(hrefs.filter((href) => pathPattern(search, 1).test(href)))]) {
    await page.goto(`${origin}${county}`);
    const stage = await firstLink(page, pathPattern(search, 3));
    if (stage) return { county, municipality: await firstLink(page, pathPattern(search, 2)), stage };
  }
  return { county: null, municipality: null, stage: null };
}

for (const { site, origin } of allSites) {
  const catalogue = CATALOGUE_SITES[site.code];
  if (!catalogue) continue;
  const { paths } = catalogue;

  test.describe(`catalogue templates on ${site.siteName} (${site.code})`, () => {
    test(`${catalogue.referenceTemplate} answers and passes axe`, async ({ page }) => {
      await openPage(page, `${origin}${paths.referenceProjects}`);
    });

    if (catalogue.hasHomes) {
      const search = homeSearchOf(site);

      test("AreasPage, SEO county and municipality, StagePage and ObjectPage, reached by their links", async ({
        page,
      }) => {
        await openPage(page, `${origin}${paths.areas}`);
        expect(await firstLink(page, pathPattern(search, 1)), "a county link on the areas page").not.toBeNull();
        const { county, municipality, stage } = await countyWithStage(page, origin, paths.areas!, search);
        expect(stage, "a stage link on a county page").not.toBeNull();
        await openPage(page, `${origin}${county}`);
        expect(municipality, "a municipality link on the county page").not.toBeNull();
        await openPage(page, `${origin}${municipality}`);
        await openPage(page, `${origin}${stage}`);
        await expect(page.getByRole("table")).toBeVisible();
        const home = await firstLink(page, pathPattern(search, 4));
        expect(home, "a home link on the stage page").not.toBeNull();
        await openPage(page, `${origin}${home}`);
        // The home links back to its stage.
        await expect(page.locator(`main a[href="${stage}"]`).first()).toBeVisible();
      });

      test("AreaPage of the first area, where the site has areas", async ({ page }) => {
        await page.goto(`${origin}${paths.areas}`);
        const area = await firstLink(page, pathPattern(paths.areas!, 1));
        test.skip(area === null, `${site.code} has no area with two or more stages in this seed`);
        await openPage(page, `${origin}${area}`);
      });

      test("NotFoundStagePage and NotFoundObjectPage answer 404 with noindex", async ({ page }) => {
        const { municipality, stage } = await countyWithStage(page, origin, paths.areas!, search);
        await openPage(page, `${origin}${municipality}finns-inte/`, 404);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
        await openPage(page, `${origin}${stage}finns-inte/`, 404);
        await expect(page.getByRole("main").getByRole("link", { name: /./ }).first()).toBeVisible();
      });

      test("SoldOutPage and ExternalObjectsPage answer and pass axe", async ({ page }) => {
        await openPage(page, `${origin}${paths.soldOut}`);
        await openPage(page, `${origin}${paths.externalObjects}`);
      });
    }

    if (paths.premises) {
      test("PremisesStartPage, PremisesObjectPage and NotFoundPremisesPage", async ({ page }) => {
        await openPage(page, `${origin}${paths.premises}`);
        const premises = await firstLink(page, pathPattern(paths.premises!, 1));
        expect(premises).not.toBeNull();
        await openPage(page, `${origin}${premises}`);
        await openPage(page, `${origin}${paths.premises}finns-inte/`, 404);
      });
    }

    if (paths.rentals) {
      test("RentalStartPage and RentalProjectPage", async ({ page }) => {
        await openPage(page, `${origin}${paths.rentals}`);
        const rental = await firstLink(page, pathPattern(paths.rentals!, 1));
        expect(rental).not.toBeNull();
        await openPage(page, `${origin}${rental}`);
      });
    }

    if (paths.succession) {
      test("SuccessionPage and SuccessionStagePage", async ({ page }) => {
        await openPage(page, `${origin}${paths.succession}`);
        // The interactive list picks a municipality in a select; its values are the municipality
        // tag URLs (county/municipality), and each has its own page below the list.
        const towns = await page
          .locator("main select option")
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        const town = towns.find((value) => value !== "alla-kommuner");
        expect(town).toBeDefined();
        await openPage(page, `${origin}${paths.succession}${town}/`);
      });
    }
  });
}
