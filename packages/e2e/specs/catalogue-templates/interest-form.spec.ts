import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import type { Locale, SiteConfig } from "@housing/site-config";
import { gotoHydrated } from "../hydrated";
import { allSites } from "../sites";
import { homeSearchOf, pathPattern } from "./catalogue-sites";

// Each test opens several pages, each with an axe run; a dev server compiles each route on first use.
test.describe.configure({ timeout: 180_000 });

/** The form's words per locale (packages/i18n, content-pages-interest.ts). */
const WORDS: Record<
  Exclude<Locale, "en">,
  {
    firstName: RegExp;
    lastName: RegExp;
    email: RegExp;
    phone: RegExp;
    postalCode: RegExp;
    minRooms: RegExp;
    maxRooms: RegExp;
    consent: RegExp;
    submit: string;
    thanks: RegExp;
    emailError: RegExp;
    required: RegExp;
    phoneError: RegExp;
    postalCodeError: RegExp;
    roomsOrderError: RegExp;
  }
> = {
  sv: {
    firstName: /^Förnamn/,
    lastName: /^Efternamn/,
    email: /^E-post/,
    phone: /^Telefon/,
    postalCode: /^Postnummer/,
    minRooms: /^Minst/,
    maxRooms: /^Högst/,
    consent: /^Jag godkänner/,
    submit: "Skicka intresseanmälan",
    thanks: /Tack för din intresseanmälan/,
    emailError: /giltig e-postadress/,
    required: /Fyll i fältet\./,
    phoneError: /Ange ett telefonnummer med 7–20 tecken/,
    postalCodeError: /Ange bara siffror och mellanslag/,
    roomsOrderError: /Högst antal rum kan inte vara färre än minst antal rum/,
  },
  nb: {
    firstName: /^Fornavn/,
    lastName: /^Etternavn/,
    email: /^E-post/,
    phone: /^Telefon/,
    postalCode: /^Postnummer/,
    minRooms: /^Minst/,
    maxRooms: /^Høyst/,
    consent: /^Jeg godtar/,
    submit: "Send interesse",
    thanks: /Takk for at du meldte interesse/,
    emailError: /gyldig e-postadresse/,
    required: /Fyll ut feltet\./,
    phoneError: /Oppgi et telefonnummer med 7–20 tegn/,
    postalCodeError: /Oppgi bare sifre og mellomrom/,
    roomsOrderError: /Høyst antall rom kan ikke være lavere enn minst antall rom/,
  },
  fi: {
    firstName: /^Etunimi/,
    lastName: /^Sukunimi/,
    email: /^Sähköposti/,
    phone: /^Puhelin/,
    postalCode: /^Postinumero/,
    minRooms: /^Vähintään/,
    maxRooms: /^Enintään/,
    consent: /^Hyväksyn/,
    submit: "Lähetä",
    thanks: /Kiitos yhteydenotostasi/,
    emailError: /kelvollinen sähköpostiosoite/,
    required: /Täytä kenttä\./,
    phoneError: /Anna puhelinnumero, 7–20 merkkiä/,
    postalCodeError: /Käytä vain numeroita ja välilyöntejä/,
    roomsOrderError: /Enimmäishuoneluku ei voi olla pienempi kuin vähimmäishuoneluku/,
  },
};

/** A stage page: the first project the home search lists (its first page is in the HTML). */
async function openStagePage(page: Page, site: SiteConfig, origin: string): Promise<void> {
  const search = homeSearchOf(site);
  await page.goto(`${origin}${search}`);
  const href = await page
    .locator("main a[href]")
    .evaluateAll(
      (links, source) =>
        links.map((link) => link.getAttribute("href") ?? "").find((value) => new RegExp(source).test(value)) ?? null,
      pathPattern(search, 3).source,
    );
  expect(href, `a project link 3 levels below ${search}`).not.toBeNull();
  // The form is a client island: wait until it answers, so nothing typed is lost to hydration.
  await gotoHydrated(page, `${origin}${href}`, 'form input[name="phone"]');
}

