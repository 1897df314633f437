import { expect, test } from "../fixtures";
import { registerUser } from "../login/accounts";
import { PASSWORD, dialogOf, emailLoginInDialog, openStagePage, press, type } from "./steps";

/*
 * An anonymous interest with the e-mail of an existing user (spec section 4: "user already
 * exists" or "must log in with BankID"): the request is kept, the login modal opens with the
 * e-mail filled in, and after the login the interest is sent. A user of the test's own, by
 * keyboard only, axe on every page.
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

test("an anonymous interest for an existing user opens the pre-filled login and is sent after it", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, PASSWORD, { site: "se", firstName: "Ines" });
  const stageName = await openStagePage(page, 'form input[name="phone"]');

  await type(page, /^Förnamn/, "Ines");
  await type(page, /^Efternamn/, "Lösenordsson");
  await type(page, /^E-post/, user.email);
  await type(page, /^Telefon/, "070-765 43 21");
  const consent = page.getByLabel(/^Jag godkänner/);
  await consent.focus();
  await consent.press("Space");
  await press(page, "Skicka intresseanmälan");

  // The API's answer asks for a login: the modal opens, the e-mail filled in (on the e-mail view, or one step away from BankID's).
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#login-form(-email)?$/);
  const withEmail = dialog.getByRole("button", { name: "Logga in med e-post och lösenord" });
  if (await withEmail.isVisible()) await press(dialog, "Logga in med e-post och lösenord");
  await expect(dialog.getByLabel(/E-post/)).toHaveValue(user.email);
  expect(await page.evaluate(() => window.sessionStorage.getItem("housing:pending-interest"))).toContain(user.email);

  await emailLoginInDialog(dialog, user.email, user.password);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Sent after the login; the panel now shows the user's interest.
  await expect(page.getByText(`Din intresseanmälan för ${stageName} är skickad.`)).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem("housing:pending-interest"))).toBeNull();
  await page.reload();
  await expect(page.getByText(`Du har anmält intresse för ${stageName}.`)).toBeVisible();
});
