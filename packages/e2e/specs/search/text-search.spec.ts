import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { gotoHydrated } from "../hydrated";
import { allSites } from "../sites";
import { cookieDomain } from "../env";

function originOf(code: string): string {
  const entry = allSites.find(({ site }) => site.code === code);
  if (!entry) throw new Error(`Unknown site ${code}`);
  return entry.origin;
}

const swedish = originOf("se");
// The seed's Swedish site has 70 documents about "lägenhet" (with its compounds, such as "visningslägenheten"): three pages of 25.
const PAGED_QUERY = "lägenhet";

// Each test opens several states and runs axe on each of them; a dev server compiles on first visit.
test.describe.configure({ timeout: 90_000 });

/** Opens a search page and waits until React has hydrated its form (the button carries React's props). */
function open(page: Page, url: string): Promise<void> {
  return gotoHydrated(page, url, "main form[role=search] button");
}

const answeredConsent = {
  cookies: [
    {
      name: "housing_consent",
      value: "answered%3D1%26statistics%3D0%26marketing%3D0%26thirdParty%3D0",
      domain: cookieDomain,
      path: "/",
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: "Lax" as const,
    },
  ],
  origins: [],
};

/**
 * axe needs script in the page, so the page a visitor without JavaScript sees is checked in a
 * page whose bundles are blocked: the server's HTML, never hydrated.
 */
async function axeViolationsWithoutScripts(browser: Browser, url: string) {
  const context = await browser.newContext({ storageState: answeredConsent });
  const page = await context.newPage();
  await page.route("**/_next/**/*.js*", (route) => route.abort());
  await page.goto(url);
  const violations = await axeViolations(page);
  await context.close();
  return violations;
}

const results = (page: Page) => page.locator("main ol > li");
const status = (page: Page) => page.locator("main [role=status]");

