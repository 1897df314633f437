// The residence explorer in the browser (issue targets: click to first interactive frame under
// 1.5 s, p95 frame time while orbiting under 33 ms, both in this machine's Chromium, where WebGL
// runs on SwiftShader, the CPU). It measures running production servers (`npm start`).
//
// 1. Picks the Swedish site's stage with the largest building the explorer draws (12 floors and
//    120 homes or more when the catalogue has one: the bench catalogue does; the default seed's
//    largest otherwise, said in the output), from the explorer's own calls.
// 2. Per round, a fresh page (cold caches but for the HTTP cache after round 1): clicks "Utforska
//    huset" and measures, in the page, from the click to the canvas wrapper's
//    `data-explorer-ready="true"` (set once the first frame is drawn and the homes are focusable).
// 3. Orbits: drags across the canvas for about three seconds and records every animation frame's
//    interval (requestAnimationFrame), of which the p95 is the frame time while orbiting.
//
//   pnpm bench:explorer                # the API bench, the first-load check, then this
//   node tooling/bench/explorer.mjs --rounds 5 --origin http://localhost:3000
//
// Exits non-zero when a target is missed (unless --no-fail). Chrome: CHROMIUM_PATH or /usr/bin/chromium.
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { SE_SITE_ID } from "./catalogue-pages.mjs";
import { answeredConsentCookie } from "./consent-cookie.mjs";

const { values } = parseArgs({
  options: {
    origin: { type: "string", default: "http://localhost:3000" },
    api: { type: "string", default: process.env.HOUSING_API_URL ?? "http://localhost:4000" },
    rounds: { type: "string", default: "3" },
    "no-fail": { type: "boolean", default: false },
  },
});
const origin = values.origin.replace(/\/+$/, "");
const api = values.api.replace(/\/+$/, "");
const rounds = Math.max(1, Number(values.rounds) || 3);
const OPEN_TARGET_MS = 1500;
const FRAME_TARGET_MS = 33;

const percentile = (numbers, p) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** The stage with the largest explorer building among the site's first 400 stages. */
async function largestStage() {
  const response = await fetch(`${api}/residence/search_stage`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ siteId: SE_SITE_ID, limit: 400, offset: 0, filter: {} }),
  });
  if (!response.ok) throw new Error(`search_stage: HTTP ${response.status}`);
  const { hits } = await response.json();
  let best = null;
  for (const hit of hits) {
    const answer = await fetch(`${api}/residenceexplorer/get/${hit.id}`);
    if (!answer.ok) continue;
    const data = await answer.json();
    const size = { floors: data.building.floors, homes: data.building.apartments.length };
    if (!best || size.floors * 1000 + size.homes > best.floors * 1000 + best.homes) best = { ...size, url: hit.url };
    if (size.floors >= 12 && size.homes >= 120) break;
  }
  if (!best) throw new Error("no stage of the Swedish site has explorer data");
  return best;
}

const stage = await largestStage();
console.log(`Stage ${stage.url}: ${stage.floors} floors, ${stage.homes} homes`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
const opens = [];
const frames = [];
let renderer = "";
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [answeredConsentCookie(new URL(origin).hostname)],
      origins: [],
    },
  });
  for (let round = 0; round < rounds; round += 1) {
    const page = await context.newPage();
    await page.goto(`${origin}${stage.url}`, { waitUntil: "networkidle" });
    renderer ||= await page.evaluate(() => {
      const gl = document.createElement("canvas").getContext("webgl2");
      const info = gl?.getExtension("WEBGL_debug_renderer_info");
      return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : "no WebGL";
    });
    const button = page.getByRole("button", { name: "Utforska huset" }).first();
    await button.waitFor();
    // Click and wait inside the page, so the figure is the page's own clock from the click.
    const openMs = await button.evaluate(
      (element) =>
        new Promise((resolve, reject) => {
          const start = performance.now();
          const timer = setTimeout(() => reject(new Error("the explorer did not get ready in 30 s")), 30_000);
          const done = () => {
            if (!document.querySelector('[data-explorer-ready="true"]')) return false;
            clearTimeout(timer);
            observer.disconnect();
            resolve(performance.now() - start);
            return true;
          };
          const observer = new MutationObserver(() => void done());
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          element.click();
        }),
    );
    opens.push(openMs);

    const canvas = page.locator('[data-explorer-ready="true"] canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error("the explorer's canvas has no box");
    await page.evaluate(() => {
      window.__frames = [];
      let last = performance.now();
      const tick = (now) => {
        window.__frames.push(now - last);
        last = now;
        if (!window.__stopFrames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    const started = Date.now();
    for (let step = 0; Date.now() - started < 3000; step += 1) {
      const angle = step / 20;
      await page.mouse.move(
        centre.x + Math.sin(angle) * box.width * 0.3,
        centre.y + Math.cos(angle) * box.height * 0.1,
      );
    }
    await page.mouse.up();
    const recorded = await page.evaluate(() => {
      window.__stopFrames = true;
      return window.__frames.slice(2);
    });
    frames.push(...recorded);
    await page.close();
  }
} finally {
  await browser.close();
}

const open95 = percentile(opens, 95);
const frame95 = percentile(frames, 95);
console.log(`WebGL renderer: ${renderer}`);
console.log("| measure | rounds / frames | median | p95 | max | target |\n|---|---|---|---|---|---|");
console.log(
  `| click → first interactive frame | ${opens.length} | ${percentile(opens, 50).toFixed(0)} ms | ${open95.toFixed(0)} ms | ${Math.max(...opens).toFixed(0)} ms | < ${OPEN_TARGET_MS} ms |`,
);
console.log(
  `| frame time while orbiting | ${frames.length} | ${percentile(frames, 50).toFixed(1)} ms | ${frame95.toFixed(1)} ms | ${Math.max(...frames).toFixed(1)} ms | p95 < ${FRAME_TARGET_MS} ms |`,
);
console.log(`First round (cold): ${opens[0].toFixed(0)} ms from the click.`);
if (!values["no-fail"] && (open95 >= OPEN_TARGET_MS || frame95 >= FRAME_TARGET_MS)) process.exitCode = 1;
