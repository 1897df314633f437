import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import type { Locale } from "@housing/site-config";
import { allSites } from "../sites";
import { ANONYMOUS_ID_COOKIE, CONSENT_COOKIE, answerConsent } from "./consent-cookie";

// These tests start as a visitor who has not answered yet (the suite's default context has answered).
test.use({ storageState: { cookies: [], origins: [] } });

/*
 * Cookie consent (spec sections 2, 4 and 9) on a fresh browser context per test. It runs on the
 * senior site; add site codes here to run it on others (the texts below cover every locale).
 */
const CONSENT_SITE_CODES: readonly string[] = ["senior"];

const TEXTS: Record<
  Locale,
  {
    prompt: string;
    acceptAll: string;
    chooseManually: string;
    closePrompt: string;
    settings: string;
    statistics: string;
    save: string;
    skipLink: string;
    redirect: string;
  }
> = {
  sv: {
    prompt: "Vi använder cookies",
    acceptAll: "Acceptera alla",
    chooseManually: "Välj själv",
    closePrompt: "Stäng cookiemeddelandet",
    settings: "Cookieinställningar",
    statistics: "Statistik",
    save: "Spara inställningar",
    skipLink: "Hoppa till innehållet",
    redirect: "Du har skickats vidare hit från den svenska webbplatsen.",
  },
  nb: {
    prompt: "Vi bruker informasjonskapsler",
    acceptAll: "Godta alle",
    chooseManually: "Velg selv",
    closePrompt: "Lukk meldingen om informasjonskapsler",
    settings: "Innstillinger for informasjonskapsler",
    statistics: "Statistikk",
    save: "Lagre innstillinger",
    skipLink: "Hopp til innholdet",
    redirect: "Du er sendt videre hit fra det svenske nettstedet.",
  },
  fi: {
    prompt: "Käytämme evästeitä",
    acceptAll: "Hyväksy kaikki",
    chooseManually: "Valitse itse",
    closePrompt: "Sulje evästeilmoitus",
    settings: "Evästeasetukset",
    statistics: "Tilastointi",
    save: "Tallenna asetukset",
    skipLink: "Siirry sisältöön",
    redirect: "Sinut on ohjattu tänne Ruotsin sivustolta.",
  },
  en: {
    prompt: "We use cookies",
    acceptAll: "Accept all",
    chooseManually: "Choose manually",
    closePrompt: "Close the cookie message",
    settings: "Cookie settings",
    statistics: "Statistics",
    save: "Save settings",
    skipLink: "Skip to content",
    redirect: "You have been redirected here from the Swedish website.",
  },
};

const SIX_MONTHS_SECONDS = 183 * 24 * 60 * 60;
/** Spec section 9: the prompt opens 2 s after load (PROMPT_DELAY_MS of @housing/consent). */
const PROMPT_DELAY_MS = 2_000;
const FRAME_MS = 16;

/** Waits for the experiment event with the given value (1 close, 2 enable all, 3 manual) and checks the API took it. */
function experimentEvent(page: Page, value: 1 | 2 | 3) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.endsWith(`/api/experiments/cookie-consent/${value}`),
  );
}

async function cookieNamed(context: BrowserContext, name: string) {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/**
 * Loads a page on a stopped clock (Playwright's clock), so the test moves the page's time on with
 * `page.clock.runFor` and the prompt's delay is checked without sleeping or timing anything. The
 * page needs its timers to hydrate, so time is moved on in frames until the consent container is
 * added: that happens in the same pass that starts the prompt's timer, so on return the timer has
 * run for at most a frame.
 */
async function loadOnStoppedClock(page: Page, load: () => Promise<unknown>) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await load();
  const container = page.locator("[data-consent-root]");
  for (let given = 0; (await container.count()) === 0; given += FRAME_MS) {
    expect(given, "page time given for the page to hydrate").toBeLessThan(30_000);
    await page.clock.runFor(FRAME_MS);
  }
}

function expectSixMonths(expires: number | undefined) {
  const now = Date.now() / 1000;
  expect(expires).toBeGreaterThan(now + SIX_MONTHS_SECONDS - 86_400);
  expect(expires).toBeLessThan(now + SIX_MONTHS_SECONDS + 86_400);
}

