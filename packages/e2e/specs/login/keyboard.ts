import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/*
 * How the login specs act: as a visitor without a mouse, by keyboard (the same steps as in
 * login.spec.ts), and the BankID simulator's phone page for a QR code.
 */

export const PASSWORD = "Demo-1234";
export const PHONE = "http://127.0.0.1:4302/";

/** Presses a control by keyboard: focus, then Enter. */
export async function press(page: Page, name: string | RegExp, role: "button" | "link" | "tab" = "button") {
  const control = page.getByRole(role, { name });
  await control.focus();
  await page.keyboard.press("Enter");
}

/** Types into a field by keyboard, after what it holds (select it first to replace it). */
export async function type(page: Page, label: string | RegExp, text: string, options: { replace?: boolean } = {}) {
  await page.getByLabel(label).focus();
  if (options.replace) await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Approves the QR the login page shows on the simulator's phone page, as the person `who`. */
export async function approveQr(login: Page, who: RegExp) {
  const qr = login.locator("svg[data-qr]");
  // The order starts at the API, which starts it at the simulator over mutual TLS, and the QR's code loads then: room on a busy machine.
  await expect(qr).toBeVisible({ timeout: 20_000 });
  const content = await qr.getAttribute("data-qr");
  expect(content).toMatch(/^bankid\.[\w-]+\.\d+\.[0-9a-f]{64}$/);
  const phone = await login.context().newPage();
  await phone.goto(PHONE);
  await type(phone, "QR content", content!);
  await press(phone, "Scan");
  await phone.getByLabel(who).check({ timeout: 20_000 });
  await press(phone, "Identify");
  await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
  await phone.close();
}
