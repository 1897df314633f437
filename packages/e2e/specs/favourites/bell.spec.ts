import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { LOGIN_BUTTON } from "../hydrated";
import { PASSWORD, SE, dialogOf, emailLoginInDialog, press } from "./steps";

/*
 * The header bell (spec sections 4 and 7): Erik (VIP with an unpaid payment, README's demo
 * users) has a payment notification on the Swedish site; the bell counts it, the foldout lists it
 * with the payment action, and the action closes the foldout and goes to payments. By keyboard,
 * axe on every page.
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 90_000 });

async function gotoStart(page: Page): Promise<void> {
  await page.goto(`${SE}/`);
  await page.waitForFunction((css) => {
    const button = document.querySelector(css);
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  }, LOGIN_BUTTON);
}

test("the bell shows Erik's payment notification and routes to payments", async ({ page }) => {
  await gotoStart(page);
  await press(page.getByRole("banner"), "Logga in");
  const dialog = dialogOf(page);
  await emailLoginInDialog(dialog, "erik.svensson@example.com", PASSWORD);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The bell's name carries the count until the foldout opens: find it by the count, then by its stable start.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Notiser \d+ nya?$/ })).toBeVisible();
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notiser/ });
  await bell.focus();
  await bell.press("Enter");
  await expect(bell).toHaveAttribute("aria-expanded", "true");
  const foldout = page.locator(`#${await bell.getAttribute("aria-controls")}`);
  const pay = foldout.getByRole("link", { name: "Betala" }).first();
  await expect(pay).toHaveAttribute("href", "/mina-sidor/betalningar/");
  // Opening paused them: the count goes, the list stays.
  await expect(page.getByRole("banner").getByRole("button", { name: "Notiser", exact: true })).toBeVisible();

  await pay.focus();
  await pay.press("Enter");
  await expect(page).toHaveURL(`${SE}/mina-sidor/betalningar/`);
  await expect(bell).toHaveAttribute("aria-expanded", "false");
});

test("no bell for a visitor who is not logged in", async ({ page }) => {
  await gotoStart(page);
  await expect(page.getByRole("banner").getByRole("button", { name: /^Notiser/ })).toHaveCount(0);
});
