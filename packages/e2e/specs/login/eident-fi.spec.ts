import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { press } from "./keyboard";
import { appOrigin } from "../env";

/*
 * The Finnish site's login with a Finnish bank ID through the e-ID broker (spec sections 2 and
 * 7), like the Norwegian one in login.spec.ts: the login page leaves for the broker, the person
 * picks their bank ID there, and the electronic-ID return page finishes the login. Matti
 * Virtanen has an account and consent for the Finnish site (the seed).
 */

const FI = appOrigin("fi");

test("login on the Finnish site with a Finnish bank ID lands on my pages, greeted by name", async ({ page }) => {
  await gotoHydrated(page, `${FI}/kirjaudu-sisaan/`, "[role=tab]");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await press(page, "Kirjaudu pankkitunnuksilla");
  await expect(page).toHaveURL(/127\.0\.0\.1:4303\/auth\/open\//);
  await press(page, /Matti Virtanen 131052-308T/);
  await expect(page).toHaveURL(`${FI}/sivuni/`, { timeout: 15_000 });
  await expect(page.getByText("Tervetuloa, Matti!")).toBeVisible();
  await expect(page.getByRole("button", { name: /Matti/ })).toBeVisible();
  await expect(page).toHaveURL(`${FI}/sivuni/`);
});
