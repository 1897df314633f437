import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { allSites } from "../sites";

const swedish = allSites.find(({ site }) => site.code === "se")!;

// Opening animations (foldouts, the consent prompt, modals) fade in; axe must see their final colours.
test.use({ reducedMotion: "reduce" });
// Each test opens several states and runs axe on each of them.
test.describe.configure({ timeout: 60_000 });

/** Opens the Swedish start page and waits until React has hydrated the header (its buttons carry React's props). */
async function gotoStart(page: Page, hash = ""): Promise<void> {
  await page.goto(`${swedish.start}${hash}`);
  await page.waitForFunction(() => {
    const button = document.querySelector("header button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

/** The foldout a header button controls (aria-controls). */
async function controlled(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function focusIsInside(panel: Locator): Promise<boolean> {
  return panel.evaluate((element) => element.contains(document.activeElement));
}

// The foldouts a logged-out visitor has on the Swedish site (user menu and notifications need a login).
const FOLDOUTS = [
  { button: "Meny", heading: "Meny" },
  { button: "Sök", heading: "Sök på webbplatsen" },
  { button: "Språk", heading: "Språk" },
] as const;

test.describe("header foldouts on the Swedish site", () => {
  for (const { button: name, heading } of FOLDOUTS) {
    test(`the ${name} foldout works by keyboard`, async ({ page }) => {
      await gotoStart(page);
      const button = page.getByRole("banner").getByRole("button", { name, exact: true });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = await controlled(page, button);
      await expect(panel.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-foldout-open", /.+/);

      // Round the foldout twice with Tab, then back with Shift+Tab: focus never leaves it.
      const stops = await panel.evaluate(
        (element) => element.querySelectorAll("a[href], button:not([disabled]), input:not([disabled])").length,
      );
      for (let press = 0; press < stops * 2 + 1; press += 1) {
        await page.keyboard.press("Tab");
        expect(await focusIsInside(panel), `Tab ${press + 1}`).toBe(true);
      }
      for (let press = 0; press < stops + 1; press += 1) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusIsInside(panel), `Shift+Tab ${press + 1}`).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.locator("html")).not.toHaveAttribute("data-foldout-open", /.*/);
    });
  }

  test("only one foldout is open at a time", async ({ page }) => {
    await gotoStart(page);
    const header = page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Meny", exact: true });
    const language = header.getByRole("button", { name: "Språk", exact: true });
    await menu.click();
    await expect(await controlled(page, menu)).toBeVisible();
    await language.click();
    await expect(language).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(await controlled(page, menu)).toBeHidden();
    await expect(page.locator("header section[data-foldout]:visible")).toHaveCount(1);
    // A click on the page outside closes it.
    await page.mouse.click(5, 700);
    await expect(language).toHaveAttribute("aria-expanded", "false");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the language foldout offers English with its notice and the three countries", async ({ page }) => {
    await gotoStart(page);
    const language = page.getByRole("banner").getByRole("button", { name: "Språk", exact: true });
    await language.click();
    const panel = await controlled(page, language);
    await expect(panel.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/");
    await expect(panel).toContainText("Den engelska webbplatsen innehåller endast information om företaget.");
    for (const country of ["Sverige", "Norge", "Suomi"])
      await expect(panel.getByRole("link", { name: country })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("quick search shows 3 hits and links to the full search with s", async ({ page }) => {
    await gotoStart(page);
    const search = page.getByRole("banner").getByRole("button", { name: "Sök", exact: true });
    await search.click();
    const panel = await controlled(page, search);
    await panel.getByRole("searchbox", { name: "Vad letar du efter?" }).fill("bostad");
    await expect(panel.getByRole("status")).toHaveText("3 träffar för ”bostad”");
    await expect(panel.getByRole("list", { name: "Förslag" }).getByRole("link")).toHaveCount(3);
    await expect(panel.getByRole("link", { name: "Visa alla resultat för ”bostad”" })).toHaveAttribute(
      "href",
      "/sok/?s=bostad",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a hash trigger opens the login modal with its login type", async ({ page }) => {
    await gotoStart(page, "#open-login-board");
    const dialog = page.getByRole("dialog", { name: "Logga in" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Styrelseportal" })).toHaveAttribute("aria-selected", "true");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // A later hashchange opens it again, with the new type.
    await page.evaluate(() => {
      window.location.hash = "case-management-private";
    });
    // The case-management hash goes through the frame's overlay listener first (its own chunk): on a
    // loaded machine that can take longer than an assertion's default wait.
    await expect(dialog.getByRole("tab", { name: "Mina sidor" })).toHaveAttribute("aria-selected", "true", {
      timeout: 15_000,
    });
  });

  test("the footer's cookie-settings link points at the consent hash", async ({ page }) => {
    await gotoStart(page);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Cookieinställningar" })).toHaveAttribute(
      "href",
      "#cookie-settings",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the menu's main navigation leads to pages that exist", async ({ page, request }) => {
    await gotoStart(page);
    await page.getByRole("banner").getByRole("button", { name: "Meny", exact: true }).click();
    const hrefs = await page
      .getByRole("navigation", { name: "Huvudmeny" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs.filter((value) => value.startsWith("/"))) {
      const response = await request.get(`${swedish.origin}${href}`);
      expect(response.status(), href).toBe(200);
    }
  });

  test("the header sticks, hides on scroll down below the fold and comes back on scroll up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoStart(page);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-sticky", "top");
    await page.mouse.wheel(0, 150);
    await expect(header).toHaveAttribute("data-sticky", "sticky");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-sticky", "hidden");
    await page.mouse.wheel(0, -100);
    await expect(header).toHaveAttribute("data-sticky", "sticky");
    await expect(header).toBeInViewport();
  });
});

test("the crisis banner on the start page hides in the map view (#map)", async ({ page }) => {
  await gotoStart(page);
  const banner = page.getByRole("region", { name: "Planerat underhåll av Mina sidor" });
  await expect(banner).toBeVisible();
  // The router settles its own history entry once it has hydrated; set the hash again until the map view sticks.
  await expect(async () => {
    await page.evaluate(() => {
      window.location.hash = "map";
    });
    await expect(banner).toBeHidden({ timeout: 1000 });
  }).toPass();
  await page.evaluate(() => {
    window.location.hash = "";
  });
  await expect(banner).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
