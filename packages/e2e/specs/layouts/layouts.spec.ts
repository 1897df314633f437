import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { getSite, type SiteCode } from "@housing/site-config";
import { appOrigin, externalOrigin, isExternal } from "../env";

// The tests only read pages: the two workers share the file.
test.describe.configure({ mode: "parallel" });

/**
 * Layouts by path and page behaviours (spec section 2; section 9 for the
 * 500 ms / 150 px hash scroll). The Finnish site carries the behaviour tests;
 * the layout tests use the pages the seed has for their template.
 */
function originOf(code: SiteCode): string | null {
  const { app } = getSite(code);
  if (isExternal) return externalOrigin(app) ?? null;
  return appOrigin(app);
}

/** Skips (with the reason in the report) when the run has no server for the site. */
function requireOrigin(code: SiteCode): string {
  const origin = originOf(code);
  test.skip(!origin, `E2E_ORIGIN_${getSite(code).app.toUpperCase()} is not set: no ${code} server in this run`);
  return origin!;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe("page behaviours (fi)", () => {
  test("a #block- hash scrolls the block to 150 px below the top after 500 ms", async ({ page }) => {
    const origin = requireOrigin("fi");
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${origin}/#block-start-facts`);
    const block = page.locator("#block-start-facts");
    await expect(block).toBeAttached();
    await expect
      .poll(async () => Math.round(await block.evaluate((element) => element.getBoundingClientRect().top)), {
        // The scroll runs once the page has hydrated, which a busy CI machine may take a while to do.
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(140);
    await expect
      .poll(async () => Math.round(await block.evaluate((element) => element.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(160);
    await expectNoAxeViolations(page);
  });

  test("the dev-only site switcher is there locally, closed, and works with the keyboard", async ({ page }) => {
    const origin = requireOrigin("fi");
    await page.goto(`${origin}/`);
    const switcher = page.getByRole("navigation", { name: "Sivustot (kehittäjätyökalu)" });
    await expect(switcher).toBeVisible();
    await expect(switcher.getByRole("link")).toHaveCount(0);
    await switcher.getByText("Vaihda sivustoa").focus();
    await page.keyboard.press("Enter");
    await expect(switcher.getByRole("link")).toHaveCount(7);
    await expect(switcher.getByRole("link", { name: /Fjällvik Koti/ })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  });

  test("a client-side page change scrolls to the top", async ({ page }) => {
    const origin = requireOrigin("fi");
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${origin}/`);
    // Client-side navigation needs the hydrated page: its scripts have run once the network is idle.
    await page.waitForLoadState("networkidle");
    // Scroll to a teaser link further down, then follow it without a full page load.
    const link = page.getByRole("main").getByRole("link").last();
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const href = await link.getAttribute("href");
    await link.click();
    await expect(page).toHaveURL(`${origin}${href}`, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("layouts by path", () => {
  test("the start page has the default layout: header, footer", async ({ page }) => {
    const origin = requireOrigin("fi");
    await page.goto(`${origin}/`);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "default");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("blank layout (succession page): no header, no footer", async ({ page }) => {
    const origin = requireOrigin("se");
    const path = getSite("se").routes.paths.succession!;
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "blank");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("main")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("plain layout (developer sandbox): brand header without menu, no footer", async ({ page }) => {
    const origin = requireOrigin("se");
    // The Swedish seed names its sandbox in Swedish (the English sub-site has /en/_dev/sandbox/).
    const response = await page.goto(`${origin}/_dev/sandlada/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-layout]")).toHaveAttribute("data-layout", "plain");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);
  });
});
