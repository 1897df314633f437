import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { press } from "../login/keyboard";
import { SE } from "../my-pages/my-pages-login";
import { explorerStage, stageTable } from "./explorer-stage";

/*
 * The residence explorer on a stage page (issue 24), in Chromium with WebGL on SwiftShader: the
 * building drawn from the explorer API's data, a home picked by mouse (the canvas's own picking)
 * and by keyboard alone, its card against the stage page's table, the table and the canvas in
 * step, the sun study lighting other facades in the evening, a 360 view turned by keys, and the
 * table alone without WebGL. axe runs on the explorer's DOM as each test leaves it.
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 180_000 });

const READY = '[data-explorer-ready="true"]';

async function openExplorer(page: Page, url: string): Promise<Locator> {
  await gotoHydrated(page, `${SE}${url}`, "main section button");
  await press(page, "Utforska huset");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** The highlighted home as the canvas says it and as the table marks it: the same, or both none. */
async function expectInStep(page: Page, number: string) {
  await expect(page.locator(READY)).toHaveAttribute("data-highlight", number);
  await expect(page.locator('tbody tr[aria-selected="true"]')).toHaveAttribute("data-number", number);
}

test("a visitor picks a home by mouse and by keyboard; its card, the table and the canvas agree", async ({ page }) => {
  const stage = await explorerStage(page, "se");
  await gotoHydrated(page, `${SE}${stage.url}`, "main section button");
  const catalogue = await stageTable(page);
  const dialog = await openExplorer(page, stage.url);
  const scene = page.locator(READY);
  await expect(scene).toBeVisible({ timeout: 60_000 });

  // The table lists the stage's homes; the canvas's keyboard places are the same homes.
  const homeButtons = dialog.locator("[role=group] button[data-number]");
  const rowNumbers = await dialog
    .locator("tbody tr[data-number]")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-number")).sort());
  const placeNumbers = await homeButtons.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute("data-number")).sort(),
  );
  expect(placeNumbers).toEqual(rowNumbers);
  expect(rowNumbers.length).toBe(stage.data.building.apartments.length);

  // By mouse: hover, then click where a home is drawn (the canvas picks it, the overlay lets the pointer through).
  const target = stage.data.building.apartments.find((home) => home.floor === 1) ?? stage.data.building.apartments[0]!;
  const place = await homeButtons.and(page.locator(`[data-number="${target.number}"]`)).boundingBox();
  if (place) {
    const x = place.x + place.width / 2;
    const y = place.y + place.height / 2;
    await page.mouse.move(x, y);
    const hovered = await scene.getAttribute("data-highlight");
    expect(hovered).toBeTruthy();
    await expectInStep(page, hovered!);
    await page.mouse.click(x, y);
    const card = dialog.locator("section[data-number]");
    await expect(card).toBeVisible();
    const picked = (await card.getAttribute("data-number"))!;
    await expectInStep(page, picked);

    // The card says what the catalogue says of the home.
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    const facts = catalogue.get(name);
    expect(facts, `the stage page lists ${name}`).toBeTruthy();
    await expect(card).toContainText(facts!.rooms);
    await expect(card).toContainText(facts!.area);
    const pickedHome = stage.data.building.apartments.find((home) => home.number === picked);
    expect(pickedHome).toBeTruthy();
    await press(page, "Stäng lägenhetskortet");
    await expect(card).toHaveCount(0);
  } else {
    throw new Error(`home ${target.number} has no place on the canvas in the first view`);
  }

  // By keyboard alone: Tab into the building, arrows to a neighbour and the floor above, Enter for the card.
  let focused: string | null = null;
  for (let presses = 0; presses < 40 && !focused; presses += 1) {
    await page.keyboard.press("Tab");
    focused = await page.evaluate(() =>
      document.activeElement?.closest("[role=group]") ? document.activeElement.getAttribute("data-number") : null,
    );
  }
  expect(focused, "Tab reaches the homes of the building").toBeTruthy();
  await expectInStep(page, focused!);
  const first = focused!;
  await page.keyboard.press("ArrowRight");
  const right = await page.evaluate(() => document.activeElement?.getAttribute("data-number") ?? null);
  expect(right).not.toBe(first);
  await expectInStep(page, right!);
  await page.keyboard.press("ArrowUp");
  const up = (await page.evaluate(() => document.activeElement?.getAttribute("data-number") ?? null))!;
  const floorOf = (number: string) => stage.data.building.apartments.find((home) => home.number === number)!.floor;
  expect(floorOf(up)).toBe(floorOf(right!) + 1);
  await expectInStep(page, up);
  await page.keyboard.press("Enter");
  await expect(dialog.locator(`section[data-number="${up}"]`)).toBeVisible();

  // The table's row highlights the same home in the canvas.
  const row = dialog.locator("tbody tr[data-number]").nth(2);
  const rowNumber = (await row.getAttribute("data-number"))!;
  await row.getByRole("button").focus();
  await expectInStep(page, rowNumber);
});

