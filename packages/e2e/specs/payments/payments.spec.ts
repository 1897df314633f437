import type { Page } from "@playwright/test";
import { axeViolations } from "@housing/playwright-config/axe";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { press, type } from "../login/keyboard";
import { SE, SWEDISH_LOGIN, loginWithEmail } from "../my-pages/my-pages-login";

/*
 * Paying a VIP fee end to end on the Swedish site (spec sections 2, 3 and 7; README's demo users,
 * one per way of paying): the payments page, the API, its database and the providers' simulators,
 * which the test answers as the payer would. By keyboard; axe on every page the test leaves open.
 */

const PAYMENTS = `${SE}/mina-sidor/betalningar/`;
const SWISH_PAYER = "http://127.0.0.1:4305/";

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 90_000 });

async function openPayments(page: Page, email: string) {
  await loginWithEmail(page, SE, email, SWEDISH_LOGIN);
  await gotoHydrated(page, PAYMENTS, "main button");
  const fee = page.getByRole("article", { name: "VIP-avgift" });
  await expect(fee.getByText("Ej betald")).toBeVisible();
  return fee;
}

/** The payer answers the Swish request sent to this number in the simulator's app. */
async function answerInSwish(page: Page, payerAlias: string, answer: "Approve" | "Decline") {
  const phone = await page.context().newPage();
  await phone.goto(SWISH_PAYER);
  const request = phone.getByRole("listitem").filter({ hasText: `payer ${payerAlias}` });
  await expect(request).toHaveCount(1);
  const button = request.getByRole("button", { name: answer });
  await button.focus();
  await button.press("Enter");
  await expect(phone.getByRole("listitem").filter({ hasText: `payer ${payerAlias}` })).toHaveCount(0);
  await phone.close();
}

test("Maria pays her VIP fee with Swish on her phone", async ({ page }) => {
  const fee = await openPayments(page, "maria.ek@example.com");
  await type(page, /Mobilnummer för Swish/, "070-111 22 33");
  await page.keyboard.press("Enter");
  await expect(fee.getByText("Öppna Swish och godkänn betalningen på 500 kr.")).toBeVisible({ timeout: 15_000 });
  await answerInSwish(page, "46701112233", "Approve");
  await expect(fee.getByText("Tack! Betalningen är klar.")).toBeFocused({ timeout: 15_000 });
  await expect(fee.getByText("Betald", { exact: true })).toBeVisible();
  // The fee is paid: no way to pay it again, also after a reload.
  await page.reload();
  await expect(page.getByRole("article", { name: "VIP-avgift" }).getByText("Betald", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Betala med Swish" })).toHaveCount(0);
});

test("Nils declines in Swish: the fee stays unpaid with Swish's reason", async ({ page }) => {
  const fee = await openPayments(page, "nils.strand@example.com");
  await type(page, /Mobilnummer för Swish/, "070-444 55 66");
  await page.keyboard.press("Enter");
  await expect(fee.getByText(/Öppna Swish och godkänn betalningen/)).toBeVisible({ timeout: 15_000 });
  await answerInSwish(page, "46704445566", "Decline");
  await expect(fee.getByText("Betalningen avböjdes i Swish.")).toBeFocused({ timeout: 15_000 });
  await expect(fee.getByText("Ej betald")).toBeVisible();
  await page.reload();
  const again = page.getByRole("article", { name: "VIP-avgift" });
  await expect(again.getByText("Senaste försöket avböjdes i Swish.")).toBeVisible();
  await expect(again.getByRole("button", { name: "Betala med Swish" })).toBeVisible();
});

test("Lena pays by card on the provider's page and comes back to the return modal", async ({ page }) => {
  await openPayments(page, "lena.dahl@example.com");
  await press(page, "Betala med kort");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4306\/pay\//, { timeout: 15_000 });
  await expect(page.getByRole("textbox", { name: "Card number" })).toBeVisible();
  await press(page, /^Pay$/);
  // The provider's signed return goes through the API, which reads the transaction, then to the site.
  await expect(page).toHaveURL(/\/mina-sidor\/betalningar\/\?paymentId=.+&transactionId=[0-9A-F]{32}&type=card$/, {
    timeout: 20_000,
  });
  const dialog = page.getByRole("dialog", { name: "Betalning" });
  await expect(dialog.getByText("Tack! Betalningen är klar.")).toBeVisible({ timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(PAYMENTS);
  await expect(page.getByRole("article", { name: "VIP-avgift" }).getByText("Betald", { exact: true })).toBeVisible();
});

test("Oskar pays with Svea Checkout and comes back to the return modal", async ({ page }) => {
  await openPayments(page, "oskar.nyberg@example.com");
  await press(page, "Betala med Svea");
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:4307\/checkout\//, { timeout: 15_000 });
  await press(page, "Complete purchase");
  await expect(page).toHaveURL(/\/mina-sidor\/betalningar\/\?paymentId=.+&transactionId=[0-9A-F]{32}&type=svea$/, {
    timeout: 20_000,
  });
  const dialog = page.getByRole("dialog", { name: "Betalning" });
  await expect(dialog.getByText("Tack! Betalningen är klar.")).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: "VIP-avgift" }).getByText("Betald", { exact: true })).toBeVisible();
});
