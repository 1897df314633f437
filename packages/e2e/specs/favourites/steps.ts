import type { Locator, Page } from "@playwright/test";
import { getSite } from "@housing/site-config";
import { expect } from "../fixtures";
import { homeSearchOf, pathPattern } from "../catalogue-templates/catalogue-sites";
import { gotoHydrated } from "../hydrated";
import { appOrigin } from "../env";

/*
 * The favourites specs' steps on the Swedish site, by keyboard only (spec section 4: favourites
 * and interests across the public site, the notifications bell).
 */

export const SE = appOrigin("se");
export const PASSWORD = "Demo-1234";

/** Presses a control by keyboard: focus, then Enter. */
export async function press(scope: Page | Locator, name: string | RegExp, role: "button" | "link" | "tab" = "button") {
  const control = scope.getByRole(role, { name, exact: typeof name === "string" });
  await control.focus();
  await control.press("Enter");
}

/** Types into a field by keyboard, after what it holds. */
export async function type(scope: Page | Locator, label: string | RegExp, text: string) {
  const field = scope.getByLabel(label);
  await field.focus();
  await field.pressSequentially(text);
}

export const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Logga in" });

/** Logs in with e-mail and password in the open login modal; the e-mail may be filled in already. */
export async function emailLoginInDialog(dialog: Locator, email: string, password: string) {
  const withEmail = dialog.getByRole("button", { name: "Logga in med e-post och lösenord" });
  const field = dialog.getByLabel(/E-post/);
  // The modal's code loads with its first opening: wait for one of its views before choosing.
  await expect(withEmail.or(field).first()).toBeVisible({ timeout: 15_000 });
  if (await withEmail.isVisible()) await press(dialog, "Logga in med e-post och lösenord");
  if ((await field.inputValue()) !== email) {
    await field.focus();
    await field.press("ControlOrMeta+A");
    await field.pressSequentially(email);
  }
  await type(dialog, /Lösenord/, password);
  await dialog.getByLabel(/Lösenord/).press("Enter");
  await expect(dialog.getByRole("heading", { name: "Klart!" })).toBeVisible();
}

/**
 * Opens the first stage the Swedish home search lists (its first page is in the HTML), hydrated
 * where the test acts first (`selector`), and answers the stage's name (the page's h1).
 */
export async function openStagePage(page: Page, selector: string): Promise<string> {
  const search = homeSearchOf(getSite("se"));
  await page.goto(`${SE}${search}`);
  const href = await page
    .locator("main a[href]")
    .evaluateAll(
      (links, source) =>
        links.map((link) => link.getAttribute("href") ?? "").find((value) => new RegExp(source).test(value)) ?? null,
      pathPattern(search, 3).source,
    );
  expect(href, `a project link 3 levels below ${search}`).not.toBeNull();
  await gotoHydrated(page, `${SE}${href}`, selector);
  return (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
}
