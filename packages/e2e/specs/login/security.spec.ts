import { randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { eidentReturnPath, getSite, routePath, type RouteKey, type SiteCode } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { approveQr, PASSWORD, press, type } from "./keyboard";
import { appOrigin } from "../env";

/*
 * The login's security as a browser meets it (spec sections 4 and 9): the session bridge's
 * cross-site request forgery checks, a forged login token, the e-mail login's rate limit, the
 * token out of page scripts, and no personal page in a search engine's index.
 */

const SE = appOrigin("se");
const SE_SITE_ID = getSite("se").siteId;
// The cookie and header names of the session bridge (@housing/contracts' session-cookies.ts).
const SESSION_COOKIE = "housing_session";
const HINT_COOKIE = "housing_session_hint";
const CSRF_COOKIE = "housing_csrf";
const CSRF_HEADER = "x-housing-csrf";

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A made-up ES256 login token: the right shape and claims, signed by nobody the API knows. */
function forgedToken(): { token: string; exp: number } {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const header = base64url({ alg: "ES256", typ: "JWT", kid: "made-up-key" });
  const payload = base64url({
    iss: "housing-api",
    aud: "housing-sites",
    sub: randomUUID(),
    sid: randomUUID(),
    iat: exp - 3600,
    exp,
    login_method: "email",
    site: "Jmse",
  });
  return { token: `${header}.${payload}.${Buffer.from(randomUUID()).toString("base64url")}`, exp };
}

async function setForgedSession(context: BrowserContext): Promise<string> {
  const { token, exp } = forgedToken();
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: SE, httpOnly: true, sameSite: "Lax" },
    { name: HINT_COOKIE, value: String(exp), url: SE, sameSite: "Lax" },
  ]);
  return token;
}

test.describe("the session bridge", () => {
  test("refuses a changing call without the CSRF header or from another origin", async ({ page, context }) => {
    // Logged in through the site's bridge, as the login page does it.
    const login = await page.request.post(`${SE}/_api/account_service/login/email/`, {
      headers: { origin: SE },
      data: { email: "anna.andersson@example.com", password: PASSWORD, siteId: SE_SITE_ID },
    });
    expect(login.status()).toBe(200);
    expect(await login.json()).not.toHaveProperty("token");
    const csrf = (await context.cookies(SE)).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
    expect(csrf).toBeTruthy();

    // Consent for a site Anna has consented to already: the same answer whenever it gets through.
    const consent = (headers: Record<string, string>) =>
      page.request.post(`${SE}/_api/account_service/consent/`, { headers, data: { siteId: SE_SITE_ID } });
    expect((await consent({ origin: SE })).status()).toBe(403);
    expect((await consent({ origin: SE, [CSRF_HEADER]: "not-the-cookie" })).status()).toBe(403);
    expect((await consent({ origin: "http://evil.example", [CSRF_HEADER]: csrf! })).status()).toBe(403);
    expect((await consent({ [CSRF_HEADER]: csrf! })).status()).toBe(403);
    // The same call from the site itself, with the header, goes through.
    const allowed = await consent({ origin: SE, [CSRF_HEADER]: csrf! });
    expect(allowed.status()).toBe(200);
    expect(await allowed.json()).toMatchObject({ firstName: "Anna" });
  });

  test("treats a forged login token as nobody: the API refuses it and my pages lead to the login", async ({
    page,
    context,
  }) => {
    await setForgedSession(context);
    const user = await page.request.get(`${SE}/_api/account_service/user/`);
    expect(user.status()).toBe(401);
    // The bridge removed the cookies it could not use; the browser sends the forged ones again.
    expect((await context.cookies(SE)).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    await setForgedSession(context);
    await page.goto(`${SE}/mina-sidor/`);
    await expect(page).toHaveURL(`${SE}/logga-in/?referrer=%2Fmina-sidor%2F`, { timeout: 15_000 });
    await expect(page.getByRole("button", { name: /Användarmeny/ })).toHaveCount(0);
  });
});

test.describe("the e-mail login", () => {
  test("after five wrong passwords for one e-mail, the form says how long to wait", async ({ page }) => {
    // An address no other test uses (one without an account is limited the same way).
    const email = `nobody-${randomUUID()}@example.com`;
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await press(page, "Logga in med e-post och lösenord");
    await type(page, /E-post/, email);
    const alert = page.getByRole("main").getByRole("alert");
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await type(page, /Lösenord/, `wrong-password-${attempt}`, { replace: true });
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().includes("/_api/account_service/login/email")),
        page.keyboard.press("Enter"),
      ]);
      if (attempt <= 5) {
        expect(answer.status()).toBe(401);
        await expect(alert).toHaveText("Inloggningen misslyckades. Kontrollera e-postadress och lösenord.");
      } else {
        expect(answer.status()).toBe(429);
        expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
        await expect(alert).toHaveText(/^För många försök\. Vänta \d+ minut(er)? och försök igen\.$/);
      }
    }
    await expect(page.getByLabel(/E-post/)).toHaveValue(email);
  });
});

