import { expect, test } from "../fixtures";
import { allSites } from "../sites";

const swedish = allSites.find(({ site }) => site.code === "se")!;
const english = allSites.find(({ site }) => site.code === "se-en")!;

test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
  await page.goto(swedish.start);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Hoppa till innehållet" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("/en/ on the Swedish app is the English sub-site", async ({ page }) => {
  await page.goto(english.start);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
  await page.goto(swedish.start);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv-SE");
});

test("a path without trailing slash redirects to the slashed path", async ({ page }) => {
  const response = await page.goto(`${swedish.origin}/finns-inte`);
  expect(page.url()).toBe(`${swedish.origin}/finns-inte/`);
  expect(response?.status()).toBe(404);
});

test("main navigation links lead to pages that exist", async ({ page, request }) => {
  await page.goto(swedish.start);
  // The main navigation lives in the menu foldout.
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
