import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { press } from "../login/keyboard";
import { loginWithEmail, SE, SWEDISH_LOGIN } from "./my-pages-login";

/*
 * The purchase timeline of my pages end to end (spec section 2: timeline, with sub-paths for
 * contract, interior, inspection, payment and move-in; section 3: project lifecycle 0-10), by
 * keyboard. Sofia Lindqvist (README's demo users) has three bookings at three points: moving in
 * (her active residence), interior choices open, a contract to sign; their dates count from the
 * day the API was seeded. Erik has no booking: the timeline is not his. Axe: fixtures.ts.
 */

// Logins and personal pages rendered on the server take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const SOFIA = "sofia.lindqvist@example.com";
const STEP_NAMES = ["Kontrakt", "Inredningsval", "Besiktning", "Betalning", "Inflyttning"];

/** Logs Sofia in and goes by keyboard from her residence to its timeline. */
async function openTimeline(page: Page) {
  await loginWithEmail(page, SE, SOFIA, SWEDISH_LOGIN);
  await press(page, "Min bostad", "link");
  await expect(page).toHaveURL(`${SE}/mina-sidor/min-bostad/`);
  await press(page, "Följ köpet på tidslinjen", "link");
  await expect(page).toHaveURL(`${SE}/mina-sidor/tidslinje/`);
  await expect(page.getByRole("heading", { level: 1, name: "Tidslinje" })).toBeVisible();
}

const stepsOf = (page: Page) => page.getByRole("list", { name: "Köpets steg" }).getByRole("listitem");

/** Each step as "name: state", the current one marked "(step)" from its aria-current. */
async function drawnSteps(steps: Locator): Promise<string[]> {
  return steps.evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector("a")?.textContent ?? "";
      const state = item.querySelector("a + span")?.textContent ?? "";
      return `${name}: ${state}${item.getAttribute("aria-current") === "step" ? " (step)" : ""}`;
    }),
  );
}

/** Chooses one of the bookings by keyboard (the choice lists them in the order made). */
async function chooseBooking(page: Page, index: number) {
  const choice = page.getByRole("navigation", { name: "Dina bokade bostäder" }).getByRole("link");
  await expect(choice).toHaveCount(3);
  await choice.nth(index).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/mina-sidor\/tidslinje\/\?bookingId=[0-9a-f-]{36}$/);
  await expect(choice.nth(index)).toHaveAttribute("aria-current", "page");
}

test.describe("the purchase timeline on the Swedish site", () => {
  test("moving in: every step but the move-in behind, dates in the Swedish format", async ({ page }) => {
    await openTimeline(page);
    expect(await drawnSteps(stepsOf(page))).toEqual([
      "Kontrakt: Klart",
      "Inredningsval: Klart",
      "Besiktning: Klart",
      "Betalning: Klart",
      "Inflyttning: Pågår nu (step)",
    ]);
    await expect(page.getByText("Projektet är nu i fasen: Inflyttning.")).toBeVisible();
    // Swedish dates are written yyyy-mm-dd: each step's date reads as its machine date.
    const dates = page.getByRole("list", { name: "Köpets steg" }).locator("time");
    await expect(dates).toHaveCount(5);
    for (const time of await dates.all()) {
      const dateTime = await time.getAttribute("datetime");
      expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await expect(time).toHaveText(dateTime!);
    }
    // The move-in's own page, by keyboard, and back.
    await press(page, "Inflyttning", "link");
    await expect(page).toHaveURL(`${SE}/mina-sidor/tidslinje/inflyttning/`);
    await expect(page.getByRole("heading", { level: 1, name: "Inflyttning" })).toBeVisible();
    await expect(page.getByText("Steg 5 av 5")).toBeVisible();
    await expect(page.getByText("Pågår nu – Det här är steget du är i nu.")).toBeVisible();
    await press(page, "Tillbaka till tidslinjen", "link");
    await expect(page).toHaveURL(`${SE}/mina-sidor/tidslinje/`);
  });

  test("interior choices: the contract behind, the choices at hand, their page with the booking kept", async ({
    page,
  }) => {
    await openTimeline(page);
    await chooseBooking(page, 1);
    expect(await drawnSteps(stepsOf(page))).toEqual([
      "Kontrakt: Klart",
      "Inredningsval: Pågår nu (step)",
      "Besiktning: Kommande",
      "Betalning: Kommande",
      "Inflyttning: Kommande",
    ]);
    await expect(page.getByText("Projektet är nu i fasen: Inredningsval.")).toBeVisible();
    const bookingId = new URL(page.url()).searchParams.get("bookingId");
    await press(page, "Inredningsval", "link");
    await expect(page).toHaveURL(`${SE}/mina-sidor/tidslinje/inredning/?bookingId=${bookingId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Inredningsval" })).toBeVisible();
    await expect(page.getByText("Steg 2 av 5")).toBeVisible();
    await expect(page.getByText(/^Sista dag för inredningsval: \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  });

  test("a contract to sign: the first step at hand, the rest to come, the inspection without a date", async ({
    page,
  }) => {
    await openTimeline(page);
    await chooseBooking(page, 2);
    expect(await drawnSteps(stepsOf(page))).toEqual([
      "Kontrakt: Pågår nu (step)",
      ...STEP_NAMES.slice(1).map((name) => `${name}: Kommande`),
    ]);
    await press(page, "Besiktning", "link");
    await expect(page).toHaveURL(/\/mina-sidor\/tidslinje\/besiktning\/\?bookingId=/);
    await expect(page.getByText("Kommande – Det här steget ligger framför dig.")).toBeVisible();
    await expect(page.getByText("Slutbesiktning: Datum meddelas senare")).toBeVisible();
  });

  test("a customer without a booking: the timeline and its steps answer 404", async ({ page }) => {
    await loginWithEmail(page, SE, "erik.svensson@example.com", SWEDISH_LOGIN);
    for (const path of ["/mina-sidor/tidslinje/", "/mina-sidor/tidslinje/kontrakt/"]) {
      const response = await page.goto(`${SE}${path}`);
      expect(response?.status(), path).toBe(404);
    }
  });
});
