import type { ExplorerData } from "@housing/contracts/explorer";
import { API_BASE_PATHS, getSite } from "@housing/site-config";
import { expect, test } from "../fixtures";
import { gotoHydrated } from "../hydrated";
import { press } from "../login/keyboard";
import { SE, SWEDISH_LOGIN, loginWithEmail } from "../my-pages/my-pages-login";
import { API_ORIGIN } from "../env";

/*
 * Edit mode (issue 24, item 6): Stina, project staff of the stages booked online (README's demo
 * users), opens the explorer of Brf Lindvyn, turns on "Redigera klickytor", moves a point of a
 * click area by keyboard and saves; the explorer's data then carries the moved point for everyone.
 * A visitor without the role gets no such button.
 */

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 180_000 });

const LINDVYN = "/sok-bostad/stockholms-lan/varmdo/brf-lindvyn/";
const API = `${API_ORIGIN}${API_BASE_PATHS.residenceExplorer}`;

test("project staff move a click area's point by keyboard and save it", async ({ page }) => {
  // A visitor sees no edit button.
  await gotoHydrated(page, `${SE}${LINDVYN}`, "main section button");
  await press(page, "Utforska huset");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("table")).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole("button", { name: "Redigera klickytor" })).toHaveCount(0);

  await loginWithEmail(page, SE, "stina.sjoberg@example.com", SWEDISH_LOGIN);
  await gotoHydrated(page, `${SE}${LINDVYN}`, "main section button");
  await press(page, "Utforska huset");
  await press(page, "Redigera klickytor");
  const editor = dialog.getByRole("group", { name: /^Klickytorna i vyn / });
  await expect(editor).toBeVisible({ timeout: 30_000 });

  const handle = editor.getByRole("button").first();
  const before = (await handle.getAttribute("aria-label"))!;
  await handle.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Shift+ArrowRight");
  await expect(handle).not.toHaveAttribute("aria-label", before);
  await press(page, /^Spara$/);
  await expect(dialog.getByText("Klickytorna är sparade.")).toBeVisible();

  // Everyone's explorer data has the moved point now.
  const search = await page.request.post(`${API_ORIGIN}/residence/search_stage`, {
    data: { siteId: getSite("se").siteId, limit: 400, offset: 0, filter: {} },
  });
  const { hits } = (await search.json()) as { hits: Array<{ id: string; url: string }> };
  const stageId = hits.find((hit) => hit.url === LINDVYN)?.id;
  expect(stageId).toBeTruthy();
  const answer = await page.request.get(`${API}/get/${stageId}`);
  const data = (await answer.json()) as ExplorerData;
  const match = /(\d+) % från vänster/.exec((await handle.getAttribute("aria-label"))!);
  expect(match).toBeTruthy();
  const moved = Number(match![1]) / 100;
  const xs = data.views.flatMap((view) => view.clickAreas.flatMap((area) => area.points.map(([x]) => x)));
  expect(xs.some((x) => Math.abs(x - moved) < 0.01)).toBe(true);

  // Put the point back, so the other explorer specs see the derived click areas.
  await handle.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("Shift+ArrowLeft");
  await expect(handle).toHaveAttribute("aria-label", before);
  const saved = page.waitForResponse((response) => /clickareas/.test(response.url()) && response.ok());
  await press(page, /^Spara$/);
  await saved;
});