async function searchByKeyboard(page: Page, text: string): Promise<void> {
  const box = page.getByRole("main").getByRole("searchbox");
  await box.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

test.describe("text search on the Swedish site (/sok/)", () => {
  test("searches by keyboard, and Tab reaches every result and the pages", async ({ page }) => {
    await open(page, `${swedish}/sok/`);
    await expect(page.getByRole("main")).toContainText("Skriv ett eller flera ord");
    expect(await axeViolations(page)).toEqual([]);

    await searchByKeyboard(page, PAGED_QUERY);
    await expect(page).toHaveURL(`${swedish}/sok/?s=l%C3%A4genhet`);
    await expect(status(page)).toHaveText("70 träffar för ”lägenhet”, sida 1 av 3");
    await expect(results(page)).toHaveCount(25);
    await expect(results(page).first().locator("mark").first()).toBeVisible();

    const resultHrefs = await results(page)
      .locator("h3 a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const reached = new Set<string | null>();
    for (let press = 0; press < 80; press += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => ({
        href: document.activeElement?.getAttribute("href") ?? null,
        text: document.activeElement?.textContent ?? "",
      }));
      reached.add(focused.href);
      if (focused.text === "Nästa") break;
    }
    for (const href of resultHrefs) expect(reached, `${href} by Tab`).toContain(href);
    await expect(page.getByRole("navigation", { name: "Sidor" }).getByRole("link", { name: "Nästa" })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a category narrows the results and has its own address", async ({ page }) => {
    await open(page, `${swedish}/sok/?s=fj%C3%A4llvik`);
    const categories = page.getByRole("navigation", { name: "Kategorier" });
    await expect(categories.getByRole("link")).toHaveText([
      /^Alla \(\d+\)$/,
      /^Bostäder \(\d+\)$/,
      /^Nyheter \(\d+\)$/,
      /^Innehåll \(\d+\)$/,
      /^Karriär \(\d+\)$/,
    ]);
    const countOf = async (name: string) =>
      Number(
        (await categories.getByRole("link", { name: new RegExp(`^${name}`) }).textContent())?.match(/\((\d+)\)/)?.[1],
      );
    const all = await countOf("Alla");
    const careers = await countOf("Karriär");
    // The seed has a handful of job pages and ads, and more pages than that about the brand.
    expect(careers).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(careers);

    const career = categories.getByRole("link", { name: /^Karriär/ });
    await career.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${swedish}/sok/?s=fj%C3%A4llvik&category=career`);
    await expect(career).toHaveAttribute("aria-current", "true");
    await expect(categories.getByRole("link", { name: /^Alla/ })).not.toHaveAttribute("aria-current", /.*/);
    await expect(status(page)).toHaveText(new RegExp(`^${careers} träff(ar)? för ”fjällvik”$`));
    await expect(results(page)).toHaveCount(Math.min(careers, 25));
    await expect(results(page).getByText("Karriär", { exact: true })).toHaveCount(Math.min(careers, 25));
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(status(page)).toHaveText(new RegExp(`^${all} träffar för ”fjällvik”`));
  });

  test("numbered pages change in place, focus the results heading, and Back returns", async ({ page }) => {
    await open(page, `${swedish}/sok/?s=${encodeURIComponent(PAGED_QUERY)}`);
    const pages = page.getByRole("navigation", { name: "Sidor" });
    await expect(pages.getByRole("link", { name: "Sida 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Sida 2" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${swedish}/sok/?s=l%C3%A4genhet&page=2`);
    await expect(page.getByRole("heading", { level: 2, name: "Sökresultat" })).toBeFocused();
    await expect(status(page)).toHaveText("70 träffar för ”lägenhet”, sida 2 av 3");
    await expect(pages.getByRole("link", { name: "Sida 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main ol")).toHaveAttribute("start", "26");
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(`${swedish}/sok/?s=l%C3%A4genhet`);
    await expect(status(page)).toHaveText("70 träffar för ”lägenhet”, sida 1 av 3");
  });

  test("nothing found: a translated message with tips", async ({ page }) => {
    await open(page, `${swedish}/sok/`);
    await searchByKeyboard(page, "qxzvplm");
    await expect(status(page)).toHaveText("Inga resultat för ”qxzvplm”");
    await expect(page.getByRole("main")).toContainText("Kontrollera stavningen.");
    await expect(results(page)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an empty search gets an inline message, not a request", async ({ page }) => {
    await open(page, `${swedish}/sok/`);
    let requests = 0;
    await page.route("**/textsearch", (route) => {
      requests += 1;
      return route.continue();
    });
    await page.getByRole("main").getByRole("button", { name: "Sök", exact: true }).press("Enter");
    const box = page.getByRole("main").getByRole("searchbox");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toBeFocused();
    await expect(page.getByRole("main")).toContainText("Skriv vad du letar efter.");
    expect(requests).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the search service down: an alert, a usable form, and a retry", async ({ page }) => {
    await open(page, `${swedish}/sok/`);
    await page.route("**/textsearch", (route) => route.abort("connectionrefused"));
    await searchByKeyboard(page, "hållbarhet");
    const alert = page.getByRole("alert").filter({ hasText: "Söktjänsten fungerar inte just nu." });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("main").getByRole("searchbox")).toBeEditable();
    expect(await axeViolations(page)).toEqual([]);

    await page.unroute("**/textsearch");
    await alert.getByRole("button", { name: "Försök igen" }).click();
    await expect(alert).toBeHidden();
    await expect(status(page)).toHaveText(/^\d+ träff(ar)? för ”hållbarhet”/);
    await expect(results(page).first()).toBeVisible();
  });

  test("works without JavaScript: the form, the categories and the pages are plain GET links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: answeredConsent });
    const page = await context.newPage();
    await page.goto(`${swedish}/sok/`);
    await page.getByRole("main").getByRole("searchbox").fill(PAGED_QUERY);
    await page.getByRole("main").getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(`${swedish}/sok/?s=l%C3%A4genhet`);
    await expect(status(page)).toHaveText("70 träffar för ”lägenhet”, sida 1 av 3");
    await expect(results(page)).toHaveCount(25);
    expect(await axeViolationsWithoutScripts(browser, page.url())).toEqual([]);

    await page.getByRole("navigation", { name: "Sidor" }).getByRole("link", { name: "Sida 3" }).click();
    await expect(page).toHaveURL(`${swedish}/sok/?s=l%C3%A4genhet&page=3`);
    await expect(results(page)).toHaveCount(20);

    await page
      .getByRole("navigation", { name: "Kategorier" })
      .getByRole("link", { name: /^Innehåll/ })
      .click();
    await expect(page).toHaveURL(`${swedish}/sok/?s=l%C3%A4genhet&category=content`);
    await expect(results(page)).toHaveCount(1);

    // An empty search sent without JavaScript gets the same inline message.
    await page.getByRole("main").getByRole("searchbox").fill("");
    await page.getByRole("main").getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(`${swedish}/sok/?s=&category=content`);
    await expect(page.getByRole("main")).toContainText("Skriv vad du letar efter.");
    expect(await axeViolationsWithoutScripts(browser, page.url())).toEqual([]);
    await context.close();
  });
});

test.describe("corporate search (/om-oss/sok/)", () => {
  test("on the Swedish site it searches the group's pages, news and jobs, not homes", async ({ page }) => {
    await open(page, `${swedish}/om-oss/sok/`);
    await expect(page.locator('[data-template="CorporateSearchPage"]')).toBeAttached();
    await searchByKeyboard(page, "fjällvik");
    await expect(page).toHaveURL(`${swedish}/om-oss/sok/?s=fj%C3%A4llvik`);
    // The same documents as the text search, without the homes category.
    await expect(page.getByRole("navigation", { name: "Kategorier" }).getByRole("link")).toHaveText([
      /^Alla \(\d+\)$/,
      /^Nyheter \(\d+\)$/,
      /^Innehåll \(\d+\)$/,
      /^Karriär \(\d+\)$/,
    ]);
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).getByText("Bostäder", { exact: true })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the English sub-site it finds the English documents", async ({ page }) => {
    await open(page, `${swedish}/en/about-us/search/`);
    await searchByKeyboard(page, "sustainability");
    await expect(page).toHaveURL(`${swedish}/en/about-us/search/?s=sustainability`);
    await expect(status(page)).toContainText("for “sustainability”");
    await expect(results(page).first().locator("h3 a")).toHaveAttribute("href", /^\/en\//);
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link")).toHaveText([
      /^All/,
      /^Pages/,
      /^Careers/,
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("on the contractor site, its only search, it finds its pages, contract news and jobs", async ({ page }) => {
    const contractor = originOf("contractor");
    await open(page, `${contractor}/om-oss/sok/?s=fj%C3%A4llvik`);
    await expect(page.locator('[data-template="CorporateSearchPage"]')).toBeAttached();
    const categories = page.getByRole("navigation", { name: "Kategorier" });
    await expect(categories.getByRole("link")).toHaveText([/^Alla/, /^Nyheter/, /^Innehåll/, /^Karriär/]);
    await categories.getByRole("link", { name: /^Nyheter/ }).click();
    await expect(page).toHaveURL(`${contractor}/om-oss/sok/?s=fj%C3%A4llvik&category=news`);
    await expect(results(page).first().locator("time")).toHaveText(/^Publicerad \d{4}-\d{2}-\d{2}$/);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the Finnish text search (/hae/) searches in Finnish", async ({ page }) => {
  const finnish = originOf("fi");
  await open(page, `${finnish}/hae/`);
  await searchByKeyboard(page, "asunto");
  await expect(page).toHaveURL(`${finnish}/hae/?s=asunto`);
  await expect(status(page)).toContainText("haulla ”asunto”");
  await expect(page.getByRole("navigation", { name: "Luokat" }).getByRole("link").first()).toHaveText(/^Kaikki/);
  expect(await axeViolations(page)).toEqual([]);
});

test("the English text search (/en/search/) answers in English", async ({ page }) => {
  await open(page, `${swedish}/en/search/?s=jobs`);
  await expect(page.locator('[data-template="TextSearchPage"]')).toBeAttached();
  await expect(page.getByRole("main").getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue(
    "jobs",
  );
  await expect(results(page).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
