import type { Page } from "@playwright/test";
import { axeViolations } from "@housing/playwright-config/axe";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { FINNISH_LOGIN, FI, NO, NORWEGIAN_LOGIN, SE, SWEDISH_LOGIN, loginWithEmail } from "../my-pages/my-pages-login";
import { approveQr } from "../login/keyboard";
import {
  FINNISH_WIZARD,
  NORWEGIAN_WIZARD,
  PNG,
  SWEDISH_WIZARD,
  atStep,
  choose,
  next,
  pngFile,
  press,
  pressIn,
  type,
  wizardOf,
  type WizardTexts,
} from "./wizard-steps";

/*
 * Issue 22: the fault-report wizard end to end against the reference API, one sequence per role
 * and country (README's demo users), by keyboard, axe on every step, through to the created case
 * in the errands list where the role may read it. Files are chosen with the file input (the one
 * control a test cannot reach by keyboard alone: the browser's own file dialog).
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 180_000 });

/** The completion screen's ticket number. */
async function ticketOf(page: Page, texts: WizardTexts, pattern: RegExp) {
  const done = wizardOf(page, texts).getByText(pattern);
  await expect(done).toBeVisible({ timeout: 20_000 });
  return Number(pattern.exec((await done.textContent()) ?? "")![1]);
}

