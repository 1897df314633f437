// Screenshots of every site's start, home search, stage and object page, to show that a change
// meant to change nothing visible changed nothing: take a baseline from a checkout of the old
// code, then a run of the new code, and compare them pixel by pixel.
//
// For each of the seven sites (se, se-en under /en/ on the se app, senior, boratt, no, fi,
// contractor) it opens the start page, the home search (where the site has one) and the first
// stage and home of the API's sitemap (where the site sells homes), each at 1280 px (desktop) and
// 390 px (mobile, a phone: a page wider than that is shot at its full width) wide, and saves a
// full-page PNG. The visitor has answered the cookie prompt (necessary cookies only) and has the
// brand's faces cached, as from the second page on; animations, transitions and the caret are
// off; each page waits for the network to go quiet, its fonts and every image (lazy ones are
// loaded at once), and everything is drawn (no `content-visibility` skipping). What is not the
// same from run to run is masked or fixed: map canvases (WebGL) and anything marked
// data-visual-mask are painted over in magenta, the footer's copyright year is written as 2000,
// and the local site switcher (a developer tool) is hidden. `--twice` checks the rest.
//
//   pnpm visual --out /tmp/visual-base --root /path/to/old/checkout   # baseline of an old build
//   pnpm visual --out /tmp/visual-new --compare /tmp/visual-base      # this checkout, compared
//   pnpm visual --out /tmp/visual-new --compare /tmp/visual-base --compare-only  # compare again
//
// Options:
//   --out DIR        where the shots go (DIR/<site>/<page>-<viewport>.png and DIR/manifest.json)
//   --root REPO      the checkout whose production builds are started (default: this one); build
//                    it first (`pnpm build`). Its apps' .next/cache/fetch-cache is removed first,
//                    as the e2e suite does: each run seeds a fresh API database.
//   --external       start nothing: use the API (:4000) and the six apps (:3000-3005) running now
//   --compare BASE   compare with the shots in BASE: the same pages (BASE/manifest.json's paths)
//                    are taken, diff images go to DIR/diff/, a table is printed, and the run
//                    exits non-zero when any shot differs in more than --threshold % of its pixels,
//                    changed size, or is missing
//   --compare-only   take no shots: compare the shots already in --out with --compare
//   --threshold P    the largest share of differing pixels a shot may have, in % (default 0)
//   --twice          take each shot twice (a fresh page each time) and fail when the two differ:
//                    to check that the pages are stable before trusting a baseline
//   --only a,b       only these sites (site codes)
//
// Needs the ports free (unless --external). Chrome: /usr/bin/chromium unless CHROME_PATH.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { parseArgs } from "node:util";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { chromium } from "playwright-core";
import { answeredConsentCookie } from "./consent-cookie.mjs";

const API_PORT = 4000;
/** The six apps and their local ports (@housing/site-config APP_PORTS). */
const APP_PORTS = { se: 3000, senior: 3001, boratt: 3002, no: 3003, fi: 3004, contractor: 3005 };
/**
 * The seven sites (@housing/site-config sites.ts): their app, site key (the API's x-site-key),
 * start path and home search path. Written out here rather than imported, so that the tool keeps
 * working on checkouts whose packages are arranged differently.
 */
const SITES = [
  { code: "se", app: "se", key: "Jmse", start: "/", search: "/sok-bostad/", homes: true },
  { code: "se-en", app: "se", key: "JmseEn", start: "/en/", search: null, homes: false },
  { code: "senior", app: "senior", key: "Seniorgarden", start: "/", search: "/sok-bostad/", homes: true },
  { code: "boratt", app: "boratt", key: "Boratt", start: "/", search: "/sok-bostad/", homes: true },
  { code: "no", app: "no", key: "Jmno", start: "/", search: "/finn-din-bolig/", homes: true },
  { code: "fi", app: "fi", key: "Jmoy", start: "/", search: "/myytavat-asunnot/", homes: true },
  { code: "contractor", app: "contractor", key: "Entreprenad", start: "/", search: null, homes: false },
];
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};
/** What is masked (a flat box in the shot): the map's WebGL canvas, and anything marked for it. */
const MASKS = ["canvas", ".maplibregl-map", "[data-visual-mask]"];
const MASK_COLOR = "#ff00ff";
/**
 * Added to each page once it has loaded: no animation or transition (beside Playwright's own
 * `animations: "disabled"`) and no caret; everything drawn, including what `content-visibility:
 * auto` skips while out of view (the home search's cards: a full-page shot would show them blank,
 * at a height estimated or remembered from an earlier layout); and the local site switcher, a
 * developer tool fixed to the window's corner that preprod and production never show, hidden.
 */
