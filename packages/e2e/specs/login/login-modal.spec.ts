import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { LOGIN_BUTTON } from "../hydrated";
import { appOrigin } from "../env";

/*
 * The login modal end to end (spec section 2: the header's login button and the hash triggers,
 * the verification view; section 4: the role rules; section 8: NoBoardMember, MustActivatePid):
 * the Swedish site, the API, its database and the BankID simulator, by keyboard.
 */

const SE = appOrigin("se");
const PHONE = "http://127.0.0.1:4302/";
const PASSWORD = "Demo-1234";

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 60_000 });

/** Opens the start page (with a hash) and waits until React has hydrated the header's buttons. */
async function gotoStart(page: Page, hash = ""): Promise<void> {
  await page.goto(`${SE}/${hash}`);
  await page.waitForFunction((css) => {
    const button = document.querySelector(css);
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  }, LOGIN_BUTTON);
}

/** Presses a control by keyboard: focus, then Enter. */
async function press(scope: Page | Locator, name: string | RegExp, role: "button" | "link" | "tab" = "button") {
  const control = scope.getByRole(role, { name, exact: typeof name === "string" });
  await control.focus();
  await control.press("Enter");
}

async function type(scope: Page | Locator, label: string | RegExp, text: string) {
  const field = scope.getByLabel(label);
  await field.focus();
  await field.pressSequentially(text);
}

async function emailLogin(dialog: Locator, email: string) {
  await press(dialog, "Logga in med e-post och lösenord");
  await type(dialog, /E-post/, email);
  await type(dialog, /Lösenord/, PASSWORD);
  await dialog.getByLabel(/Lösenord/).press("Enter");
}

/** Approves the QR the modal shows on the simulator's phone page, as the person `who`. */
async function approveQr(page: Page, who: RegExp) {
  const qr = page.locator("svg[data-qr]");
  await expect(qr).toBeVisible();
  const content = await qr.getAttribute("data-qr");
  const phone = await page.context().newPage();
  await phone.goto(PHONE);
  await type(phone, "QR content", content!);
  await press(phone, "Scan");
  await phone.getByLabel(who).check();
  await press(phone, "Identify");
  await expect(phone.getByRole("heading", { level: 1 })).toBeVisible();
  await phone.close();
}

const loginButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Logga in", exact: true });
const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Logga in" });

test.describe("the login modal on the Swedish site", () => {
  test("from the header's login button by keyboard: e-mail login, 'Klart!', the header greets, Escape gives focus back", async ({
    page,
  }) => {
    await gotoStart(page);
    await loginButton(page).focus();
    await page.keyboard.press("Enter");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("tab", { name: "Mina sidor" })).toHaveAttribute("aria-selected", "true");
    // Closing without a login: focus goes back to the login button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(loginButton(page)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await emailLogin(dialog, "anna.andersson@example.com");
    await expect(dialog.getByRole("heading", { name: "Klart!" })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Hjälp med BankID" })).toBeVisible();
    // Still on the start page; the header shows the first name.
    await expect(page).toHaveURL(new RegExp(`^${SE}/(#.*)?$`));
    const userButton = page.getByRole("banner").getByRole("button", { name: /Användarmeny, Anna/ });
    await expect(userButton).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(userButton).toBeFocused();
  });

  test("#case-management-sweden: Johan Berg (board member without technical management) goes on as a private case", async ({
    page,
  }) => {
    await gotoStart(page, "#case-management-sweden");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("tab", { name: "Mina sidor" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name: "Styrelseportal" })).toHaveAttribute("aria-selected", "true");
    await press(dialog, "Logga in med BankID");
    await approveQr(page, /^Johan Berg/);
    await expect(dialog.getByRole("heading", { name: "Klart!" })).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Fortsätt med felanmälan" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /Användarmeny, Johan/ })).toBeVisible();
  });

  test("the board portal answers Johan Berg with the way to fault reporting (NoBoardMember)", async ({ page }) => {
    await gotoStart(page, "#open-login-board");
    const dialog = dialogOf(page);
    await dialog.getByLabel("Testperson").selectOption("199207204562");
    await press(dialog, "Logga in som testperson");
    await expect(dialog.getByRole("heading", { name: "Ingen teknisk förvaltning" })).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Till felanmälan" })).toHaveAttribute("href", "/kundservice/");
  });

  test("an e-mail case login without a national identity number asks to verify with BankID (MustActivatePid)", async ({
    page,
    context,
  }) => {
    await gotoStart(page, "#case-management-private");
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await emailLogin(dialog, "lisa.holm@example.com");
    await expect(dialog.getByRole("heading", { name: "Verifiera dig med BankID" })).toBeFocused();
    await expect(dialog.getByRole("button", { name: "Verifiera med BankID" })).toBeVisible();
    await press(dialog, "Inte nu");
    await expect(dialog.getByRole("heading", { name: "Klart!" })).toBeFocused();
    const answered = (await context.cookies()).find((cookie) => cookie.name === "housing_pid_answered");
    expect(answered).toMatchObject({ path: "/", sameSite: "Lax" });
    expect(answered!.expires * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  test("the developer-only BankID form logs Anna Andersson in without the phone", async ({ page }) => {
    await gotoStart(page);
    await press(page.getByRole("banner"), "Logga in");
    const dialog = dialogOf(page);
    const form = dialog.locator("[data-dev-tool=bankid]");
    await expect(form).toBeVisible();
    await form.getByLabel("Testperson").selectOption("198503121231");
    await press(form, "Logga in som testperson");
    await expect(dialog.getByRole("heading", { name: "Klart!" })).toBeFocused();
    await expect(page.getByRole("banner").getByRole("button", { name: /Användarmeny, Anna/ })).toBeVisible();
  });
});
