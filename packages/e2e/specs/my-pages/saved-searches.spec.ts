import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { press, type } from "../login/keyboard";
import { loginWithEmail, SE, SWEDISH_LOGIN } from "./my-pages-login";

/*
 * Saved searches end to end, by keyboard: saved from the home search under a name, listed on my
 * pages (/mina-sidor/sparade-sokningar/), renamed and deleted. The suite shares one database: the
 * test deletes what it saved.
 */

// Logins and saves on a busy machine take their time.
test.describe.configure({ timeout: 90_000 });

test("a customer saves a search, finds it on my pages, renames it and deletes it", async ({ page }) => {
  await loginWithEmail(page, SE, "anna.andersson@example.com", SWEDISH_LOGIN);
  const name = `Treor ${Date.now()}`;
  await gotoHydrated(page, `${SE}/sok-bostad/?minRooms=3`, "[role=search] input");
  await press(page, "Spara sökningen");
  await expect(page.getByLabel(/^Namn på sökningen/)).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Sökningen är sparad/)).toBeVisible();
  await press(page, "Till sparade sökningar", "link");

  await expect(page).toHaveURL(`${SE}/mina-sidor/sparade-sokningar/`);
  await expect(page.getByRole("heading", { level: 1, name: "Sparade sökningar" })).toBeVisible();
  const link = page.getByRole("link", { name: `Visa sökningen ${name}` });
  await expect(link).toHaveAttribute("href", /minRooms=3/);

  await press(page, `Byt namn på ${name}`);
  await expect(page.getByLabel(/^Namn/)).toBeFocused();
  await type(page, /^Namn/, `${name} nära skolan`, { replace: true });
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Sökningen heter nu ${name} nära skolan.`)).toBeVisible();

  await press(page, `Ta bort ${name} nära skolan`);
  await expect(page.getByText(`${name} nära skolan är borttagen.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: `Visa sökningen ${name} nära skolan` })).toHaveCount(0);
});
