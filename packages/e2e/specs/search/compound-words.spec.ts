import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { allSites } from "../sites";

/*
 * The Norwegian text search finds a word in its compounds and inflections: "bolig" finds the
 * news about "visningsboligen", the projects of "tomannsboliger" and "eneboliger", and the pages
 * about "boliger", the word itself first; "boligene" finds the same.
 */

test.describe.configure({ timeout: 90_000 });

const norwegian = allSites.find(({ site }) => site.code === "no")!.origin;
const results = (page: Page) => page.locator("main ol > li");
const status = (page: Page) => page.locator("main [role=status]");

async function searchFor(page: Page, text: string): Promise<number> {
  const box = page.getByRole("main").getByRole("searchbox");
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(`${norwegian}/sok/?s=${encodeURIComponent(text)}`);
  await expect(status(page)).toHaveText(new RegExp(`^\\d+ treff for «${text}»`));
  return Number((await status(page).innerText()).match(/^(\d+)/)![1]);
}

test("'bolig' finds its compounds and inflections on the Norwegian text search, the word itself first", async ({
  page,
}) => {
  await gotoHydrated(page, `${norwegian}/sok/`, "main form[role=search] button");
  const total = await searchFor(page, "bolig");
  // The first hit has the word itself ("boliger", "Boligene"), not only a compound of it.
  await expect(results(page).first()).toContainText(/\bbolig(er|ene|en)?\b/i);

  const categories = page.getByRole("navigation", { name: "Kategorier" });
  await categories.getByRole("link", { name: /^Nyheter \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/category=news$/);
  // "Se visningsboligen i …": the word as the last part of a compound, inflected.
  await expect(results(page).filter({ hasText: "visningsboligen" }).first()).toBeVisible();

  await categories.getByRole("link", { name: /^Boliger \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/category=residencial$/);
  // Projects of "tomannsboliger" and "eneboliger".
  await expect(
    results(page)
      .filter({ hasText: /(tomanns|ene)boliger/ })
      .first(),
  ).toBeVisible();

  // An inflected query finds the same documents.
  await gotoHydrated(page, `${norwegian}/sok/`, "main form[role=search] button");
  expect(await searchFor(page, "boligene")).toBe(total);
});
