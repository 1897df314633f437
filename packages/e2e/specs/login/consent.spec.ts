import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { registerUser } from "./accounts";
import { press, type } from "./keyboard";
import { appOrigin } from "../env";

/*
 * The consent gate (spec section 2): a logged-in user who is neither VIP for the site nor has
 * consented to it is sent to the site's consent page first. A user registered on the Swedish main
 * site has consent there only (registering is consenting), so Seniorgården asks them. The user is
 * the test's own, so a retry in the same run meets the same state.
 */

const SENIOR = appOrigin("senior");

test("a user without consent for the site gives it once, by keyboard, and is back on my pages", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, "Samtycke-1234", { site: "se", firstName: "Signe" });
  await gotoHydrated(page, `${SENIOR}/logga-in/`, "[role=tab]");
  await press(page, "Logga in med e-post och lösenord");
  await type(page, /E-post/, user.email);
  await type(page, /Lösenord/, user.password);
  await page.keyboard.press("Enter");

  // The login leads to my pages, and the gate from there to the consent page.
  await expect(page).toHaveURL(`${SENIOR}/samtycke/?referrer=%2Fmina-sidor%2F`, { timeout: 15_000 });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "Samtycke" })).toBeVisible();
  await expect(page.getByText(/Mina sidor hos Fjällvik Seniorgården/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Så behandlar vi dina personuppgifter" })).toHaveAttribute(
    "href",
    "/integritetspolicy/villkor-om-behandling-av-personuppgifter/",
  );

  // The box is required: sending without it says so and puts the focus on it.
  await press(page, "Godkänn och fortsätt");
  const box = page.getByRole("checkbox", { name: /samtycker till att Fjällvik Seniorgården AB behandlar/ });
  await expect(page.getByText("Vänligen markera att du tagit del av informationen för att gå vidare.")).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await press(page, "Godkänn och fortsätt");

  await expect(page).toHaveURL(`${SENIOR}/mina-sidor/`, { timeout: 15_000 });
  await expect(page.getByText("Välkommen, Signe!")).toBeVisible();

  // Given once: a reload stays on my pages, and so does another page of the site.
  await page.reload();
  await expect(page.getByText("Välkommen, Signe!")).toBeVisible();
  await expect(page.getByRole("button", { name: /Signe/ })).toBeVisible();
  await expect(page).toHaveURL(`${SENIOR}/mina-sidor/`);
  await page.goto(`${SENIOR}/`);
  await expect(page.getByRole("button", { name: /Signe/ })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(`${SENIOR}/`);
});
