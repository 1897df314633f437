import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { routePath } from "@housing/site-config";
import { allSites } from "../sites";
import { openSearch, resultsOf, searchOf } from "./home-search-helpers";

/*
 * Filters that make sense (issue 17, point 6): select texts fit, options without a match are
 * not offered as if they had one, and a switched-off feature (VIP in Finland) leaves no trace.
 */
test.describe.configure({ timeout: 120_000 });

const byCode = (code: string) => allSites.find(({ site }) => site.code === code)!;
const searchUrlOf = (code: string) => {
  const { site, origin } = byCode(code);
  return `${origin}${routePath(site, "homeSearch")}`;
};
/** The sites with the advanced search, one per locale with search (the English sub-site has none). */
const ADVANCED = ["se", "no", "fi"] as const;
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/** The mobile panel is a disclosure: open it so its selects are laid out. */
async function openFilters(page: Page) {
  const toggle = searchOf(page).locator("button[aria-expanded]").first();
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

/**
 * Per select of the page: the widest option's text, measured in the select's own font, against
 * the select's content box (its width less padding, where the arrow sits). A native select cuts
 * what does not fit without scrolling, so scrollWidth cannot tell; the text width can.
 */
function clippedSelects(page: Page) {
  return page.locator("main select").evaluateAll((selects) => {
    const context = document.createElement("canvas").getContext("2d")!;
    return selects
      .filter((select) => (select as HTMLElement).offsetParent !== null)
      .flatMap((element) => {
        const select = element as HTMLSelectElement;
        const style = getComputedStyle(select);
        context.font = style.font;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return [...select.options]
          .map((option) => ({ text: option.text, width: Math.ceil(context.measureText(option.text).width) }))
          .filter((option) => option.width > room)
          .map(
            (option) =>
              `${select.labels[0]?.textContent ?? select.name}: "${option.text}" needs ${option.width} px, has ${room}`,
          );
      });
  });
}

/** The filter checkboxes whose label shows a count of 0 but can still be ticked. */
async function enabledZeroOptions(page: Page): Promise<string[]> {
  return searchOf(page)
    .locator('input[type="checkbox"]')
    .evaluateAll((boxes) =>
      boxes
        .map((box) => box as HTMLInputElement)
        .filter((box) => !box.disabled && /\(0\)/.test(box.labels?.[0]?.textContent ?? ""))
        .map((box) => box.labels?.[0]?.textContent ?? ""),
    );
}

function statusGroup(page: Page, name: RegExp): Locator {
  return searchOf(page).getByRole("group", { name });
}

for (const viewport of VIEWPORTS) {
  test(`every select's text fits at ${viewport.width} px on se, no and fi`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const code of ADVANCED) {
      await openSearch(page, searchUrlOf(code));
      await openFilters(page);
      await expect(page.locator("main select").first()).toBeVisible();
      expect(await clippedSelects(page), `${code} at ${viewport.width} px`).toEqual([]);
    }
  });
}

for (const code of ["se", "fi"] as const) {
  test(`no enabled filter option on ${code} shows "(0)", also after choosing a status`, async ({ page }) => {
    await openSearch(page, searchUrlOf(code));
    expect(await enabledZeroOptions(page)).toEqual([]);
    // Counts come from the search: at least one status option exists and none reads "(0)".
    const statuses = statusGroup(page, code === "se" ? /^Projektstatus$/ : /^Kohteen tila$/).getByRole("checkbox");
    const offered = await statuses.count();
    expect(offered).toBeGreaterThan(0);
    // The facets of the new search, not the ones on screen before it answered.
    const answered = page.waitForResponse((response) => response.url().includes("/residence/stage_and_area_search"));
    await statuses.first().check();
    await answered;
    await expect(resultsOf(page)).toHaveAttribute("aria-busy", "false");
    await expect(page).toHaveURL(/projectStatus=/);
    // A chosen status does not turn the others into "(0)": each still says what it would add.
    await expect(statuses).toHaveCount(offered);
    expect(await enabledZeroOptions(page)).toEqual([]);
  });
}

test("the Finnish search offers no VIP status and shows no VIP text or badge", async ({ page }) => {
  await openSearch(page, searchUrlOf("fi"));
  await expect(
    statusGroup(page, /^Kohteen tila$/)
      .getByRole("checkbox")
      .first(),
  ).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/VIP/i);
  // The homes list too.
  await page.getByRole("button", { name: /^Asunnot \(\d+\)$/ }).click();
  await expect(resultsOf(page)).toHaveAttribute("aria-busy", "false");
  await expect(page.locator("main")).not.toContainText(/VIP/i);
});

test("a checked option without a match stays visible and enabled, so it can be unchecked", async ({ page }) => {
  const url = `${searchUrlOf("se")}?projectStatus=soldOut`;
  await openSearch(page, url);
  const soldOut = statusGroup(page, /^Projektstatus$/).getByRole("checkbox", { name: /^Slutsålt/ });
  await expect(soldOut).toBeVisible();
  await expect(soldOut).toBeChecked();
  await expect(soldOut).toBeEnabled();
  // A click, not uncheck(): once unchecked, the option without a match leaves the list at once.
  await soldOut.click();
  await expect(page).not.toHaveURL(/projectStatus=/);
  await expect(resultsOf(page)).toHaveAttribute("aria-busy", "false");
  // Unchecked and without a match it goes, as every status without a match does.
  await expect(soldOut).toHaveCount(0);
  expect(await enabledZeroOptions(page)).toEqual([]);
});
