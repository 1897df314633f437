import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "@housing/playwright-config/axe";
import { API_PORT, APP_PORTS, sites } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";

/*
 * Forgotten password, password change and e-mail change end to end on the Swedish site (spec
 * sections 2, 5 and 7), by keyboard, with the mails read from the API's development outbox. Each
 * test registers a user of its own through the API: the suite shares one database, so the demo
 * users' passwords and addresses stay as they are.
 */

const SE = `http://localhost:${APP_PORTS.se}`;
const API = `http://localhost:${API_PORT}`;
const SITE_ID = sites.se.siteId;

async function press(page: Page, name: string | RegExp, role: "button" | "link" = "button") {
  const control = page.getByRole(role, { name });
  await control.focus();
  await page.keyboard.press("Enter");
}

async function type(page: Page, label: string | RegExp, text: string) {
  await page.getByLabel(label).focus();
  await page.keyboard.type(text);
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The newest outbox mail of a kind to an address (the dev page lists the newest first): its text and link. */
async function latestMail(request: APIRequestContext, kind: string, to: string) {
  let row: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get(`${API}/_dev/outbox`)).text();
      row = html.split("<tr>").find((cells) => cells.includes(`<td>${kind}</td><td>${to}</td>`));
      return Boolean(row);
    })
    .toBe(true);
  const text = unescapeHtml(/<pre>([\s\S]*?)<\/pre>/.exec(row!)?.[1] ?? "");
  const link = /<a href="([^"]+)"/.exec(row!)?.[1];
  return { text, link: link ? unescapeHtml(link) : undefined };
}

interface TestUser {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Registers a user of the test's own through the API (spec section 7): the e-mail code from the
 * outbox, then the registration form. Requests come "from" an address of their own (the API
 * trusts loopback's X-Forwarded-For in the suite), so the per-address limits of other tests do
 * not reach them.
 */
async function registerUser(request: APIRequestContext, password: string): Promise<TestUser> {
  const email = `losen.${randomUUID().slice(0, 8)}@example.com`;
  const headers = { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const asked = await request.post(`${API}/account_service/register/email_code`, {
    data: { email, siteId: SITE_ID },
    headers,
  });
  expect(asked.status()).toBe(200);
  const code = /(\d{6})/.exec((await latestMail(request, "emailCode", email)).text)?.[1];
  expect(code).toBeTruthy();
  const registered = await request.post(`${API}/account_service/register`, {
    headers,
    data: {
      birthDate: "1990-05-05",
      firstName: "Petra",
      lastName: "Lösenordsson",
      email,
      address: "Storgatan 3",
      postalCode: "113 51",
      city: "Stockholm",
      countryId: "se",
      phoneNumber: "070-765 43 21",
      emailCode: code,
      terms: true,
      password,
      siteId: SITE_ID,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { email, password, firstName: "Petra" };
}

async function logIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
  await press(page, "Logga in med e-post och lösenord");
  await type(page, /E-post/, email);
  await type(page, /Lösenord/, password);
  await page.keyboard.press("Enter");
}

async function logOut(page: Page) {
  await gotoHydrated(page, `${SE}/mina-sidor/`, "main button");
  await press(page, "Logga ut");
  await expect(page).toHaveURL(`${SE}/`);
}

async function expectNoIndex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

/** axe on a state the test moves on from (the fixture checks only the state a test ends in). */
async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe("passwords and e-mail on the Swedish site", () => {
  test("a forgotten password is reset through the mailed link and the new one logs in", async ({ page, request }) => {
    const user = await registerUser(request, "Start-1234");
    await gotoHydrated(page, `${SE}/glomt-losenord/`, "main form input");
    await expectNoIndex(page);
    await type(page, /E-post/, user.email);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `Om det finns ett konto för ${user.email} har vi skickat en länk dit. Länken gäller i en timme.`,
    );
    await expectAxeClean(page);

    const { link } = await latestMail(request, "resetPassword", user.email);
    expect(link).toMatch(new RegExp(`^${SE}/glomt-losenord/\\?token=[\\w-]{43}$`));
    await gotoHydrated(page, link!, "main form input");
    await expectNoIndex(page);
    await type(page, /^Nytt lösenord/, "Bytt-12345");
    await type(page, /Upprepa/, "Bytt-1234");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Lösenorden är inte likadana.")).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel(/Upprepa/).focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Bytt-12345");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      "Klart! Ditt lösenord är bytt. Logga in med det nya lösenordet.",
    );
    await expectAxeClean(page);

    // The link works once.
    await gotoHydrated(page, link!, "main form input");
    await type(page, /^Nytt lösenord/, "Igen-12345");
    await type(page, /Upprepa/, "Igen-12345");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Länken fungerar inte längre.");
    await expect(page.getByRole("link", { name: "Få en ny länk" })).toHaveAttribute("href", "/glomt-losenord/");
    await expectAxeClean(page);

    await logIn(page, user.email, "Bytt-12345");
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText(`Välkommen, ${user.firstName}!`)).toBeVisible();
  });

  test("the password is changed on the change-password page and the new one logs in", async ({ page, request }) => {
    const user = await registerUser(request, "Start-1234");
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);

    await gotoHydrated(page, `${SE}/mina-sidor/mina-installningar/byt-losenord/`, "main form input");
    await expectNoIndex(page);
    await type(page, /Nuvarande lösenord/, "Fel-12345");
    await type(page, /^Nytt lösenord/, "Andra-1234");
    await type(page, /Upprepa/, "Andra-1234");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Lösenordet stämmer inte.")).toBeVisible();
    await expect(page.getByLabel(/Nuvarande lösenord/)).toBeFocused();
    await expectAxeClean(page);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(user.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Klart! Ditt lösenord är bytt.");
    await expectAxeClean(page);

    await logOut(page);
    await logIn(page, user.email, user.password);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Inloggningen misslyckades. Kontrollera e-postadress och lösenord.",
    );
    await logIn(page, user.email, "Andra-1234");
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText(`Välkommen, ${user.firstName}!`)).toBeVisible();
  });

