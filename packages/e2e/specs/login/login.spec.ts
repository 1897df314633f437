import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { approveQr, PASSWORD, press, type } from "./keyboard";
import { appOrigin } from "../env";

/*
 * Login end to end (spec section 2 "Login screen"): the sites, the API, its database and the
 * BankID and e-ID simulators, as a visitor uses them, by keyboard. Demo users: README.md.
 */

const SE = appOrigin("se");
const NO = appOrigin("no");

test.describe("login on the Swedish site", () => {
  test("with e-mail and password: my pages greet the user, the token stays out of page scripts, logout ends it", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await press(page, "Logga in med e-post och lösenord");
    await type(page, /E-post/, "anna.andersson@example.com");
    await type(page, /Lösenord/, PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText("Välkommen, Anna!")).toBeVisible();

    const scriptCookies = await page.evaluate(() => document.cookie);
    expect(scriptCookies).toContain("housing_session_hint=");
    expect(scriptCookies).not.toMatch(/(^|; )housing_session=/);
    const session = (await context.cookies()).find((cookie) => cookie.name === "housing_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    await press(page, "Logga ut");
    await expect(page).toHaveURL(`${SE}/`);
    expect((await context.cookies()).some((cookie) => cookie.name === "housing_session")).toBe(false);
  });

  test("a wrong password keeps what was typed and says so", async ({ page }) => {
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await press(page, "Logga in med e-post och lösenord");
    await type(page, /E-post/, "anna.andersson@example.com");
    await type(page, /Lösenord/, "not-the-password");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Inloggningen misslyckades. Kontrollera e-postadress och lösenord.",
    );
    await expect(page.getByLabel(/E-post/)).toHaveValue("anna.andersson@example.com");
  });

  test("my pages without a session lead to the login and back after it", async ({ page }) => {
    await page.goto(`${SE}/mina-sidor/`);
    await expect(page).toHaveURL(`${SE}/logga-in/?referrer=%2Fmina-sidor%2F`);
  });

  test("with BankID on another device: the animated QR is approved on the phone", async ({ page }) => {
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await press(page, "Logga in med BankID");
    await approveQr(page, /^Anna Andersson/);
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText("Välkommen, Anna!")).toBeVisible();
  });

  test("with BankID on the same device: the app link, then back to the page", async ({ page }) => {
    await gotoHydrated(page, `${SE}/logga-in/?referrer=%2Fmina-sidor%2F%3Fx%3D1`, "[role=tab]");
    await press(page, "BankID på den här enheten");
    // Locally the same-device link opens the simulator's phone page in place of the BankID app.
    await expect(page).toHaveURL(/127\.0\.0\.1:4302\/\?autostarttoken=/);
    await page.getByLabel(/^Anna Andersson/).check();
    await press(page, "Identify");
    await expect(page).toHaveURL(/127\.0\.0\.1:4302\/approve/);
    // Back on the login page (the app returns to the browser), the order goes on and ends in the login.
    await page.goto(`${SE}/logga-in/?referrer=%2Fmina-sidor%2F%3Fx%3D1`, { waitUntil: "commit" });
    await expect(page).toHaveURL(`${SE}/mina-sidor/?x=1`, { timeout: 15_000 });
    await expect(page.getByText("Välkommen, Anna!")).toBeVisible();
  });

  test("as a board member of two associations, choosing one", async ({ page }) => {
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await page.getByRole("tab", { name: "Mina sidor" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Styrelseportal" })).toHaveAttribute("aria-selected", "true");
    await press(page, "Logga in med BankID");
    await approveQr(page, /^Karin Lind/);
    await expect(page.getByRole("heading", { name: "Välj förening" })).toBeVisible();
    await page.getByLabel("BRF Ekbacken").check();
    await press(page, "Fortsätt");
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText("Styrelseledamot i BRF Ekbacken")).toBeVisible();
  });

  test("a person who is no board member but chose the board portal is a board member without management after BankID", async ({
    page,
  }) => {
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await page.getByRole("tab", { name: "Mina sidor" }).focus();
    await page.keyboard.press("ArrowRight");
    await press(page, "Logga in med BankID");
    await approveQr(page, /^Anna Andersson/);
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    await expect(page.getByText("Styrelseledamot i en förening utan teknisk förvaltning")).toBeVisible();
  });
});

test.describe("login on the Norwegian site", () => {
  test("with Norwegian BankID through the e-ID broker", async ({ page }) => {
    await gotoHydrated(page, `${NO}/logg-inn/`, "[role=tab]");
    await press(page, "Logg inn med BankID");
    await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//);
    await press(page, /Ola Nordmann/);
    await expect(page).toHaveURL(`${NO}/mine-sider/`, { timeout: 15_000 });
    await expect(page.getByText("Velkommen, Ola!")).toBeVisible();
  });

  test("the e-ID return page is not indexed, and opened without a login it offers to log in again", async ({
    page,
  }) => {
    await page.goto(`${NO}/logg-inn/e-id/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    await expect(page.getByRole("link", { name: "Prøv igjen" })).toHaveAttribute("href", "/logg-inn/");
  });
});