for (const { site, origin, start } of allSites.filter(({ site }) => CONSENT_SITE_CODES.includes(site.code))) {
  const text = TEXTS[site.locale];

  test.describe(`cookie consent on ${site.siteName} (${site.code})`, () => {
    test("the prompt opens 2 s after load, not before, and passes axe", async ({ page }) => {
      await loadOnStoppedClock(page, () => page.goto(start));
      const prompt = page.getByRole("region", { name: text.prompt });
      await expect(prompt).toHaveCount(0);
      await page.clock.runFor(PROMPT_DELAY_MS - 200);
      await expect(prompt).toHaveCount(0);
      await page.clock.runFor(400);
      await expect(prompt).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await page.clock.resume();
      expect(await axeViolations(page)).toEqual([]);
    });

    test("accept all posts event 2 and sets both cookies for 6 months", async ({ page, context }) => {
      await page.goto(start);
      const prompt = page.getByRole("region", { name: text.prompt });
      const event = experimentEvent(page, 2);
      await prompt.getByRole("button", { name: text.acceptAll }).click();
      expect((await event).status()).toBe(204);
      await expect(prompt).toBeHidden();

      const consent = await cookieNamed(context, CONSENT_COOKIE);
      expect(decodeURIComponent(consent?.value ?? "")).toBe("answered=1&statistics=1&marketing=1&thirdParty=1");
      const anonymousId = await cookieNamed(context, ANONYMOUS_ID_COOKIE);
      expect(anonymousId?.value).toMatch(/^[0-9a-f-]{36}$/);
      for (const cookie of [consent, anonymousId]) {
        expectSixMonths(cookie?.expires);
        expect(cookie?.path).toBe("/");
        expect(cookie?.sameSite).toBe("Lax");
      }

      // No tag manager is configured by default, so none loads even with full consent.
      await expect(page.locator("script[src*='googletagmanager']")).toHaveCount(0);

      // Answered: no prompt on the next load, also once its delay has passed.
      await loadOnStoppedClock(page, () => page.reload());
      await page.clock.runFor(PROMPT_DELAY_MS + 1_000);
      await expect(page.getByRole("region", { name: text.prompt })).toHaveCount(0);
      await page.clock.resume();
    });

    test("choose manually opens the settings; saving posts event 3 and stores the choice", async ({
      page,
      context,
    }) => {
      await page.goto(start);
      await page.getByRole("region", { name: text.prompt }).getByRole("button", { name: text.chooseManually }).click();
      const dialog = page.getByRole("dialog", { name: text.settings });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/#cookie-settings$/);
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole("switch", { name: text.statistics }).check();
      const event = experimentEvent(page, 3);
      await dialog.getByRole("button", { name: text.save }).click();
      expect((await event).status()).toBe(204);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("region", { name: text.prompt })).toHaveCount(0);
      await expect(page).not.toHaveURL(/#cookie-settings/);
      const consent = await cookieNamed(context, CONSENT_COOKIE);
      expect(decodeURIComponent(consent?.value ?? "")).toBe("answered=1&statistics=1&marketing=0&thirdParty=0");
    });

    test("closing the prompt posts event 1 and leaves consent unanswered", async ({ page, context }) => {
      await page.goto(start);
      const prompt = page.getByRole("region", { name: text.prompt });
      const event = experimentEvent(page, 1);
      await prompt.getByRole("button", { name: text.closePrompt }).click();
      expect((await event).status()).toBe(204);
      await expect(prompt).toBeHidden();
      expect(await cookieNamed(context, CONSENT_COOKIE)).toBeUndefined();
    });

    test("the footer link opens the settings with a hash, and Back closes them", async ({ page, context }) => {
      test.slow();
      await answerConsent(context, origin);
      await page.goto(start);
      await page.getByRole("contentinfo").getByRole("link", { name: text.settings }).click();
      const dialog = page.getByRole("dialog", { name: text.settings });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(`${start}#cookie-settings`);
      expect(await axeViolations(page)).toEqual([]);

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(start);

      // Forward brings the modal back with its hash; closing it goes back again.
      await page.goForward();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: text.save }).press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(start);
    });

    test("a link to #cookie-settings opened directly shows the settings", async ({ page, context }) => {
      await answerConsent(context, origin);
      await page.goto(`${start}#cookie-settings`);
      const dialog = page.getByRole("dialog", { name: text.settings });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: text.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(start);
    });

    test("keyboard only: the prompt comes first in the Tab order and does not trap", async ({ page }) => {
      await page.goto(start);
      const prompt = page.getByRole("region", { name: text.prompt });
      await expect(prompt).toBeVisible({ timeout: 10_000 });
      await page.keyboard.press("Tab");
      await expect(prompt.getByRole("link")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(prompt.getByRole("button", { name: text.acceptAll })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(prompt.getByRole("button", { name: text.chooseManually })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(prompt.getByRole("button", { name: text.closePrompt })).toBeFocused();
      // After the prompt the page continues as usual, with the skip link.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: text.skipLink })).toBeFocused();
    });

    test("keyboard only: the settings open, trap Tab, close with Escape and save", async ({ page }) => {
      test.slow();
      await page.goto(start);
      const chooseManually = page
        .getByRole("region", { name: text.prompt })
        .getByRole("button", { name: text.chooseManually });
      await chooseManually.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: text.settings });
      await expect(dialog).toBeFocused();
      const save = dialog.getByRole("button", { name: text.save });
      await page.keyboard.press("Shift+Tab");
      await expect(save).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("button").first()).toBeFocused();

      // Escape closes and focus returns to the button that opened the settings.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(chooseManually).toBeFocused();
      await expect(page).toHaveURL(start);

      // Reopen, switch statistics on with Space, save with Enter.
      await page.keyboard.press("Enter");
      await expect(dialog).toBeFocused();
      const statistics = dialog.getByRole("switch", { name: text.statistics });
      for (
        let presses = 0;
        presses < 10 && !(await statistics.evaluate((element) => element === document.activeElement));
        presses += 1
      ) {
        await page.keyboard.press("Tab");
      }
      await expect(statistics).toBeFocused();
      await page.keyboard.press("Space");
      await expect(statistics).toBeChecked();
      const event = experimentEvent(page, 3);
      await save.focus();
      await page.keyboard.press("Enter");
      expect((await event).status()).toBe(204);
      await expect(dialog).toBeHidden();
    });

    test("the redirect message shows after redirectedFrom=sv once consent is answered", async ({ page, context }) => {
      await answerConsent(context, origin);
      await page.goto(`${start}?redirectedFrom=sv`);
      const message = page.getByText(text.redirect);
      await expect(message).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("region", { name: /./ }).filter({ has: message }).getByRole("button").click();
      await expect(message).toBeHidden();
    });
  });
}
