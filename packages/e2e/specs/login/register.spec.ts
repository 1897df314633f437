import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { approveQr, press, type } from "./keyboard";
import { appOrigin, API_ORIGIN } from "../env";

/*
 * Creating an account and becoming a VIP member end to end (spec sections 2, 3, 5 and 8), on the
 * Swedish site, by keyboard: the e-mailed code is read from the API's development outbox, the
 * BankID verification is approved on the simulator's phone page. The database is shared by the
 * run's tests: each registers an address of its own; only the BankID test registers Sara Nyström
 * and only the Finnish one Aino Korhonen (the demo people without an account).
 */

const SE = appOrigin("se");
const FI = appOrigin("fi");
const OUTBOX = `${API_ORIGIN}/_dev/outbox`;
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

/** The contact fields' labels and what the form says, by the site's language. */
const CONTACT = {
  sv: {
    address: [/^Adress/, "Storgatan 3"],
    postalCode: [/^Postnummer/, "113 51"],
    city: [/^Ort/, "Stockholm"],
    phone: [/^Telefonnummer/, "070-765 43 21"],
    email: /^E-post/,
    sendCode: "Skicka verifieringskod",
    codeSent: (email: string) => `Vi har skickat en kod till ${email}.`,
    code: /^Verifieringskod/,
    terms: /^Jag godkänner/,
  },
  fi: {
    address: [/^Osoite/, "Mannerheimintie 1"],
    postalCode: [/^Postinumero/, "00100"],
    city: [/^Postitoimipaikka/, "Helsinki"],
    phone: [/^Puhelinnumero/, "040 123 4567"],
    email: /^Sähköposti/,
    sendCode: "Lähetä vahvistuskoodi",
    codeSent: (email: string) => `Lähetimme koodin osoitteeseen ${email}.`,
    code: /^Vahvistuskoodi/,
    terms: /^Hyväksyn/,
  },
} as const;

/** The address, phone, e-mail with its mailed code and the terms: what every registration fills in. */
async function fillContactAndCode(
  page: Page,
  email: string,
  options: { wrongCodeFirst?: boolean; language?: keyof typeof CONTACT } = {},
) {
  const form = CONTACT[options.language ?? "sv"];
  for (const [label, value] of [form.address, form.postalCode, form.city, form.phone]) await type(page, label, value);
  await type(page, form.email, email);
  await press(page, form.sendCode);
  await expect(page.getByText(form.codeSent(email), { exact: false })).toBeVisible();
  const code = await mailedCode(page, email);
  if (options.wrongCodeFirst) {
    await type(page, form.code, code === "000000" ? "111111" : "000000");
  } else {
    await type(page, form.code, code);
  }
  await tick(page, form.terms);
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

test("creating an account on the Finnish site with a Finnish bank ID: the broker's verified person fills the form, read-only", async ({
  page,
}) => {
  const email = uniqueEmail("aino");
  await gotoHydrated(page, `${FI}/luo-tili/`, "main button");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await press(page, "Rekisteröidy pankkitunnuksilla");
  await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//);
  await press(page, /Aino Korhonen 240688-1230/);
  await expect(page).toHaveURL(`${FI}/luo-tili/`, { timeout: 15_000 });
  await expect(page.getByText("Olet tunnistautunut pankkitunnuksilla: Aino Korhonen.")).toBeVisible();
  await expect(page.getByLabel(/^Henkilötunnus/)).toHaveValue("240688-1230");
  await expect(page.getByLabel(/^Henkilötunnus/)).toHaveAttribute("readonly", "");
  await expect(page.getByLabel(/^Etunimi/)).toHaveAttribute("readonly", "");
  await fillContactAndCode(page, email, { language: "fi" });
  await press(page, "Luo tili");
  await expect(page).toHaveURL(`${FI}/sivuni/`, { timeout: 15_000 });
  await expect(page.getByText("Tervetuloa, Aino!")).toBeVisible();
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