const SHOT_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
  content-visibility: visible !important;
}
[data-dev-tool] { visibility: hidden !important; }`;
/** How often a page is opened again when a brand face was not drawn (see `fallbackFaces`). */
const FONT_ATTEMPTS = 3;

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    root: { type: "string" },
    external: { type: "boolean", default: false },
    compare: { type: "string" },
    "compare-only": { type: "boolean", default: false },
    threshold: { type: "string", default: "0" },
    twice: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
if (!values.out) {
  console.error(
    "Usage: pnpm visual --out DIR [--root REPO] [--external] [--compare BASE_DIR [--compare-only]] [--twice]",
  );
  process.exit(2);
}
const outDir = resolve(values.out);
const root = resolve(values.root ?? join(import.meta.dirname, "../.."));
const threshold = Number(values.threshold);
const only = values.only ? new Set(values.only.split(",")) : null;
if (!(threshold >= 0)) {
  console.error(`--threshold must be a percentage, not "${values.threshold}"`);
  process.exit(2);
}
if (values["compare-only"] && !values.compare) {
  console.error("--compare-only needs --compare BASE_DIR");
  process.exit(2);
}

const fileOf = (shot) => join(shot.site, `${shot.page}-${shot.viewport}.png`);
const readManifest = (dir) => JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));

// ---------------------------------------------------------------------------------------------
// Servers

const children = [];
let stopping = false;

function startServer(name, args, cwd, env) {
  // Each server's output goes to OUT/logs/<name>.log.
  const logDir = join(outDir, "logs");
  mkdirSync(logDir, { recursive: true });
  const log = openSync(join(logDir, `${name}.log`), "w");
  // Its own process group, so stopping reaches everything it starts.
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", log, log],
    detached: true,
  });
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code} before the run ended (${join(logDir, `${name}.log`)})`);
      stopServers();
      process.exit(1);
    }
  });
  children.push(child);
}

function stopServers() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

