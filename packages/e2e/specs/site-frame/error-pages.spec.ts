import { getSite, routePath, type SiteCode } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { allSites } from "../sites";
import { sitemapEntriesOf } from "./site-basics-api";

/** The 404 and 500 headings and titles per language (site-shell messages). */
const TEXT = {
  sv: { notFound: "Sidan kunde inte hittas", serverError: "Något gick fel" },
  nb: { notFound: "Fant ikke siden", serverError: "Noe gikk galt" },
  fi: { notFound: "Sivua ei löytynyt", serverError: "Jokin meni vikaan" },
  en: { notFound: "Page not found", serverError: "Something went wrong" },
} as const;

/** One site per language. */
const SITES: readonly SiteCode[] = ["se", "no", "fi", "se-en"];

for (const code of SITES) {
  const { site, origin } = allSites.find((entry) => entry.site.code === code)!;
  const text = TEXT[site.locale];

  test.describe(`${site.siteName} (${code}) error pages`, () => {
    test("a missing page answers 404 with the 404 page in the frame, its language and its title", async ({ page }) => {
      const response = await page.goto(`${origin}${site.pathPrefix}/finns-inte-${code}/`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${text.notFound} | ${site.siteName}`);
      await expect(page.locator("html")).toHaveAttribute("lang", site.languageTag);
      await expect(page.getByRole("heading", { level: 1, name: text.notFound })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(site.organisationNumber);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });

    test("a page with an unknown template answers 500 with the 500 page in the frame and its title", async ({
      page,
    }) => {
      const response = await page.goto(`${origin}${site.pathPrefix}/_dev/unknown-template/`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1, name: text.serverError })).toBeVisible();
      await expect(page).toHaveTitle(`${text.serverError} | ${site.siteName}`);
      await expect(page.getByRole("contentinfo")).toContainText(site.organisationNumber);
    });

    test("when the back end fails, the 500 page is in the server's HTML: status, language, title, a way back", async ({
      page,
    }) => {
      const path = `${site.pathPrefix}/_dev/service-unavailable/`;
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(500);
      const html = await response!.text();
      expect(html).toContain(`<html lang="${site.languageTag}"`);
      expect(html).toContain(`<title>${text.serverError} | ${site.siteName}</title>`);
      await expect(page.getByRole("heading", { level: 1, name: text.serverError })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(site.organisationNumber);
      await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute("href", path);
      await expect(page.getByRole("banner").getByRole("link", { name: site.siteName })).toBeVisible();
    });

    test("without JavaScript the 404 page is in the HTML with its frame, and the 500 answer carries its status and title", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const missing = await page.goto(`${origin}${site.pathPrefix}/finns-inte-${code}/`);
      expect(missing?.status()).toBe(404);
      const missingHtml = await missing!.text();
      expect(missingHtml).toContain(`<title>${text.notFound} | ${site.siteName}</title>`);
      // The page itself, not only its head: language, frame and message are in the server's HTML.
      expect(missingHtml).toContain(`<html lang="${site.languageTag}"`);
      await expect(page.getByRole("heading", { level: 1, name: text.notFound })).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(site.organisationNumber);
      const broken = await page.goto(`${origin}${site.pathPrefix}/_dev/unknown-template/`);
      expect(broken?.status()).toBe(500);
      expect(await broken!.text()).toContain(`<title>${text.serverError} | ${site.siteName}</title>`);
      await context.close();
    });
  });
}

test.describe("listings that do not exist answer 404", () => {
  const se = getSite("se");
  const { origin } = allSites.find((entry) => entry.site.code === "se")!;

  test("a missing stage, home and premises each answer 404 with ways on in the frame", async ({ page, request }) => {
    const entries = await sitemapEntriesOf(request, se);
    const stagePath = entries.find((entry) => entry.templateName === "StagePage")!.path;
    const municipalityPath = stagePath.replace(/[^/]+\/$/, "");
    const premisesList = routePath(se, "premises")!;
    const missing = [
      { path: `${municipalityPath}projekt-som-inte-finns/`, wayOn: municipalityPath },
      { path: `${stagePath}lagenhet-som-inte-finns/`, wayOn: stagePath },
      { path: `${premisesList}lokal-som-inte-finns/`, wayOn: premisesList },
    ];
    for (const { path, wayOn } of missing) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(`main a[href="${wayOn}"]`).first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(se.organisationNumber);
    }
  });
});
