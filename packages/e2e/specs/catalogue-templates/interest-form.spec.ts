import { expect, test } from "@playwright/test";
import { axeViolations } from "@housing/playwright-config/axe";
import type { Locale } from "@housing/site-config";
import { allSites } from "../sites";
import { homeSearchOf, pathPattern } from "./catalogue-sites";

// Each test opens several pages, each with an axe run; a dev server compiles each route on first use.
test.describe.configure({ timeout: 180_000 });

/** The form's words per locale (packages/i18n, content-pages-catalogue.ts). */
const WORDS: Record<
  Exclude<Locale, "en">,
  {
    firstName: RegExp;
    lastName: RegExp;
    email: RegExp;
    consent: RegExp;
    submit: string;
    thanks: RegExp;
    emailError: RegExp;
  }
> = {
  sv: {
    firstName: /^Förnamn/,
    lastName: /^Efternamn/,
    email: /^E-post/,
    consent: /^Jag godkänner/,
    submit: "Skicka intresseanmälan",
    thanks: /Tack för din intresseanmälan/,
    emailError: /giltig e-postadress/,
  },
  nb: {
    firstName: /^Fornavn/,
    lastName: /^Etternavn/,
    email: /^E-post/,
    consent: /^Jeg godtar/,
    submit: "Send interesse",
    thanks: /Takk for at du meldte interesse/,
    emailError: /gyldig e-postadresse/,
  },
  fi: {
    firstName: /^Etunimi/,
    lastName: /^Sukunimi/,
    email: /^Sähköposti/,
    consent: /^Hyväksyn/,
    submit: "Lähetä",
    thanks: /Kiitos yhteydenotostasi/,
    emailError: /kelvollinen sähköpostiosoite/,
  },
};

for (const { site, origin } of allSites.filter(({ site }) => ["se", "no", "fi"].includes(site.code))) {
  const words = WORDS[site.locale as Exclude<Locale, "en">];

  test(`the interest form on a stage page of ${site.code}: keyboard only, a validation error, then success`, async ({
    page,
  }) => {
    const search = homeSearchOf(site);
    // A stage page: the first project the home search lists (its first page is in the HTML).
    await page.goto(`${origin}${search}`);
    const href = await page
      .locator("main a[href]")
      .evaluateAll(
        (links, source) =>
          links.map((link) => link.getAttribute("href") ?? "").find((value) => new RegExp(source).test(value)) ?? null,
        pathPattern(search, 3).source,
      );
    expect(href, `a project link 3 levels below ${search}`).not.toBeNull();
    await page.goto(`${origin}${href}`);

    const firstName = page.getByLabel(words.firstName);
    await firstName.focus();
    await page.keyboard.type("Kari");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(words.lastName)).toBeFocused();
    await page.keyboard.type("Nordmann");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(words.email)).toBeFocused();
    await page.keyboard.type("kari@");
    // Blur shows the error at once, tied to the field.
    await page.keyboard.press("Tab");
    const email = page.getByLabel(words.email);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(words.emailError)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Submitting with the error left moves focus to the e-mail field.
    const consent = page.getByLabel(words.consent);
    await consent.focus();
    await page.keyboard.press("Space");
    await expect(consent).toBeChecked();
    await page.getByRole("button", { name: words.submit }).focus();
    await page.keyboard.press("Enter");
    await expect(email).toBeFocused();
    await page.keyboard.type("example.com");
    await expect(email).toHaveValue("kari@example.com");
    await expect(page.getByText(words.emailError)).toHaveCount(0);

    await page.getByRole("button", { name: words.submit }).focus();
    await page.keyboard.press("Enter");
    const thanks = page.getByRole("status").filter({ hasText: words.thanks });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });
}