test("a Swedish resident reports a leaking dishwasher with a photo; a reload keeps the step and the file; too large and too many files are refused", async ({
  page,
}) => {
  const w = SWEDISH_WIZARD;
  await loginWithEmail(page, SE, "anna.andersson@example.com", SWEDISH_LOGIN);
  await gotoHydrated(page, `${SE}/mina-sidor/arenden/`, "main a[href='#case-management-private']");
  await press(page, "Gör en felanmälan", "link");

  await atStep(page, w, "Innan du gör en felanmälan");
  await choose(page, w, "checkbox", /Jag har tagit del av informationen/);
  await next(page, w, w.acceptTerms);

  await atStep(page, w, "Kontaktuppgifter");
  // Spec section 6: a resident's names are read-only; the copy is ticked by default.
  await expect(wizardOf(page, w).getByRole("textbox", { name: "Förnamn" })).toHaveAttribute("readonly", "");
  await expect(wizardOf(page, w).getByRole("checkbox", { name: /Skicka en kopia/ })).toBeChecked();
  await next(page, w);

  await atStep(page, w, "Välj bostad");
  await choose(page, w, "radio", "I bostaden");
  await choose(page, w, "radio", /Solgläntevägen 4/);
  await next(page, w);

  await atStep(page, w, "Var finns problemet?");
  await choose(page, w, "radio", "Kök");
  await next(page, w);

  await atStep(page, w, "Vad gäller problemet?");
  await choose(page, w, "radio", "Diskmaskin");
  await next(page, w);

  // An appliance: the FAQ with the appliance service lines and their numbers (spec section 4).
  await atStep(page, w, "Har du testat följande åtgärder?");
  await expect(wizardOf(page, w).getByRole("heading", { name: "Vitvaran fungerar inte" })).toBeVisible();
  await expect(wizardOf(page, w).getByText("08-520 300 00")).toBeVisible();
  await next(page, w);

  await atStep(page, w, "Beskriv felet");
  await type(page, /Beskriv felet/, "Diskmaskinen läcker vatten under luckan.");
  const files = wizardOf(page, w).getByLabel("Bifoga filer");
  await files.setInputFiles([pngFile("lacka.png")]);
  await expect(wizardOf(page, w).getByRole("button", { name: "Ta bort lacka.png" })).toBeVisible();
  // Refused in the browser before anything is sent: a 25 MB file, and a sixth file.
  const large = Buffer.alloc(25 * 1024 * 1024);
  PNG.copy(large);
  await files.setInputFiles([{ name: "stor.png", mimeType: "image/png", buffer: large }]);
  await expect(wizardOf(page, w).getByText("stor.png är större än 20 MB.")).toBeVisible();
  await files.setInputFiles(["1", "2", "3", "4", "5"].map((n) => pngFile(`bild-${n}.png`)));
  await expect(wizardOf(page, w).getByText("Du kan bifoga högst 5 filer.")).toBeVisible();
  await expect(wizardOf(page, w).getByRole("button", { name: /^Ta bort / })).toHaveCount(5);
  await expect(wizardOf(page, w).getByRole("button", { name: "Ta bort bild-5.png" })).toHaveCount(0);
  for (const n of ["1", "2", "3", "4"]) await pressIn(page, w, `Ta bort bild-${n}.png`);
  await expect(wizardOf(page, w).getByRole("button", { name: /^Ta bort / })).toHaveCount(1);
  await next(page, w);

  await atStep(page, w, "Sammanfattning");
  // A reload (or a crash) brings the wizard back at its step with its fields and its file.
  await page.reload();
  await atStep(page, w, "Sammanfattning");
  await expect(wizardOf(page, w).getByText("Diskmaskinen läcker vatten under luckan.")).toBeVisible();
  await expect(wizardOf(page, w).getByText("1 fil")).toBeVisible();

  await pressIn(page, w, w.submit);
  const ticket = await ticketOf(page, w, /Ditt ärendenummer är (\d+)\./);
  await press(page, "Se dina ärenden", "link");

  // The new errand is on the list and its photo downloads through the API.
  await expect(page).toHaveURL(`${SE}/mina-sidor/arenden/`);
  const row = page.getByRole("button", { name: new RegExp(`Ärende ${ticket}`) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Diskmaskinen läcker vatten under luckan.")).toBeVisible();
  const download = page.getByRole("link", { name: /lacka\.png/ }).first();
  const href = await download.getAttribute("href");
  const file = await page.request.get(new URL(href!, SE).toString());
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
});

test("a Swedish board member with technical management reports for an apartment of the association and sees it among its errands", async ({
  page,
}) => {
  const w = SWEDISH_WIZARD;
  await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
  await press(page, "Styrelseportal", "tab");
  await press(page, "Logga in med BankID");
  await approveQr(page, /^Karin Lind/);
  await page.getByLabel("BRF Solgläntan").focus();
  await page.keyboard.press("Space");
  await press(page, "Fortsätt");
  await expect(page).toHaveURL(`${SE}/mina-sidor/`, { timeout: 15_000 });

  // From the header's user menu.
  await press(page, /^Användarmeny/);
  await press(page, "Felanmälan", "link");

  await atStep(page, w, "Innan du gör en felanmälan");
  await choose(page, w, "checkbox", /Jag har tagit del av informationen/);
  await next(page, w, w.acceptTerms);

  await atStep(page, w, "Kontaktuppgifter");
  await next(page, w);

  await atStep(page, w, "Sök bostad eller fastighet");
  await choose(page, w, "radio", "I bostaden");
  await type(page, "Sök adress", "Solglänte");
  await choose(page, w, "radio", "Solgläntevägen 4, 1103");
  await next(page, w);

  await atStep(page, w, "Var finns problemet?");
  await choose(page, w, "radio", "Badrum");
  await next(page, w);

  await atStep(page, w, "Vad gäller problemet?");
  await choose(page, w, "radio", "Golvbrunn");
  await next(page, w);

  await atStep(page, w, /Har du testat följande åtgärder\?|Beskriv felet/);
  if (
    await wizardOf(page, w).getByRole("heading", { level: 2, name: "Har du testat följande åtgärder?" }).isVisible()
  ) {
    await next(page, w);
    await atStep(page, w, "Beskriv felet");
  }
  await type(page, /Beskriv felet/, "Golvbrunnen i badrummet luktar.");
  await next(page, w);

  await atStep(page, w, "Sammanfattning");
  await pressIn(page, w, w.submit);
  const ticket = await ticketOf(page, w, /Ditt ärendenummer är (\d+)\./);
  await press(page, "Se dina ärenden", "link");
  await expect(page.getByRole("button", { name: new RegExp(`Ärende ${ticket}`) })).toBeVisible({ timeout: 15_000 });
});

test("a board login without technical management (a customer who chose the board) reports with the association's details and cannot read it afterwards", async ({
  page,
}) => {
  const w = SWEDISH_WIZARD;
  // The board's hash trigger: the login modal on its board tab, then "Fortsätt med felanmälan"
  // opens the wizard. Björn sits on no board: the login downgrades him to a board member without
  // technical management (spec section 4), who gives the association's details himself.
  await gotoHydrated(page, `${SE}/#case-management-board`, "[role=dialog]");
  await expect(page.getByRole("tab", { name: "Styrelseportal" })).toHaveAttribute("aria-selected", "true");
  await press(page, "Logga in med BankID");
  await approveQr(page, /^Björn Andersson/);
  await press(page, "Fortsätt med felanmälan");

  await atStep(page, w, "Innan du gör en felanmälan");
  await choose(page, w, "checkbox", /Jag har tagit del av informationen/);
  await next(page, w, w.acceptTerms);

  await atStep(page, w, "Kontaktuppgifter");
  await next(page, w);
  // Then the steps of the no-management sequence, as they come.
  for (let steps = 0; steps < 10; steps += 1) {
    // The step's heading: the modal's own title is an h2 too.
    const headings = await wizardOf(page, w).getByRole("heading", { level: 2 }).allTextContents();
    const heading = headings.map((text) => text.trim()).find((text) => text !== w.title);
    if (heading === "Sammanfattning") break;
    expect(await axeViolations(page)).toEqual([]);
    if (heading === "Bostadsrättsförening") {
      await type(page, "Föreningens namn", "BRF Tallbacken", { replace: true });
      await type(page, "Föreningens organisationsnummer", "769612-3456", { replace: true });
      await choose(page, w, "checkbox", /Jag sitter i föreningens styrelse/);
    } else if (heading === "Fastighetens adress") {
      await type(page, /Gatuadress/, "Tallbacksvägen 2", { replace: true });
      await type(page, /Postnummer/, "123 56", { replace: true });
      await type(page, /^Ort/, "Stockholm", { replace: true });
      await choose(page, w, "radio", "I gemensamma utrymmen");
    } else if (heading === "Var finns problemet?") {
      await choose(page, w, "radio", "Belysning");
    } else if (heading === "Vad gäller problemet?") {
      await choose(page, w, "radio", /./);
    } else if (heading === "Beskriv felet") {
      await type(page, /Beskriv felet/, "Belysningen i trapphuset är trasig.");
    }
    await next(page, w);
    await expect(wizardOf(page, w).getByRole("heading", { level: 2, name: heading })).toHaveCount(0);
  }
  await atStep(page, w, "Sammanfattning");
  await pressIn(page, w, w.submit);
  await expect(wizardOf(page, w).getByText(/Din felanmälan är skickad\./)).toBeVisible({ timeout: 20_000 });
  // Spec section 4: a board member without management cannot read the case afterwards.
  await expect(wizardOf(page, w).getByRole("link", { name: "Se dina ärenden" })).toHaveCount(0);
});

test("a Norwegian resident reports a fault in his apartment and finds it among his cases", async ({ page }) => {
  const w = NORWEGIAN_WIZARD;
  await loginWithEmail(page, NO, "ola.nordmann@example.com", NORWEGIAN_LOGIN);
  await gotoHydrated(page, `${NO}/mine-sider/arenden/`, "main a[href='#case-management-private']");
  await press(page, "Meld en feil", "link");

  await atStep(page, w, "Før du melder en feil");
  await choose(page, w, "checkbox", /Jeg har lest informasjonen/);
  await next(page, w, w.acceptTerms);
  await atStep(page, w, "Kontaktinformasjon");
  await next(page, w);
  await atStep(page, w, "Velg bolig");
  await choose(page, w, "radio", "I boligen");
  await choose(page, w, "radio", /Fjellstuveien 12/);
  await next(page, w);
  await atStep(page, w, "Hvor er problemet?");
  await choose(page, w, "radio", "Stue");
  await next(page, w);
  await atStep(page, w, /Hva gjelder problemet\?|Beskriv feilen/);
  if (await wizardOf(page, w).getByRole("heading", { level: 2, name: "Hva gjelder problemet?" }).isVisible()) {
    await choose(page, w, "radio", /./);
    await next(page, w);
  }
  await atStep(page, w, "Beskriv feilen");
  await type(page, /Beskriv feilen/, "Vinduet i stua lukker ikke tett.");
  await next(page, w);
  await atStep(page, w, "Oppsummering");
  await pressIn(page, w, w.submit);
  const ticket = await ticketOf(page, w, /Saksnummeret ditt er (\d+)\./);
  await press(page, "Se sakene dine", "link");
  await expect(page.getByRole("button", { name: new RegExp(`Sak ${ticket}`) })).toBeVisible({ timeout: 15_000 });
});

test("a Finnish resident reports with pets and keys and finds it among her matters", async ({ page }) => {
  const w = FINNISH_WIZARD;
  await loginWithEmail(page, FI, "matti.virtanen@example.com", FINNISH_LOGIN);
  await gotoHydrated(page, `${FI}/sivuni/arenden/`, "main a[href='#case-management-private']");
  await press(page, "Tee vikailmoitus", "link");

  await atStep(page, w, "Ennen vikailmoitusta");
  await choose(page, w, "checkbox", /Olen lukenut tiedot/);
  await next(page, w, w.acceptTerms);
  await atStep(page, w, "Yhteystiedot");
  await next(page, w);
  await atStep(page, w, "Valitse asunto");
  await choose(page, w, "radio", "Asunnossa");
  await choose(page, w, "radio", /Koivurinteentie 3/);
  await next(page, w);
  await atStep(page, w, "Lemmikit ja avaimet");
  const keys = wizardOf(page, w).getByRole("radiogroup", { name: /yleisavaimella/ });
  await keys.getByRole("radio", { name: "Ei" }).focus();
  await page.keyboard.press("Space");
  const pets = wizardOf(page, w).getByRole("radiogroup", { name: "Onko asunnossa lemmikkejä?" });
  await pets.getByRole("radio", { name: "Kyllä" }).focus();
  await page.keyboard.press("Space");
  await type(page, /Mitä lemmikkejä/, "Kissa");
  await next(page, w);
  await atStep(page, w, "Valitse huone");
  await choose(page, w, "radio", "Keittiö");
  await next(page, w);
  await atStep(page, w, "Mitä vika koskee?");
  await choose(page, w, "radio", "Liesi");
  await next(page, w);
  await atStep(page, w, "Kuvaile vika");
  await type(page, /Kuvaile vika/, "Lieden etulevy ei lämpene.");
  await next(page, w);
  await atStep(page, w, "Yhteenveto");
  await pressIn(page, w, w.submit);
  const ticket = await ticketOf(page, w, /Asiasi numero on (\d+)\./);
  await press(page, "Katso asiasi", "link");
  await expect(page.getByRole("button", { name: new RegExp(`Asia ${ticket}`) })).toBeVisible({ timeout: 15_000 });
});
