import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "@housing/playwright-config/axe";
import { expect } from "../fixtures";
import { press, type } from "../login/keyboard";

/*
 * How the fault-report specs walk the wizard: by keyboard only (focus, then Enter or Space), axe
 * on every step as it is shown, the step's heading (h2 in the modal) checked before going on.
 */

export interface WizardTexts {
  title: string;
  acceptTerms: string;
  next: string;
  submit: string;
}

export const SWEDISH_WIZARD: WizardTexts = {
  title: "Felanmälan",
  acceptTerms: "Jag förstår, gå vidare",
  next: "Nästa",
  submit: "Skicka felanmälan",
};
export const NORWEGIAN_WIZARD: WizardTexts = {
  title: "Feilmelding",
  acceptTerms: "Jeg forstår, gå videre",
  next: "Neste",
  submit: "Send feilmelding",
};
export const FINNISH_WIZARD: WizardTexts = {
  title: "Vikailmoitus",
  acceptTerms: "Ymmärrän, jatka",
  next: "Seuraava",
  submit: "Lähetä vikailmoitus",
};

export function wizardOf(page: Page, texts: WizardTexts): Locator {
  return page.getByRole("dialog", { name: texts.title });
}

/** Waits for the step's heading and checks the page with axe as the step shows it. */
export async function atStep(page: Page, texts: WizardTexts, heading: string | RegExp) {
  await expect(wizardOf(page, texts).getByRole("heading", { level: 2, name: heading })).toBeVisible({
    timeout: 15_000,
  });
  expect(await axeViolations(page)).toEqual([]);
}

/** Presses a button of the wizard by keyboard. */
export async function pressIn(page: Page, texts: WizardTexts, name: string | RegExp) {
  const button = wizardOf(page, texts).getByRole("button", { name, exact: typeof name === "string" });
  await button.focus();
  await page.keyboard.press("Enter");
}

export const next = (page: Page, texts: WizardTexts, name = texts.next) => pressIn(page, texts, name);

/** Ticks a checkbox or chooses a radio by keyboard (focus, then Space). */
export async function choose(page: Page, texts: WizardTexts, role: "radio" | "checkbox", name: string | RegExp) {
  const control = wizardOf(page, texts).getByRole(role, { name });
  await control.focus();
  await page.keyboard.press("Space");
  await expect(control).toBeChecked();
}

export { press, type };

/** A small real PNG (1 × 1 px): the wizard and the API tell its type by its bytes. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export function pngFile(name: string) {
  return { name, mimeType: "image/png", buffer: PNG };
}
