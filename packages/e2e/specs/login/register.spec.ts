import type { Page } from "@playwright/test";
import { APP_PORTS } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { approveQr, press, type } from "./keyboard";

/*
 * Creating an account and becoming a VIP member end to end (spec sections 2, 3, 5 and 8), on the
 * Swedish site, by keyboard: the e-mailed code is read from the API's development outbox, the
 * BankID verification is approved on the simulator's phone page. The database is shared by the
 * run's tests: each registers an address of its own; only the BankID test registers Sara Nyström
 * (the demo person without an account).
 */

const SE = `http://localhost:${APP_PORTS.se}`;
const OUTBOX = "http://localhost:4000/_dev/outbox";
const PASSWORD = "Nils-1234";

/** Ticks a box by keyboard (Space). */
async function tick(page: Page, label: string | RegExp) {
  await page.getByLabel(label).focus();
  await page.keyboard.press("Space");
  await expect(page.getByLabel(label)).toBeChecked();
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The newest code mailed to `email`, read from the API's development outbox in a page of its own. */
async function mailedCode(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let code: string | null = null;
    await expect(async () => {
      await outbox.goto(OUTBOX);
      const text = await outbox.locator("tr", { hasText: email }).first().locator("pre").textContent();
      code = /\b(\d{6})\b/.exec(text ?? "")?.[1] ?? null;
      expect(code).not.toBeNull();
    }).toPass({ timeout: 10_000 });
    return code!;
  } finally {
    await outbox.close();
  }
}

/** The address, phone, e-mail with its mailed code and the terms: what every registration fills in. */
async function fillContactAndCode(page: Page, email: string, options: { wrongCodeFirst?: boolean } = {}) {
  await type(page, /^Adress/, "Storgatan 3");
  await type(page, /^Postnummer/, "113 51");
  await type(page, /^Ort/, "Stockholm");
  await type(page, /^Telefonnummer/, "070-765 43 21");
  await type(page, /^E-post/, email);
  await press(page, "Skicka verifieringskod");
  await expect(page.getByText(`Vi har skickat en kod till ${email}.`, { exact: false })).toBeVisible();
  const code = await mailedCode(page, email);
  if (options.wrongCodeFirst) {
    await type(page, /^Verifieringskod/, code === "000000" ? "111111" : "000000");
  } else {
    await type(page, /^Verifieringskod/, code);
  }
  await tick(page, /^Jag godkänner/);
  return code;
}

async function registerWithEmail(page: Page, firstName: string, email: string) {
  await gotoHydrated(page, `${SE}/skapa-konto/`, "main button");
  await press(page, "Skapa konto med e-post");
  await type(page, /^Förnamn/, firstName);
  await type(page, /^Efternamn/, "Nilsson");
  await type(page, /^Födelsedatum/, "1990-05-05");
  await type(page, /^Lösenord/, PASSWORD);
  await type(page, /^Upprepa lösenordet/, PASSWORD);
  await fillContactAndCode(page, email);
  await press(page, "Skapa konto");
  await expect(page).toHaveURL(`${SE}/mina-sidor/`);
  await expect(page.getByText(`Välkommen, ${firstName}!`)).toBeVisible();
}

test.describe("creating an account on the Swedish site", () => {
  test("with e-mail: a wrong code is shown on its field, the right one logs in on my pages", async ({ page }) => {
    const email = uniqueEmail("nils");
    await gotoHydrated(page, `${SE}/skapa-konto/`, "main button");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await press(page, "Skapa konto med e-post");
    await type(page, /^Förnamn/, "Nils");
    await type(page, /^Efternamn/, "Nilsson");
    await type(page, /^Födelsedatum/, "1990-05-05");
    await type(page, /^Lösenord/, PASSWORD);
    await type(page, /^Upprepa lösenordet/, PASSWORD);
    const code = await fillContactAndCode(page, email, { wrongCodeFirst: true });
    await press(page, "Skapa konto");
    await expect(
      page.getByText("Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny."),
    ).toBeVisible();
    // Nothing typed is lost; the code field has the focus.
    await expect(page.getByLabel(/^Förnamn/)).toHaveValue("Nils");
    await expect(page.getByLabel(/^Verifieringskod/)).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(code);
    await press(page, "Skapa konto");
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText("Välkommen, Nils!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Bli VIP-medlem" })).toBeVisible();
  });

  test("with BankID by QR: the verified person fills the form, read-only", async ({ page }) => {
    const email = uniqueEmail("sara");
    await gotoHydrated(page, `${SE}/skapa-konto/`, "main button");
    await press(page, "Verifiera med BankID");
    await approveQr(page, /^Sara Nyström/);
    await expect(page.getByText("Du är verifierad med BankID som Sara Nyström.")).toBeVisible();
    await expect(page.getByLabel(/^Personnummer/)).toHaveValue("200109095679");
    await expect(page.getByLabel(/^Förnamn/)).toHaveAttribute("readonly", "");
    await expect(page.getByLabel(/^Födelsedatum/)).toHaveValue("2001-09-09");
    await expect(page.getByLabel(/^Lösenord/)).toHaveCount(0);
    await fillContactAndCode(page, email);
    await press(page, "Skapa konto");
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText("Välkommen, Sara!")).toBeVisible();
  });
});

test.describe("becoming a VIP member on my pages", () => {
  test("a wrong campaign code is shown on the field; the right one leads to payments", async ({ page }) => {
    await registerWithEmail(page, "Vera", uniqueEmail("vera"));
    await type(page, /^Kampanjkod/, "VIP2024");
    await press(page, "Bli VIP-medlem");
    await expect(page.getByText("Kampanjkoden är fel eller gäller inte längre.")).toBeVisible();
    await expect(page.getByLabel(/^Kampanjkod/)).toHaveValue("VIP2024");
    await page.getByLabel(/^Kampanjkod/).focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("VIP2026");
    await press(page, "Bli VIP-medlem");
    await expect(page).toHaveURL(`${SE}/mina-sidor/betalningar/`);
    // The payments page lists the new member's fee, unpaid, with the ways to pay it.
    const fee = page.getByRole("article", { name: "VIP-avgift" });
    await expect(fee.getByText("Ej betald")).toBeVisible();
    await expect(fee.getByRole("button", { name: "Betala med Swish" })).toBeVisible();
  });
});
