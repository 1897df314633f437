import { getSite } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { approveQr, press } from "../login/keyboard";
import {
  CONTRACTOR,
  currentUser,
  drawnMenu,
  expectedMenu,
  FI,
  FINNISH_LOGIN,
  loginWithEmail,
  SE,
  SWEDISH_LOGIN,
} from "./my-pages-login";

/*
 * My pages' menu end to end (spec section 2, "My pages menu"): each demo user sees exactly the
 * menu the rules give them, drawn on the server in the my-pages layout with the current entry
 * marked; a page left out of the menu answers 404; the sites without login send my pages to the
 * Swedish site's login. Demo users: README.md. Every page is checked with axe (fixtures.ts).
 */

const se = getSite("se");
const fi = getSite("fi");

// A BankID login through the simulator's phone page takes its time on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("the my-pages menu on the Swedish site", () => {
  test("Anna, a private customer: her menu, the overview marked, no payments", async ({ page }) => {
    await loginWithEmail(page, SE, "anna.andersson@example.com", SWEDISH_LOGIN);
    const menu = await drawnMenu(page, "Mina sidor");
    expect(menu).toEqual(expectedMenu(await currentUser(page, SE), se));
    expect(menu).toEqual(
      expect.arrayContaining([
        "/mina-sidor/",
        "/mina-sidor/mina-bostader/",
        "/mina-sidor/kontakt/",
        "/mina-sidor/vip/",
      ]),
    );
    expect(menu).not.toContain("/mina-sidor/betalningar/");
    const nav = page.getByRole("navigation", { name: "Mina sidor", exact: true });
    await expect(nav.getByRole("link", { name: "Översikt" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Mina sidor" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    // By keyboard to my residences: the entry is marked there, the favourites' anchor is on the page.
    await press(page, "Mina bostäder", "link");
    await expect(page).toHaveURL(`${SE}/mina-sidor/mina-bostader/`);
    await expect(nav.getByRole("link", { name: "Mina bostäder" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("#favourites")).toBeVisible();
  });

  test("Erik, VIP with an unpaid fee: payments and VIP in his menu, the VIP page says the fee is unpaid", async ({
    page,
  }) => {
    await loginWithEmail(page, SE, "erik.svensson@example.com", SWEDISH_LOGIN);
    const menu = await drawnMenu(page, "Mina sidor");
    expect(menu).toEqual(expectedMenu(await currentUser(page, SE), se));
    expect(menu).toEqual(expect.arrayContaining(["/mina-sidor/betalningar/", "/mina-sidor/vip/"]));
    await press(page, /^VIP$/, "link");
    await expect(page).toHaveURL(`${SE}/mina-sidor/vip/`);
    await expect(page.getByText("Avgiften för ditt medlemskap är inte betald än.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Till betalningar" })).toBeVisible();
  });

  test("Karin, a board member: the board-member section with overview, company errands and contacts; VIP is 404", async ({
    page,
  }) => {
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await page.getByRole("tab", { name: "Mina sidor" }).focus();
    await page.keyboard.press("ArrowRight");
    await press(page, "Logga in med BankID");
    await approveQr(page, /^Karin Lind/);
    await page.getByLabel("BRF Ekbacken").focus();
    await page.keyboard.press("Space");
    await press(page, "Fortsätt");
    await expect(page).toHaveURL(`${SE}/mina-sidor/`);
    const nav = page.getByRole("navigation", { name: "Mina sidor", exact: true });
    await expect(nav.getByText("Styrelseportal")).toBeVisible();
    expect(await drawnMenu(page, "Mina sidor")).toEqual([
      "/mina-sidor/",
      "/mina-sidor/arenden/",
      "/mina-sidor/kontakt/",
    ]);
    await expect(nav.getByRole("link")).toHaveText(["Översikt", "Föreningens ärenden", "Kontakt"]);
    await expect(page.getByRole("heading", { level: 1, name: "Styrelseportal" })).toBeVisible();

    // Pages left out of her menu answer 404 with the 404 page, not a blank one.
    for (const path of ["/mina-sidor/vip/", "/mina-sidor/mina-bostader/", "/mina-sidor/sparade-sokningar/"]) {
      const response = await page.goto(`${SE}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Sidan kunde inte hittas" })).toBeVisible();
    }
    // Contacts is hers, in the board-member variant.
    await page.goto(`${SE}/mina-sidor/kontakt/`);
    await expect(page.getByRole("heading", { level: 1, name: "Kontakt för styrelsen" })).toBeVisible();
  });

  test("Johan, a board member of an association without technical management, goes on as a private customer (Sweden): the customer's menu", async ({
    page,
  }) => {
    // Spec section 4: such a board member continues (Sweden) and reports as private; the board
    // portal answers him NoBoardMember (specs/login), so his my pages are a customer's.
    await gotoHydrated(page, `${SE}/logga-in/`, "[role=tab]");
    await press(page, "Logga in med BankID");
    await approveQr(page, /^Johan Berg/);
    await expect(page).toHaveURL(`${SE}/mina-sidor/`, { timeout: 15_000 });
    const user = await currentUser(page, SE);
    const menu = await drawnMenu(page, "Mina sidor");
    expect(menu).toEqual(expectedMenu(user, se));
    expect(menu).not.toContain("/mina-sidor/arenden/");
    await expect(
      page.getByRole("navigation", { name: "Mina sidor", exact: true }).getByText("Styrelseportal"),
    ).toHaveCount(0);
  });

  test("a page out of a private customer's menu answers 404: Anna's payments", async ({ page }) => {
    await loginWithEmail(page, SE, "anna.andersson@example.com", SWEDISH_LOGIN);
    const response = await page.goto(`${SE}/mina-sidor/betalningar/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Sidan kunde inte hittas" })).toBeVisible();
  });
});

test.describe("the my-pages menu on the Finnish site", () => {
  test("Matti: no VIP and no payments in Finland, the menu in Finnish", async ({ page }) => {
    await loginWithEmail(page, FI, "matti.virtanen@example.com", FINNISH_LOGIN);
    const menu = await drawnMenu(page, "Omat sivut");
    expect(menu).toEqual(expectedMenu(await currentUser(page, FI), fi));
    expect(menu).not.toContain("/sivuni/vip/");
    expect(menu).not.toContain("/sivuni/betalningar/");
    await expect(
      page.getByRole("navigation", { name: "Omat sivut", exact: true }).getByRole("link", { name: "Yleiskatsaus" }),
    ).toHaveAttribute("aria-current", "page");
    const response = await page.goto(`${FI}/sivuni/vip/`);
    expect(response?.status()).toBe(404);
  });
});

test.describe("my-pages paths of the sites without login", () => {
  test("the English sub-site and the contractor send them to the Swedish site's login, the page of the same kind as referrer", async ({
    page,
  }) => {
    await page.goto(`${SE}/en/mina-sidor/news/`);
    await expect(page).toHaveURL(`${SE}/logga-in/?referrer=%2Fmina-sidor%2Fnyheter%2F`);
    await expect(page.getByRole("tab", { name: "Mina sidor" })).toBeVisible();
    await page.goto(`${CONTRACTOR}/mina-sidor/kontakt/`);
    await expect(page).toHaveURL(`${SE}/logga-in/?referrer=%2Fmina-sidor%2Fkontakt%2F`);
  });
});
