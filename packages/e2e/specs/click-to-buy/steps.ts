import type { Locator, Page } from "@playwright/test";
import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import { expect } from "../fixtures";
import { press, type } from "../login/keyboard";

/* How the click-to-buy specs act in the flow: by keyboard only, as a buyer without a mouse. */

/** Ticks a checkbox or picks a radio button by keyboard. */
export async function tick(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press("Space");
}

/** Types into a field, replacing what it holds. */
export async function fill(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** A field of the step by its label's start (the required ones end with " *"). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole("textbox", { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`) });

/** The step's heading takes focus when the flow moves on to it. */
export async function expectStep(page: Page, name: string, counter: string) {
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText(counter, { exact: true })).toBeVisible();
}

export async function next(page: Page, label = "Nästa") {
  await press(page, label);
}

/** Leaves a booking an earlier attempt of the test may have left running, so the buyer can book again. */
export async function leaveAnyBooking(page: Page, origin: string) {
  const answer = await page.request.get(`${origin}${SESSION_BRIDGE_PATH}api/buyresidence/removebuyresidenceexpire/`);
  expect(answer.ok()).toBe(true);
}

/** From the object page's "Boka" link to the flow's first step, the terms accepted and the booking started. */
export async function startBooking(page: Page, texts: { book: RegExp; terms: RegExp; start: string }) {
  await press(page, texts.book, "link");
  await expect(page).toHaveURL(/\?objectId=[0-9a-f-]{36}$/);
  await page.waitForFunction(() => {
    const button = document.querySelector("main form button[type=submit]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  await tick(page, page.getByRole("checkbox", { name: texts.terms }));
  await press(page, texts.start);
}

export { press, type };

/** What the buyer's own contact fields get when the login left them empty (by the field's name, any language). */
const CONTACT = {
  "buyer.phoneNumber": "+47 912 34 567",
  "buyer.address": "Storgata 1",
  "buyer.postalCode": "0155",
  "buyer.city": "Oslo",
} as const;

/** Fills the buyer's empty contact fields (the login may not know a phone number or an address). */
export async function completeContact(page: Page) {
  for (const [name, text] of Object.entries(CONTACT)) {
    const input = page.locator(`main input[name="${name}"]`);
    if ((await input.inputValue()) === "") await fill(page, input, text);
  }
}

/** Financing by the fields' names: a down payment of a fifth of the total, the rest as a loan. */
export async function finance(page: Page, total: number) {
  const down = Math.ceil(total * 0.2);
  await fill(page, page.locator('main input[name="downPayment"]'), String(down));
  await fill(page, page.locator('main input[name="loanAmount"]'), String(total - down));
}

/** Presses a button once it can be pressed (the sign and pay buttons wait for the agreement or the payment to load). */
export async function pressEnabled(page: Page, name: string | RegExp) {
  await expect(page.getByRole("button", { name })).toBeEnabled({ timeout: 20_000 });
  await press(page, name);
}
