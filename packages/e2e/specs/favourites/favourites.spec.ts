import { expect, test } from "../fixtures";
import { registerUser } from "../login/accounts";
import { PASSWORD, SE, dialogOf, emailLoginInDialog, openStagePage, press } from "./steps";

/*
 * A favourite chosen while logged out is kept, the login opens, and after it the favourite is
 * posted with a notice (spec section 4); it stays after a reload and is listed on my residences.
 * A user of the test's own (the demo users stay as they are), by keyboard only, axe on every page.
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

test("a favourite while logged out is saved after an e-mail login, with a notice", async ({ page, request }) => {
  const user = await registerUser(request, PASSWORD, { site: "se", firstName: "Frida" });
  const stageName = await openStagePage(page, "main button[aria-pressed]");
  const heart = page.getByRole("main").getByRole("button", { name: `Spara ${stageName} som favorit`, exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");

  await heart.focus();
  await heart.press("Enter");
  // Kept in session storage while the login modal opens (its hash).
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#open-login-private$/);

  await emailLoginInDialog(dialog, user.email, user.password);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await expect(page.getByText("Favoriten du valde innan du loggade in är sparad.")).toBeVisible();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // The API has it: after a reload the heart comes from the user's favourites.
  await page.reload();
  await expect(
    page.getByRole("main").getByRole("button", { name: `Spara ${stageName} som favorit`, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");

  // The header's favourites link leads to my residences, where the stage is listed.
  await press(page.getByRole("banner"), "Favoriter", "link");
  await expect(page).toHaveURL(`${SE}/mina-sidor/mina-bostader/#favourites`);
  await expect(page.getByRole("main")).toContainText(stageName);
});

test("a favourite pressed twice while logged out is not kept", async ({ page }) => {
  const stageName = await openStagePage(page, "main button[aria-pressed]");
  const heart = page.getByRole("main").getByRole("button", { name: `Spara ${stageName} som favorit`, exact: true });
  await heart.focus();
  await heart.press("Enter");
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await heart.focus();
  await heart.press("Enter");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => window.sessionStorage.getItem("housing:pending-favourites"))).toBeNull();
});
