import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { routePath } from "@housing/site-config";
import { allSites } from "../sites";

// The tests only read pages: the two workers share the file.
test.describe.configure({ mode: "parallel" });

for (const { site, origin, start } of allSites) {
  test.describe(`${site.siteName} (${site.code})`, () => {
    test("start page shows its own brand, locale, navigation and footer", async ({ page }) => {
      const response = await page.goto(start);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", site.languageTag);
      await expect(page.locator("html")).toHaveAttribute("data-brand", site.brand);
      await expect(page.getByRole("link", { name: new RegExp(site.siteName) }).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const nav = page.getByRole("navigation").first();
      await expect(nav.getByRole("link").first()).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(site.organisationNumber);
      await expect(footer).toContainText(site.companyName);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an article page (the cookie policy) shows the ArticlePage template with status 200", async ({ page }) => {
      const path = routePath(site, "cookies");
      test.skip(path === null, "this site has no cookie policy page");
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an unknown path shows the 404 template with status 404", async ({ page }) => {
      const response = await page.goto(`${origin}${site.pathPrefix}/finns-inte-${site.code}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", site.languageTag);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("contentinfo")).toContainText(site.organisationNumber);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("a page with an unknown template shows the 500 template", async ({ page }) => {
      const response = await page.goto(`${origin}${site.pathPrefix}/_dev/unknown-template/`);
      expect(response?.status()).toBe(500);
      await expect(page.getByText("500", { exact: true })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(site.organisationNumber);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
