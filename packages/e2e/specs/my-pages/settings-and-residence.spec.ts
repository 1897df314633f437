import { expect, test } from "../fixtures";
import { press, type } from "../login/keyboard";
import { loginWithEmail, NO, NORWEGIAN_LOGIN, SE, SWEDISH_LOGIN } from "./my-pages-login";

/*
 * My pages' changes end to end, by keyboard: the settings' profile patch (spec sections 5 and 7)
 * keeps what was typed when the API refuses the e-mail; the active residence switches when a user
 * has several. The suite shares one database: each test puts back what it changed.
 */

// Logins and saves on a busy machine take their time.
test.describe.configure({ timeout: 90_000 });

test.describe("settings", () => {
  test("a refused e-mail keeps the values typed, with the message on the field; a valid patch is saved", async ({
    page,
  }) => {
    await loginWithEmail(page, SE, "anna.andersson@example.com", SWEDISH_LOGIN);
    await page.goto(`${SE}/mina-sidor/mina-installningar/`);
    await expect(page.getByRole("heading", { level: 1, name: "Mina inställningar" })).toBeVisible();
    const email = page.getByLabel(/^E-post/);
    const phone = page.getByLabel(/^Telefonnummer/);
    const before = { email: await email.inputValue(), phone: await phone.inputValue() };

    // The browser checks section 5's rules first.
    await type(page, /^Telefonnummer/, "12", { replace: true });
    await press(page, "Spara uppgifter");
    await expect(page.getByText(/Ange ett telefonnummer med 7–20 tecken/)).toBeVisible();

    // Erik's address is taken: the API refuses it, the form keeps both values.
    await type(page, /^E-post/, "erik.svensson@example.com", { replace: true });
    await type(page, /^Telefonnummer/, "070-555 12 34", { replace: true });
    await press(page, "Spara uppgifter");
    await expect(page.getByText("Det finns redan ett konto med den här e-postadressen.")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("erik.svensson@example.com");
    await expect(phone).toHaveValue("070-555 12 34");

    // Her own address back and the phone saved, then the phone as it was.
    await type(page, /^E-post/, before.email, { replace: true });
    await press(page, "Spara uppgifter");
    // The save goes through the site's session bridge to the API: room on a machine busy with the other worker.
    await expect(page.getByText("Dina uppgifter är sparade.")).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByLabel(/^Telefonnummer/)).toHaveValue("070-555 12 34");
    await type(page, /^Telefonnummer/, before.phone, { replace: true });
    await press(page, "Spara uppgifter");
    await expect(page.getByText("Dina uppgifter är sparade.")).toBeVisible();
  });
});

test.describe("the active residence", () => {
  test("a user with several residences switches which one my pages are about, and back", async ({ page }) => {
    // Ola Nordmann has three homes on the Norwegian site (README's demo users).
    await loginWithEmail(page, NO, "ola.nordmann@example.com", NORWEGIAN_LOGIN);
    const select = page.getByRole("combobox", { name: "Vis mine sider for" });
    await expect(select).toBeVisible();
    const options = await select.locator("option").allTextContents();
    expect(options.length).toBeGreaterThan(1);
    const first = await select.inputValue();
    const activeCard = page.getByRole("region", { name: "Din bolig" });

    // Keyboard: focus the select, move to the next residence, then the button.
    await select.focus();
    await page.keyboard.press("ArrowDown");
    const chosen = await select.inputValue();
    expect(chosen).not.toBe(first);
    const chosenLabel = (await select.locator(`option[value="${chosen}"]`).textContent())!;
    await press(page, "Bytt bolig");
    await expect(page.getByText(`Nå vises ${chosenLabel.split(",")[0]}.`)).toBeVisible();
    await expect(activeCard.getByRole("paragraph").filter({ hasText: chosenLabel })).toBeVisible();

    // And back, so the shared database is as it was.
    await select.focus();
    await page.keyboard.press("ArrowUp");
    await expect(select).toHaveValue(first);
    await press(page, "Bytt bolig");
    await expect(page.getByText(/^Nå vises /)).toBeVisible();
    await expect(select).toHaveValue(first);
  });
});
