import type { Page } from "@playwright/test";
import { SESSION_BRIDGE_PATH, type User } from "@housing/contracts";
import { myPagesMenu } from "@housing/session/my-pages-menu";
import { type SiteConfig } from "@housing/site-config";
import { expect } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { approveQr, PASSWORD, press, type } from "../login/keyboard";
import { appOrigin } from "../env";

/* How the my-pages specs log in and read the menu: by keyboard, as the login specs do. Demo users: README.md. */

export const SE = appOrigin("se");
export const FI = appOrigin("fi");
export const NO = appOrigin("no");
export const CONTRACTOR = appOrigin("contractor");

/** Logs in on the site's login page with e-mail and password (the private tab) and lands on my pages. */
export async function loginWithEmail(
  page: Page,
  origin: string,
  email: string,
  texts: { login: string; button: RegExp; email: RegExp; password: RegExp; myPages: string },
) {
  await gotoHydrated(page, `${origin}${texts.login}`, "[role=tab]");
  await press(page, texts.button);
  await type(page, texts.email, email);
  await type(page, texts.password, PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${origin}${texts.myPages}`, { timeout: 15_000 });
}

export const SWEDISH_LOGIN = {
  login: "/logga-in/",
  button: /Logga in med e-post och lösenord/,
  email: /E-post/,
  password: /Lösenord/,
  myPages: "/mina-sidor/",
};

export const NORWEGIAN_LOGIN = {
  login: "/logg-inn/",
  button: /Logg inn med e-post og passord/,
  email: /E-post/,
  password: /Passord/,
  myPages: "/mine-sider/",
};

export const FINNISH_LOGIN = {
  login: "/kirjaudu-sisaan/",
  button: /Kirjaudu sähköpostilla ja salasanalla/,
  email: /Sähköposti/,
  password: /Salasana/,
  myPages: "/sivuni/",
};

/** Logs in with BankID on the Swedish login page's private tab ("Mina sidor") as the simulator's person. */
export async function loginWithBankId(page: Page, who: RegExp) {
  await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
  await press(page, "Logga in med BankID");
  await approveQr(page, who);
  await expect(page).toHaveURL(`${SE}/mina-sidor/`, { timeout: 15_000 });
}

/** The logged-in user as the API tells the site (through the session bridge, with the session cookie). */
export async function currentUser(page: Page, origin: string): Promise<User> {
  const response = await page.request.get(`${origin}${SESSION_BRIDGE_PATH}account_service/user`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as User;
}

/** The menu's entries as the page draws them: name and address, in order. */
export async function drawnMenu(page: Page, label: string) {
  const links = page.getByRole("navigation", { name: label, exact: true }).getByRole("link");
  return links.evaluateAll((anchors): string[] =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
}

/** The menu the rules of spec section 2 give this user on this site (session's myPagesMenu). */
export function expectedMenu(user: User, site: SiteConfig): string[] {
  return myPagesMenu(user, site).map((entry) => entry.href);
}