for (const { site, origin } of allSites.filter(({ site }) => ["se", "no", "fi"].includes(site.code))) {
  const words = WORDS[site.locale as Exclude<Locale, "en">];

  test(`the interest form on a stage page of ${site.code}: keyboard only, a validation error, then success`, async ({
    page,
  }) => {
    await openStagePage(page, site, origin);

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

    // Spec section 5: the phone is required; the next submit stops on it with the translated error.
    await page.getByRole("button", { name: words.submit }).focus();
    await page.keyboard.press("Enter");
    const phone = page.getByLabel(words.phone);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(words.required);
    await page.keyboard.type("+47 912 34 567");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    // Nothing typed before was lost on the way.
    await expect(page.getByLabel(words.firstName)).toHaveValue("Kari");
    await expect(email).toHaveValue("kari@example.com");

    await page.getByRole("button", { name: words.submit }).focus();
    await page.keyboard.press("Enter");
    const thanks = page.getByRole("status").filter({ hasText: words.thanks });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`the interest form of ${site.code} refuses a short phone, letters in the postal code and max rooms below min`, async ({
    page,
  }) => {
    await openStagePage(page, site, origin);
    const phone = page.getByLabel(words.phone);
    await phone.fill("123 45");
    await phone.blur();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(words.phoneError);

    const postalCode = page.getByLabel(words.postalCode);
    await postalCode.fill("AB 123");
    await postalCode.blur();
    await expect(postalCode).toHaveAttribute("aria-invalid", "true");
    await expect(postalCode).toHaveAccessibleDescription(words.postalCodeError);

    const minRooms = page.getByLabel(words.minRooms);
    const maxRooms = page.getByLabel(words.maxRooms);
    await minRooms.selectOption("3");
    await maxRooms.selectOption("2");
    await expect(maxRooms).toHaveAttribute("aria-invalid", "true");
    await expect(maxRooms).toHaveAccessibleDescription(words.roomsOrderError);

    // A submit sends nothing while they stand, and keeps every value for correcting.
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/signup_service/interest/anonymous")) sent = true;
    });
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page.getByLabel(words.firstName)).toBeFocused();
    expect(sent).toBe(false);
    await expect(phone).toHaveValue("123 45");
    await expect(postalCode).toHaveValue("AB 123");
    await expect(minRooms).toHaveValue("3");
    await expect(maxRooms).toHaveValue("2");
    // The site's range: 1 to 5 with "5 or more" on top (spec section 9), Finland 1 to 4.
    const top = site.country === "fi" ? "4" : "5";
    await expect(minRooms.locator("option").last()).toHaveAttribute("value", top);
  });

  test(`a full interest on ${site.code} sends every field and the API stores it`, async ({ page }) => {
    // The API client hands fetch a Request whose body Playwright does not record: keep a copy.
    await page.addInitScript(() => {
      const send = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.method === "POST" && request.url.includes("/signup_service/interest/anonymous")) {
          (window as unknown as { interestBody?: string }).interestBody = await request.clone().text();
        }
        return send(request);
      };
    });
    await openStagePage(page, site, origin);
    await page.getByLabel(words.firstName).fill("Kari");
    await page.getByLabel(words.lastName).fill("Nordmann");
    await page.getByLabel(words.email).fill("kari.nordmann@example.com");
    await page.getByLabel(words.phone).fill("070-123 45 67");
    await page.getByLabel(words.postalCode).fill("113 51");
    await page.getByLabel(words.minRooms).selectOption("2");
    await page.getByLabel(words.maxRooms).selectOption("3");
    await page.getByLabel(/^(Meddelande|Melding|Viesti)/).fill("Finns det en balkong?");
    await page.getByLabel(words.consent).check();
    // The POST itself, not the browser's CORS preflight to the API's origin.
    const answer = page.waitForResponse(
      (response) =>
        response.url().includes("/signup_service/interest/anonymous") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: words.submit }).click();
    const response = await answer;
    const sent = await page.evaluate(() => (window as unknown as { interestBody?: string }).interestBody ?? "null");
    expect(JSON.parse(sent)).toMatchObject({
      firstName: "Kari",
      lastName: "Nordmann",
      email: "kari.nordmann@example.com",
      phone: "070-123 45 67",
      postalCode: "113 51",
      minRooms: 2,
      maxRooms: 3,
      message: "Finns det en balkong?",
      acceptTerms: true,
    });
    // 201 "created" with the stored row's id (the columns themselves: apps/api routes/interest.test.ts).
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ status: "created", id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    await expect(page.getByRole("status").filter({ hasText: words.thanks })).toBeFocused();
  });
}