async function waitForGone() {
  for (const child of children) {
    for (let attempt = 0; attempt < 50 && child.exitCode === null && child.signalCode === null; attempt++)
      await delay(100);
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

function isPortInUse(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once("error", () => done(true));
    server.listen(port, () => server.close(() => done(false)));
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer in 2 minutes`);
}

async function startAll() {
  const busy = [];
  for (const port of [API_PORT, ...Object.values(APP_PORTS)]) if (await isPortInUse(port)) busy.push(port);
  if (busy.length > 0) throw new Error(`port(s) ${busy.join(", ")} in use: stop those servers, or pass --external`);
  for (const app of Object.keys(APP_PORTS)) {
    if (!existsSync(join(root, "apps", app, ".next", "BUILD_ID")))
      throw new Error(`${root}/apps/${app} is not built (pnpm build)`);
  }
  if (!existsSync(join(root, "apps/api/dist/main.js"))) throw new Error(`${root}/apps/api is not built (pnpm build)`);
  // A fresh embedded database: the API migrates and seeds it on start (the seed is deterministic).
  const dataDir = mkdtempSync(join(tmpdir(), "housing-visual-"));
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  startServer("api", ["dist/main.js"], join(root, "apps/api"), {
    PORT: String(API_PORT),
    PGLITE_DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  await waitFor(`http://localhost:${API_PORT}/health`);
  for (const [app, port] of Object.entries(APP_PORTS)) {
    const cwd = join(root, "apps", app);
    // View models Next cached from an earlier run's API must not be served.
    rmSync(join(cwd, ".next/cache/fetch-cache"), { recursive: true, force: true });
    startServer(app, ["node_modules/next/dist/bin/next", "start", "--port", String(port)], cwd, {
      HOUSING_ENV: "local",
    });
  }
  await Promise.all(Object.values(APP_PORTS).map((port) => waitFor(`http://localhost:${port}/`)));
}

// ---------------------------------------------------------------------------------------------
// Which pages

/** The first stage and the first home of a site's sitemap (sorted by path; the seed is stable). */
async function listingPaths(site) {
  const response = await fetch(`http://localhost:${API_PORT}/api/content/sitemap`, {
    headers: { "x-site-key": site.key },
  });
  if (!response.ok) throw new Error(`sitemap of ${site.code}: HTTP ${response.status}`);
  const { entries } = await response.json();
  const first = (templateName) => entries.find((entry) => entry.templateName === templateName)?.path;
  const stage = first("StagePage");
  const object = first("ObjectPage");
  if (!stage || !object) throw new Error(`the sitemap of ${site.code} lists no StagePage or ObjectPage`);
  return { stage, object };
}

async function pagesToShoot() {
  if (values.compare) {
    // The baseline's pages, so both runs show the same ones.
    const seen = new Set();
    return readManifest(values.compare)
      .shots.filter((shot) => !only || only.has(shot.site))
      .filter((shot) => !seen.has(`${shot.site} ${shot.page}`) && seen.add(`${shot.site} ${shot.page}`))
      .map(({ site, page, path }) => ({ site, page, path }));
  }
  const pages = [];
  for (const site of SITES.filter((candidate) => !only || only.has(candidate.code))) {
    pages.push({ site: site.code, page: "start", path: site.start });
    if (site.search) pages.push({ site: site.code, page: "search", path: site.search });
    if (site.homes) {
      const { stage, object } = await listingPaths(site);
      pages.push({ site: site.code, page: "stage", path: stage }, { site: site.code, page: "object", path: object });
    }
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Shots

async function settle(page) {
  // Lazy images would load only when scrolled to: load them all now, then wait for every image.
  await page.evaluate(async () => {
    for (const image of document.images) {
      image.loading = "eager";
      image.decoding = "sync";
    }
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? image.decode().catch(() => {})
          : new Promise((done) => {
              image.addEventListener("load", done, { once: true });
              image.addEventListener("error", done, { once: true });
            }),
      ),
    );
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  // Two frames, so what the last load changed is painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The text whose brand face did not render: the brand faces are `font-display: optional`, so a face
 * that is not ready within about 100 ms of first use (even from the disk cache, on a busy machine)
 * is left out for the page's lifetime and the system face is drawn instead. One element of each
 * face, weight and style in use is asked (Chrome's DevTools protocol names the font it drew with).
 */
async function fallbackFaces(page) {
  const marker = "data-visual-font-sample";
  await page.evaluate((attribute) => {
    const webFamilies = new Set([...document.fonts].map((face) => face.family.replace(/^["']|["']$/g, "")));
    const seen = new Set();
    for (const element of document.body.querySelectorAll("*")) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim(),
      );
      if (!hasText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily
        .split(",")[0]
        .trim()
        .replace(/^["']|["']$/g, "");
      const key = `${family} ${style.fontWeight} ${style.fontStyle}`;
      if (!webFamilies.has(family) || seen.has(key)) continue;
      seen.add(key);
      element.setAttribute(attribute, `${key}: <${element.localName}> "${element.textContent.trim().slice(0, 30)}"`);
    }
  }, marker);
  const client = await page.context().newCDPSession(page);
  const missing = [];
  try {
    await client.send("DOM.enable");
    await client.send("CSS.enable");
    const { root } = await client.send("DOM.getDocument", { depth: 0 });
    const { nodeIds } = await client.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: `[${marker}]` });
    for (const nodeId of nodeIds) {
      const { fonts } = await client.send("CSS.getPlatformFontsForNode", { nodeId });
      const drawnWith = fonts.toSorted((a, b) => b.glyphCount - a.glyphCount)[0];
      if (drawnWith && !drawnWith.isCustomFont) {
        const { attributes } = await client.send("DOM.getAttributes", { nodeId });
        missing.push(`${attributes[attributes.indexOf(marker) + 1]} (drawn with ${drawnWith.familyName})`);
      }
    }
  } finally {
    await client.detach();
    await page.evaluate((attribute) => {
      for (const element of document.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute);
    }, marker);
  }
  return missing;
}

/**
 * The brand faces are `font-display: optional`: a face that is not ready about 100 ms after its
 * first use is left out for the page's lifetime, which on a busy machine happens even from the
 * cache. The page's CSS (inlined in its HTML) is given `block` instead, so the shot shows what a
 * visitor whose faces arrived in time sees. Only the HTML documents are intercepted (through the
 * DevTools protocol: Playwright's routing would take every request). Chromium cannot tell where a
 * page answered this way came from, so its Local Network Access checks would refuse the page's
 * requests to the API (images, web vitals): the browser runs without them (`--disable-features`).
 */
async function blockingFaces(page) {
  const client = await page.context().newCDPSession(page);
  client.on("Fetch.requestPaused", async ({ requestId, responseStatusCode, responseHeaders }) => {
    try {
      if (responseStatusCode !== 200) throw new Error("not a page");
      const { body, base64Encoded } = await client.send("Fetch.getResponseBody", { requestId });
      const html = Buffer.from(body, base64Encoded ? "base64" : "utf8").toString("utf8");
      await client.send("Fetch.fulfillRequest", {
        requestId,
        responseCode: responseStatusCode,
        responseHeaders: responseHeaders.filter(({ name }) => !/^content-(length|encoding)$/i.test(name)),
        body: Buffer.from(html.replaceAll("font-display:optional", "font-display:block")).toString("base64"),
      });
    } catch {
      await client.send("Fetch.continueRequest", { requestId }).catch(() => {});
    }
  });
  await client.send("Fetch.enable", {
    patterns: [{ urlPattern: "http://localhost:*", resourceType: "Document", requestStage: "Response" }],
  });
}

/**
 * The footer's copyright year is the server's current year (site-shell layout.tsx): written as
 * 2000 on every page, so that a baseline and a run on either side of New Year compare.
 */
function fixCopyrightYear(page) {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // A year may be formatted with a group separator ("2 026").
      const year = /(©\s*)\d(?:[\s\u00a0\u202f]?\d){3}/g;
      if (year.test(node.data)) node.data = node.data.replace(year, (_, sign) => `${sign}2000`);
    }
  });
}

async function shoot(context, origin, path) {
  for (let attempt = 1; ; attempt++) {
    const page = await context.newPage();
    try {
      await blockingFaces(page);
      const failures = [];
      page.on("requestfailed", (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`));
      page.on("response", (answer) => {
        if (answer.status() >= 400) failures.push(`${answer.url()} HTTP ${answer.status()}`);
      });
      const response = await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      if (!response || response.status() !== 200) throw new Error(`${origin}${path} answered ${response?.status()}`);
      await page.addStyleTag({ content: SHOT_CSS });
      await settle(page);
      await fixCopyrightYear(page);
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      );
      if (broken.length > 0)
        console.warn(
          `  warning: ${origin}${path} shows ${broken.length} broken image(s): ${broken.slice(0, 3).join(", ")}`,
        );
      if (failures.length > 0)
        console.warn(
          `  warning: ${origin}${path}: ${failures.length} failed request(s): ${failures.slice(0, 3).join(", ")}`,
        );
      const missing = await fallbackFaces(page);
      if (missing.length > 0) {
        if (attempt < FONT_ATTEMPTS) continue;
        throw new Error(
          `${origin}${path}: the brand faces were not drawn in ${FONT_ATTEMPTS} attempts: ${missing.join("; ")}`,
        );
      }
      return await takeShot(page);
    } finally {
      await page.close();
    }
  }
}

function takeShot(page) {
  return page.screenshot({
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    scale: "css",
    style: SHOT_CSS,
    mask: MASKS.map((selector) => page.locator(selector)),
    maskColor: MASK_COLOR,
  });
}

async function captureAll() {
  const started = Date.now();
  if (!values.external) {
    console.log(`Starting the API and the six apps of ${root}`);
    await startAll();
    console.log(`  up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const pages = await pagesToShoot();
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--hide-scrollbars",
      "--font-render-hinting=none",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-features=LocalNetworkAccessChecks",
    ],
  });
  const shots = [];
  const unstable = [];
  try {
    for (const [viewport, device] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({
        ...device,
        deviceScaleFactor: 1,
        locale: "sv-SE",
        timezoneId: "Europe/Stockholm",
        colorScheme: "light",
        reducedMotion: "reduce",
        // Cookies ignore the port: one answered prompt (necessary cookies only) for all six apps.
        storageState: {
          cookies: [
            // The brand's faces are cached (packages/site-shell brand-fonts.tsx): pages use them, as
            // from a visitor's second page on. Without it each page has the system face.
            {
              name: "housing-fonts",
              value: "1",
              domain: "localhost",
              path: "/",
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: "Lax",
            },
            answeredConsentCookie("localhost"),
          ],
          origins: [],
        },
      });
      for (const { site, page, path } of pages) {
        const { app } = SITES.find((candidate) => candidate.code === site);
        const origin = `http://localhost:${APP_PORTS[app]}`;
        const shot = { site, page, viewport, path };
        const file = join(outDir, fileOf(shot));
        mkdirSync(dirname(file), { recursive: true });
        const image = await shoot(context, origin, path);
        writeFileSync(file, image);
        const { width, height } = PNG.sync.read(image);
        shots.push({ ...shot, file: fileOf(shot), width, height });
        let note = "";
        if (values.twice) {
          const again = await shoot(context, origin, path);
          const differing = again.equals(image) ? 0 : diffPixels(image, again).differing;
          if (differing > 0) {
            writeFileSync(file.replace(/\.png$/, ".again.png"), again);
            unstable.push(`${site} ${page} ${viewport}: ${differing} pixels differ between two shots`);
            note = ` UNSTABLE (${differing} px)`;
          } else note = " (stable)";
        }
        console.log(`  ${fileOf(shot).padEnd(32)} ${path} ${width}x${height}${note}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  writeFileSync(
    join(outDir, "manifest.json"),
    `${JSON.stringify({ root, takenAt: new Date().toISOString(), masks: MASKS, shots }, null, 2)}\n`,
  );
  console.log(`${shots.length} shots in ${outDir} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (unstable.length > 0) {
    console.error(`\nNot stable (the second shot is beside the first, *.again.png):\n  ${unstable.join("\n  ")}`);
    process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Comparing

/** Both images on a canvas of the larger size (what one lacks counts as differing). */
function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++) png.data.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return data;
}

function diffPixels(before, after) {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(padTo(a, width, height), padTo(b, width, height), diff.data, width, height, {
    threshold: 0.1,
  });
  return { differing, total: width * height, diff, sizes: [`${a.width}x${a.height}`, `${b.width}x${b.height}`] };
}

function compareAll() {
  const base = readManifest(values.compare);
  const diffDir = join(outDir, "diff");
  rmSync(diffDir, { recursive: true, force: true });
  mkdirSync(diffDir, { recursive: true });
  let failed = 0;
  const rows = [];
  for (const shot of base.shots.filter((candidate) => !only || only.has(candidate.site))) {
    const name = `${shot.site} ${shot.page} (${shot.path})`;
    const newFile = join(outDir, shot.file);
    if (!existsSync(newFile)) {
      rows.push(`| ${name} | ${shot.viewport} | missing | | FAIL |`);
      failed++;
      continue;
    }
    const { differing, total, diff, sizes } = diffPixels(
      readFileSync(join(values.compare, shot.file)),
      readFileSync(newFile),
    );
    const percent = (100 * differing) / total;
    const resized = sizes[0] !== sizes[1];
    const isFailing = resized || percent > threshold;
    if (differing > 0) writeFileSync(join(diffDir, shot.file.replaceAll("/", "-")), PNG.sync.write(diff));
    if (isFailing) failed++;
    rows.push(
      `| ${name} | ${shot.viewport} | ${percent.toFixed(4)} % (${differing} px) | ${resized ? `${sizes[0]} → ${sizes[1]}` : sizes[0]} | ${isFailing ? "FAIL" : "ok"} |`,
    );
  }
  console.log(`\n${outDir} against ${resolve(values.compare)} (threshold ${threshold} %)\n`);
  console.log("| page | viewport | differing pixels | size | |\n|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  console.log(`\n${rows.length - failed} of ${rows.length} shots match${failed ? `; diff images in ${diffDir}` : ""}.`);
  if (failed > 0) process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------

process.on("SIGINT", () => {
  stopServers();
  process.exit(130);
});
process.on("SIGTERM", () => {
  stopServers();
  process.exit(143);
});
try {
  if (!values["compare-only"]) await captureAll();
  if (values.compare) compareAll();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopServers();
  await waitForGone();
}
