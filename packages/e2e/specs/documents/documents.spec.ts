import type { Page } from "@playwright/test";
import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import { pdfText } from "@housing/api/testing/pdf-text";
import { checkedPage, expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { PHONE, press, type } from "../login/keyboard";
import { NO, NORWEGIAN_LOGIN, SE, SWEDISH_LOGIN, loginWithEmail } from "../my-pages/my-pages-login";

/*
 * Signing the purchase contract end to end on the Swedish site (spec sections 2, 3 and 9;
 * README's demo users): Anna and her co-buyer Björn each sign with BankID through the simulator's
 * phone page, scanning the animated QR the action page shows. The contract is done only once
 * both have signed; the done page and the PDF (through the session bridge) say so. By keyboard;
 * axe on every page the test leaves open.
 */

const DOCUMENTS = `${SE}/mina-sidor/mina-avtal/`;

test.use({ reducedMotion: "reduce" });
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Scans the sign page's QR on the simulator's phone and signs as `who` (the order is bound to their number). */
async function signOnPhone(page: Page, who: RegExp) {
  const qr = page.locator("svg[data-qr]");
  // The order starts at the API, which starts it at the simulator over mutual TLS: room on a busy machine.
  await expect(qr).toBeVisible({ timeout: 20_000 });
  expect(await qr.getAttribute("width")).toBe("144");
  const content = await qr.getAttribute("data-qr");
  expect(content).toMatch(/^bankid\.[\w-]+\.\d+\.[0-9a-f]{64}$/);
  // The QR is redrawn every second (spec section 9).
  await expect(qr).not.toHaveAttribute("data-qr", content!, { timeout: 5_000 });
  const phone = await page.context().newPage();
  await phone.goto(PHONE);
  await type(phone, "QR content", (await qr.getAttribute("data-qr"))!);
  await press(phone, "Scan");
  await expect(phone.getByRole("heading", { level: 1, name: "Sign with BankID" })).toBeVisible();
  await expect(phone.getByText("Köpekontrakt", { exact: false })).toBeVisible();
  await phone.getByLabel(who).check({ timeout: 20_000 });
  await press(phone, "Sign");
  await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
  await phone.close();
}

/** From the documents page to the contract's action page, by keyboard. */
async function openContract(page: Page) {
  await gotoHydrated(page, DOCUMENTS, "main a[href*='atgard']");
  const contract = page.getByRole("article", { name: "Köpekontrakt" });
  await expect(contract.getByText("Väntar", { exact: true })).toBeVisible();
  await press(page, "Signera Köpekontrakt", "link");
  await expect(page).toHaveURL(/\/mina-sidor\/mina-avtal\/atgard\/\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Signera Köpekontrakt" })).toBeVisible();
  return new URL(page.url()).searchParams.get("id")!;
}

/** A signer's line in the contract's PDF: the name, the method and the time signed. */
const SIGNED_BY = (name: string) =>
  new RegExp(`${name}: Signerat med BankID \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} CES?T`);

/** The contract's PDF as the browser gets it through the session bridge (the page's own link). */
async function contractPdf(page: Page, id: string, origin = SE) {
  const response = await page.request.get(`${origin}${SESSION_BRIDGE_PATH}document_service/documents/${id}/pdf/`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return bytes;
}

test("Anna and Björn each sign the purchase contract with BankID; it is done once both have", async ({
  page,
  browser,
}, testInfo) => {
  // Anna signs first: the contract waits for Björn.
  await loginWithEmail(page, SE, "anna.andersson@example.com", SWEDISH_LOGIN);
  const id = await openContract(page);
  const unsigned = await contractPdf(page, id);
  expect(pdfText(unsigned)).toContain("Anna Andersson: Väntar på underskrift");
  expect(pdfText(unsigned)).toContain("Björn Andersson: Väntar på underskrift");
  await press(page, "Signera med BankID");
  await expect(page.getByRole("heading", { level: 2, name: "Signera i BankID-appen" })).toBeFocused({
    timeout: 20_000,
  });
  await expect(page.getByRole("link", { name: "Öppna BankID på den här enheten" })).toBeVisible();
  await signOnPhone(page, /^Anna Andersson/);
  await expect(page).toHaveURL(`${DOCUMENTS}klart/?id=${id}`, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Du har signerat Köpekontrakt" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText(
    "Dokumentet blir klart när alla köpare har signerat eller godkänt.",
  );
  await expect(page.getByText(/^Anna Andersson \(du\): klart /)).toBeVisible();
  await expect(page.getByText("Björn Andersson: väntar")).toBeVisible();
  const halfway = await contractPdf(page, id);
  expect(pdfText(halfway)).toMatch(SIGNED_BY("Anna Andersson"));
  expect(pdfText(halfway)).toContain("Björn Andersson: Väntar på underskrift");

  // Björn, in a browser of his own, signs too: now the contract is done, for both.
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const bjorn = checkedPage(testInfo, await context.newPage());
  await loginWithEmail(bjorn, SE, "bjorn.andersson@example.com", SWEDISH_LOGIN);
  expect(await openContract(bjorn)).toBe(id);
  await expect(bjorn.getByText(/^Anna Andersson: klart /)).toBeVisible();
  await press(bjorn, "Signera med BankID");
  await signOnPhone(bjorn, /^Björn Andersson/);
  await expect(bjorn).toHaveURL(`${DOCUMENTS}klart/?id=${id}`, { timeout: 15_000 });
  await expect(bjorn.getByRole("status")).toHaveText("Alla köpare är klara. Dokumentet är klart.");
  await expect(bjorn.getByText(/^Anna Andersson: klart /)).toBeVisible();
  await expect(bjorn.getByText(/^Björn Andersson \(du\): klart /)).toBeVisible();
  const signed = await contractPdf(bjorn, id);
  // The signed PDF names both signers and when each signed.
  expect(pdfText(signed)).toMatch(SIGNED_BY("Anna Andersson"));
  expect(pdfText(signed)).toMatch(SIGNED_BY("Björn Andersson"));
  expect(pdfText(signed)).not.toContain("Väntar på underskrift");

  // Anna's list: the contract is done, nothing left to sign.
  await gotoHydrated(page, DOCUMENTS, "main a");
  const contract = page.getByRole("article", { name: "Köpekontrakt" });
  await expect(contract.getByText("Klar", { exact: true })).toBeVisible();
  await expect(contract.getByRole("link", { name: /^Signera/ })).toHaveCount(0);
  expect((await contractPdf(page, id)).equals(signed)).toBe(true);
  await context.close();
});

test("Ingrid signs her purchase contract on the Norwegian site with Norwegian BankID through the e-ID broker", async ({
  page,
}) => {
  const documents = `${NO}/mine-sider/mine-avtaler/`;
  await loginWithEmail(page, NO, "ingrid.berg@example.com", NORWEGIAN_LOGIN);
  await gotoHydrated(page, documents, "main a[href*='handling']");
  await press(page, "Signer Kjøpekontrakt", "link");
  await expect(page).toHaveURL(/\/mine-sider\/mine-avtaler\/handling\/\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("id")!;
  expect(pdfText(await contractPdf(page, id, NO))).toContain("Ingrid Berg: Venter på signatur");
  await press(page, "Signer med BankID");
  await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//);
  await press(page, /Ingrid Berg/);
  await expect(page).toHaveURL(`${documents}ferdig/?id=${id}`, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Du har signert Kjøpekontrakt" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Alle kjøpere er ferdige. Dokumentet er ferdig.");
  expect(pdfText(await contractPdf(page, id, NO))).toMatch(
    /Ingrid Berg: Signert med elektronisk ID \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2} CES?T/,
  );
});
