import type { APIRequestContext, Page } from "@playwright/test";
import { sites } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { appOrigin, API_ORIGIN } from "../env";

/*
 * The session's ends and additions in the browser (spec sections 2, 4 and 8): the 30-second check
 * finds the token expired on the browser's clock (Playwright's clock moves it on), logs out, leaves
 * my pages for the start page and shows the expired-session modal; and a Norwegian e-mail account
 * adds bank-ID login on my pages through the e-ID broker's simulator.
 */

const SE = appOrigin("se");
const NO = appOrigin("no");
const API = API_ORIGIN;
const PASSWORD = "Demo-1234";

async function press(page: Page, name: string | RegExp, role: "button" | "link" = "button") {
  await page.getByRole(role, { name }).focus();
  await page.keyboard.press("Enter");
}

async function type(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label).focus();
  await page.keyboard.type(text);
}

async function loginByEmail(
  page: Page,
  origin: string,
  path: string,
  texts: RegExp[],
  email: string,
  password: string,
) {
  await gotoHydrated(page, `${origin}${path}`, "[role=tab]");
  await press(page, texts[0]!);
  await type(page, texts[1]!, email);
  await type(page, texts[2]!, password);
  await page.keyboard.press("Enter");
}

const sessionCookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "housing_session");

/** A valid Norwegian fødselsnummer born 15.10.1986 that no seeded person has (protocols: K1, K2). */
function freshFodselsnummer(): string {
  for (;;) {
    const digits = `151086${String(100 + Math.floor(Math.random() * 400)).padStart(3, "0")}`.split("").map(Number);
    const k1 = (11 - ([3, 7, 6, 1, 8, 9, 4, 5, 2].reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11)) % 11;
    if (k1 === 10) continue;
    const k2 =
      (11 - ([5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((sum, w, i) => sum + w * [...digits, k1][i]!, 0) % 11)) % 11;
    if (k2 === 10) continue;
    return [...digits, k1, k2].join("");
  }
}

/** Registers a Norwegian e-mail account (no national identity number) through the API, with the mailed code. */
async function registerNorwegian(request: APIRequestContext, email: string, password: string) {
  const siteId = sites.no.siteId;
  expect((await request.post(`${API}/account_service/register/email_code`, { data: { email, siteId } })).ok()).toBe(
    true,
  );
  const outbox = await (await request.get(`${API}/_dev/outbox`)).text();
  const at = outbox.indexOf(`<td>${email}</td>`);
  const code = at < 0 ? undefined : /\b(\d{6})\b/.exec(outbox.slice(at, outbox.indexOf("</tr>", at)))?.[1];
  expect(code, "the mailed code").toBeTruthy();
  const answer = await request.post(`${API}/account_service/register`, {
    data: {
      birthDate: "1990-05-05",
      firstName: "Nora",
      lastName: "Utenbankid",
      email,
      address: "Storgata 3",
      postalCode: "0155",
      city: "Oslo",
      countryId: "no",
      phoneNumber: "+47 912 34 567",
      emailCode: code,
      terms: true,
      password,
      siteId,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe("the expired session", () => {
  test("on my pages: the check finds the token expired, logs out and shows the modal on the start page", async ({
    page,
  }) => {
    await page.clock.install();
    await loginByEmail(
      page,
      SE,
      "/logga-in/",
      [/Logga in med e-post och lösenord/, /E-post/, /Lösenord/],
      "anna.andersson@example.com",
      PASSWORD,
    );
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText("Välkommen, Anna!")).toBeVisible();
    expect(await sessionCookieOf(page)).toBeTruthy();

    // The token lives 60 minutes; the next check after that finds it expired on the browser's clock.
    await page.clock.fastForward("01:01:00");
    await expect(page).toHaveURL(`${SE}/`);
    const dialog = page.getByRole("dialog", { name: "Din session har gått ut" });
    await expect(dialog).toBeVisible();
    expect(await sessionCookieOf(page)).toBeUndefined();
    expect(await page.evaluate(() => document.cookie)).not.toContain("housing_session_hint=");

    // Its login button opens the login.
    await press(page, "Logga in igen");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Logga in" })).toBeVisible();
  });

  test("elsewhere: the page stays and the modal shows at once", async ({ page }) => {
    await page.clock.install();
    await loginByEmail(
      page,
      SE,
      "/logga-in/?referrer=%2F",
      [/Logga in med e-post och lösenord/, /E-post/, /Lösenord/],
      "anna.andersson@example.com",
      PASSWORD,
    );
    await expect(page).toHaveURL(`${SE}/`);
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toBeVisible();
    await page.clock.fastForward("01:01:00");
    await expect(page.getByRole("dialog", { name: "Din session har gått ut" })).toBeVisible();
    await expect(page).toHaveURL(`${SE}/`);
    expect(await sessionCookieOf(page)).toBeUndefined();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Logga in" })).toBeVisible();
  });
});

test.describe("adding bank-ID login (Norway)", () => {
  test("a Norwegian e-mail account adds Norwegian BankID from my pages, then logs in with it", async ({
    page,
    request,
  }) => {
    const email = `nora.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.no`;
    const password = "Nora-1234";
    await registerNorwegian(request, email, password);
    await loginByEmail(
      page,
      NO,
      "/logg-inn/",
      [/Logg inn med e-post og passord/, /E-post/, /Passord/],
      email,
      password,
    );
    await expect(page).toHaveURL(`${NO}/mine-sider/`);

    await press(page, "Legg til innlogging med BankID");
    await expect(page.getByRole("dialog", { name: "Legg til BankID" })).toBeVisible();
    await press(page, "Fortsett til BankID");
    await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//);
    const nin = freshFodselsnummer();
    await type(page, /Fødselsnummer/, nin);
    await type(page, "Given name", "Nora");
    await type(page, "Family name", "Nordahl");
    await press(page, /^Log in$/);

    await expect(page).toHaveURL(`${NO}/mine-sider/#update-bank-id-modal-done`, { timeout: 15_000 });
    const done = page.getByRole("dialog", { name: "Ferdig!" });
    await expect(done).toBeVisible();
    await done.getByRole("button", { name: "Lukk", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(done).toBeHidden();
    await expect(page).toHaveURL(`${NO}/mine-sider/`);
    await expect(page.getByText("Velkommen, Nora!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Legg til innlogging med BankID" })).toBeHidden();

    // Logged out, the same person logs in with Norwegian BankID into this account.
    await press(page, "Logg ut");
    await expect(page).toHaveURL(`${NO}/`);
    await gotoHydrated(page, `${NO}/logg-inn/`, "[role=tab]");
    await press(page, "Logg inn med BankID");
    await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//);
    await type(page, /Fødselsnummer/, nin);
    await type(page, "Given name", "Nora");
    await type(page, "Family name", "Nordahl");
    await press(page, /^Log in$/);
    await expect(page).toHaveURL(`${NO}/mine-sider/`, { timeout: 15_000 });
    await expect(page.getByText("Velkommen, Nora!")).toBeVisible();
  });
});