test("without WebGL the explorer shows the facade drawing and a table that sorts and filters", async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      if (/webgl/i.test(kind)) return null;
      return (original as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
    } as typeof original;
  });
  const stage = await explorerStage(page, "se");
  const dialog = await openExplorer(page, stage.url);
  await expect(dialog.getByText(/3D-vyn är inte tillgänglig/)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(READY)).toHaveCount(0);
  await expect(dialog.locator("svg").getByRole("button").first()).toBeVisible();

  // Sort by price: the table's rows come in price order and the header says so.
  const rows = dialog.locator("tbody tr[data-number]");
  const before = await rows.count();
  expect(before).toBe(stage.data.building.apartments.length);
  const priceHeader = dialog.getByRole("columnheader", { name: /Pris/ });
  await priceHeader.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(priceHeader).toHaveAttribute("aria-sort", /ascending|descending/);

  // A rooms filter above the smallest home narrows the table.
  const rooms = await rows.evaluateAll((trs) =>
    trs.map((tr) => Number.parseInt(tr.querySelectorAll("td")[1]?.textContent ?? "", 10)),
  );
  const fewest = Math.min(...rooms);
  expect(Math.max(...rooms), "the stage has homes of more than one size").toBeGreaterThan(fewest);
  const roomsFrom = dialog.getByRole("group", { name: /Antal rum/ }).getByLabel(/Från/);
  await roomsFrom.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(String(fewest + 1));
  await expect.poll(() => rows.count()).toBeLessThan(before);

  // A row's button opens the home's card by keyboard.
  const firstRow = rows.first();
  const number = (await firstRow.getAttribute("data-number"))!;
  await firstRow.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await expect(dialog.locator(`section[data-number="${number}"]`)).toBeVisible();
});

/** How much of two screenshots of the same size differ (share of pixels whose colour moved by more than 24 of 255). */
async function changedShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        // Decoded here, not fetched as a data: URL: the site's Content-Security-Policy allows the page
        // to fetch only from its own origin and the API.
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = [await pixels(first!), await pixels(second!)];
      let changed = 0;
      for (let index = 0; index < x.length; index += 4) {
        const delta = Math.max(
          Math.abs(x[index]! - y[index]!),
          Math.abs(x[index + 1]! - y[index + 1]!),
          Math.abs(x[index + 2]! - y[index + 2]!),
        );
        if (delta > 24) changed += 1;
      }
      return changed / (x.length / 4);
    },
    [a.toString("base64"), b.toString("base64")],
  );
}

test("the sun study lights other facades at 20:00 than at noon on midsummer, and a 360 view turns by keyboard", async ({
  page,
}) => {
  const stage = await explorerStage(page, "se");
  const dialog = await openExplorer(page, stage.url);
  const scene = page.locator(READY);
  await expect(scene).toBeVisible({ timeout: 60_000 });
  const canvas = scene.locator("canvas").first();

  // Noon and evening of 21 June from the study's named moments; the picture is drawn once per change.
  await press(page, "Midsommar mitt på dagen");
  await expect(dialog.getByRole("slider", { name: "Tid på dygnet" })).toHaveAttribute("aria-valuetext", /12:00/);
  await page.waitForTimeout(500);
  const noon = await canvas.screenshot();
  await press(page, "Midsommarkväll");
  await expect(dialog.getByRole("slider", { name: "Tid på dygnet" })).toHaveAttribute("aria-valuetext", /20:00/);
  await page.waitForTimeout(500);
  const evening = await canvas.screenshot();
  expect(
    await changedShare(page, noon, evening),
    "share of the picture the evening sun lights otherwise",
  ).toBeGreaterThan(0.03);
  await expect(dialog.getByText(/Solen står i (väster|nordväst|sydväst)/)).toBeVisible();

  // A home's card says its balcony's sun hours for the day and opens its 360 views.
  const row = dialog.locator("tbody tr[data-number]").first();
  const number = (await row.getAttribute("data-number"))!;
  await row.getByRole("button").focus();
  await page.keyboard.press("Enter");
  const card = dialog.locator(`section[data-number="${number}"]`);
  await expect(card).toBeVisible();
  await press(page, "360-vy");
  const viewer = page.locator('[data-panorama-ready="true"]');
  await expect(viewer).toBeVisible({ timeout: 60_000 });
  const yaw = Number(await viewer.getAttribute("data-yaw"));
  await viewer.focus();
  for (let turn = 0; turn < 3; turn += 1) await page.keyboard.press("ArrowRight");
  await expect.poll(async () => Number(await viewer.getAttribute("data-yaw"))).not.toBe(yaw);
  await expect(page.getByText(/Tittar mot/)).toBeAttached();
});