  test("the e-mail is changed through the mailed link and the new address logs in", async ({ page, request }) => {
    const user = await registerUser(request, "Start-1234");
    const newEmail = `ny.${user.email}`;
    // Without a session the page leads to the login and back.
    await page.goto(`${SE}/mina-sidor/mina-installningar/byt-e-post/`);
    await expect(page).toHaveURL(`${SE}/logga-in/?referrer=%2Fmina-sidor%2Fmina-installningar%2Fbyt-e-post%2F`);
    await gotoHydrated(page, page.url(), "[role=tab]");
    await press(page, "Logga in med e-post och lösenord");
    await type(page, /E-post/, user.email);
    await type(page, /Lösenord/, user.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${SE}/mina-sidor/mina-installningar/byt-e-post/`);

    await expect(page.getByText(`Din e-postadress nu: ${user.email}`)).toBeVisible();
    await expectNoIndex(page);
    await expectAxeClean(page);
    await type(page, /Ny e-postadress/, newEmail);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `Vi har skickat en länk till ${newEmail}. Öppna den för att bekräfta den nya adressen. Länken gäller i 24 timmar.`,
    );
    await expectAxeClean(page);

    const { link } = await latestMail(request, "changeEmail", newEmail);
    expect(link).toMatch(new RegExp(`^${SE}/mina-sidor/mina-installningar/byt-e-post/\\?token=[\\w-]{43}$`));
    await page.goto(link!);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`Klart! Din e-postadress är nu ${newEmail}.`);
    await expectAxeClean(page);

    await logOut(page);
    await logIn(page, user.email, user.password);
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await logIn(page, newEmail, user.password);
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText(`Välkommen, ${user.firstName}!`)).toBeVisible();
  });
});