test.describe("the login token", () => {
  test("stays out of page scripts after a BankID login", async ({ page, context }) => {
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await press(page, "Logga in med BankID");
    await approveQr(page, /^Anna Andersson/);
    await expect(page).toHaveURL(`${SE}/mina-sidor/`, { timeout: 15_000 });
    await expect(page.getByText("Välkommen, Anna!")).toBeVisible();

    const session = (await context.cookies(SE)).find((cookie) => cookie.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const seen = await page.evaluate(() => ({
      cookies: document.cookie,
      storage: JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    }));
    expect(seen.cookies).toContain(`${HINT_COOKIE}=`);
    expect(seen.cookies).not.toMatch(/(^|; )housing_session=/);
    expect(seen.cookies).not.toContain(session!.value);
    expect(seen.storage).not.toContain(session!.value);
  });
});

/** The personal pages of spec section 2 that a search engine must not index, by route. */
const PERSONAL_PAGES: readonly (RouteKey | "eidentReturn")[] = [
  "login",
  "eidentReturn",
  "createAccount",
  "forgotPassword",
  "consent",
  "changePassword",
  "changeEmail",
  "myPages",
];
/** Pages the server shows only to a logged-in user (it sends anybody else to the login). */
const LOGGED_IN_ONLY: ReadonlySet<RouteKey | "eidentReturn"> = new Set(["changePassword", "changeEmail", "myPages"]);
/** A demo user of each site with consent there (the seed), who logs in by e-mail. */
const USERS = {
  se: "anna.andersson@example.com",
  no: "ola.nordmann@example.com",
  fi: "matti.virtanen@example.com",
} as const;

function robotsOf(html: string): string | undefined {
  return /<meta[^>]*name="robots"[^>]*content="([^"]*)"/.exec(html)?.[1];
}

test.describe("no personal page is indexed", () => {
  for (const code of ["se", "no", "fi"] as const satisfies readonly SiteCode[]) {
    const site = getSite(code);
    const origin = appOrigin(site.app);
    for (const page of PERSONAL_PAGES) {
      const path = page === "eidentReturn" ? eidentReturnPath(site) : routePath(site, page);
      test(`${code}: ${page} (${path})`, async ({ request }) => {
        expect(path).not.toBeNull();
        // What a crawler reads: the server's HTML, before any script sends an anonymous visitor on.
        const anonymous = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        if (!LOGGED_IN_ONLY.has(page)) {
          expect(anonymous.status()).toBe(200);
          expect(robotsOf(await anonymous.text())).toMatch(/noindex/);
          return;
        }
        // A crawler is sent to the login (itself not indexed); the page's own HTML says noindex too.
        expect(anonymous.status()).toBeGreaterThanOrEqual(300);
        expect(anonymous.status()).toBeLessThan(400);
        expect(anonymous.headers()["location"]).toContain(`${routePath(site, "login")}?referrer=`);
        const login = await request.post(`${origin}/_api/account_service/login/email/`, {
          headers: { origin },
          data: { email: USERS[code], password: PASSWORD, siteId: site.siteId },
        });
        expect(login.status()).toBe(200);
        const personal = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        expect(personal.status()).toBe(200);
        expect(robotsOf(await personal.text())).toMatch(/noindex/);
      });
    }
  }
});
