import { expect, test } from "../fixtures";
import { axeViolations } from "@housing/playwright-config/axe";
import { allSites } from "../sites";

const swedish = allSites.find(({ site }) => site.code === "se")!;
const norwegian = allSites.find(({ site }) => site.code === "no")!;

test.use({ reducedMotion: "reduce" });

test("the Swedish info banner shows on the start page only, closes by keyboard and stays closed for the session", async ({
  page,
}) => {
  await page.goto(swedish.start);
  const banner = page.getByRole("region", { name: "Planerat underhåll av Mina sidor" });
  await expect(banner).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const close = banner.getByRole("button", { name: "Stäng meddelandet" });
  await expect(close).toBeEnabled();
  await close.focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await expect(page.locator("main")).toBeFocused();

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Planerat underhåll av Mina sidor" })).toHaveCount(0);

  // Not global: other pages never show it.
  const other = await page.context().newPage();
  await other.goto(`${swedish.origin}/kundservice/`);
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(other.getByText("Planerat underhåll av Mina sidor")).toHaveCount(0);
});

test("the Norwegian emergency banner is global: an alert on every page, until closed", async ({ page }) => {
  for (const path of ["/", "/kundeservice/"]) {
    await page.goto(`${norwegian.origin}${path}`);
    const alert = page.getByRole("alert").filter({ hasText: "Vannavstengning i Bergen sentrum" });
    await expect(alert).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByRole("alert").getByRole("button", { name: "Lukk meldingen" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Vannavstengning" })).toHaveCount(0);
  await page.goto(norwegian.start);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Vannavstengning i Bergen sentrum")).toHaveCount(0);
});
