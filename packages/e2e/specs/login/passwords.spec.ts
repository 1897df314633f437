import type { Page } from "@playwright/test";
import { axeViolations } from "@housing/playwright-config/axe";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { latestMail, registerUser } from "./accounts";
import { press, type } from "./keyboard";
import { appOrigin } from "../env";

/*
 * Forgotten password, password change and e-mail change end to end on the Swedish site (spec
 * sections 2, 5 and 7), by keyboard, with the mails read from the API's development outbox. Each
 * test registers a user of its own through the API: the suite shares one database, so the demo
 * users' passwords and addresses stay as they are.
 */

const SE = appOrigin("se");

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
