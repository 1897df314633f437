import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { allSites } from "../sites";
import { EDITORIAL_PAGES } from "./pages";

// The tests only read pages: the two workers share the file.
test.describe.configure({ mode: "parallel" });

function originOf(code: string): string {
  const entry = allSites.find(({ site }) => site.code === code);
  if (!entry) throw new Error(`Unknown site ${code}`);
  return entry.origin;
}

for (const [code, template, path, title] of EDITORIAL_PAGES) {
  test(`${template} on ${code} (${path}) shows its heading and passes axe`, async ({ page }) => {
    const response = await page.goto(`${originOf(code)}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator(`[data-template="${template}"]`)).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    if (template === "SandboxPage") {
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [code, , path] of EDITORIAL_PAGES.filter(([, template]) => template === "FaqPage")) {
  test(`a FAQ answer on ${code} opens from the keyboard`, async ({ page }) => {
    await page.goto(`${originOf(code)}${path}`);
    const first = page.locator("details").first();
    await expect(first).not.toHaveAttribute("open", "");
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [code, , path] of EDITORIAL_PAGES.filter(([, template]) => template === "CorporateSearchPage")) {
  test(`the corporate search form on ${code} sends s to the page itself`, async ({ page }) => {
    await page.goto(`${originOf(code)}${path}`);
    await page.getByRole("searchbox").fill("årsredovisning");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(`${originOf(code)}${path}?s=%C3%A5rsredovisning`);
    await expect(page.locator('[data-template="CorporateSearchPage"]')).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
  });
}
