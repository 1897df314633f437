// Lighthouse 12 (mobile preset: the default config, a mid-range phone on a
// throttled 4G connection, simulated; a first visit: no browser cache, no stored
// data) against a site's start, home search, stage and object pages; prints the
// median performance score and median LCP, TBT, CLS and server response time as
// a Markdown table. Exits non-zero when a median score is under 90 (or a page
// cannot be measured) unless --no-fail.
//
// Every page is measured in two states of the server's data cache (Next keeps
// the page's view model, `GET {path}/GetViewModel`, for 60 s; packages/site-shell/src/data.ts),
// each run of one state followed by a run of the other:
//
// - cold: the view model is not in the cache. Each run adds a query parameter
//   the server has not seen (`?bench-cache-miss=…`), so the view-model fetch
//   misses and goes to the API, as on the first visit to a page after a deploy.
//   The site layout (navigation, footer), shared by every page, stays cached.
// - warm: the same URL was fetched just before the run, so the view model comes
//   from the cache, as for the visitors after the first.
//
// The home search's first results are never cached (they are searched per
// request) in either state. The "server response" column is Lighthouse's
// observed time to the HTML's first byte, where the two states differ.
//
// It measures servers that are already running in production mode: the API
// and the site's app (`npm start` starts them all; or one app with
// `cd apps/<app> && npx next build && npx next start --port <port>`).
// Dev servers give meaningless numbers.
//
// The stage and object pages are the first stage and home the API's search
// returns for the site, unless given; the search page is the site's home search.
//
//   pnpm bench:web                                   # se on :3000, API on :4000
//   pnpm bench:web --site fi --origin http://localhost:3103 --api http://localhost:4103
//   pnpm bench:web --stage /nyproduktion/x/ --object /nyproduktion/x/a-1/ --runs 5 --no-fail
//   pnpm bench:web --cache warm                      # one state only
//
// Options: --site <code> (se, se-en, senior, boratt, no, fi, contractor; default se),
// --origin <url> (default the app's local port), --api <url> (default http://localhost:4000),
// --start-path <path> (default the site's start page), --search-path <path> (default the
// site's home search; none on se-en and contractor), --stage <path>, --object <path>,
// --pages <names> (comma-separated: start, search, stage, object, overview, booking; default all),
// --booking <path> (click-to-buy's first step, default the flow for the first bookable home),
// --cache <states> (comma-separated: cold, warm; default both), --runs <n> per page and
// state (default 3), --no-fail, --json <file> (all runs, for a closer look),
// --user <e-mail> and --password <password> for the overview (default the site's demo user).
//
// The overview (my pages' start, spec section 2) is personal: it is rendered per request for the
// logged-in user and never cached, so it has one state ("personal"). The bench logs in through the
// API's e-mail login, puts the session cookies into a Chromium profile (Playwright), and points
// Lighthouse at that browser with its cookies kept; the rest of the first visit is as above.
// Chrome: /usr/bin/chromium unless CHROME_PATH is set.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

/** Site code -> app port, API site key, site id and start path (mirrors @housing/site-config, which is TypeScript). */
const SITES = {
  se: { port: 3000, key: "Jmse", siteId: "16920432-7683-5315-96ed-9fee9c64bec5", start: "/", search: "/sok-bostad/" },
  "se-en": { port: 3000, key: "JmseEn", siteId: "92b9d1b7-566c-576d-8228-552d0eb3f143", start: "/en/", search: null },
  senior: {
    port: 3001,
    key: "Seniorgarden",
    siteId: "058f75bd-6b8a-551b-89ba-2d17efd24f4c",
    start: "/",
    search: "/sok-bostad/",
  },
  boratt: {
    port: 3002,
    key: "Boratt",
    siteId: "7a0a528b-999a-514e-bffe-f7a4937a1d40",
    start: "/",
    search: "/sok-bostad/",
  },
  no: {
    port: 3003,
    key: "Jmno",
    siteId: "b1ff3960-c9dd-5505-ada9-a3ac65e564e3",
    start: "/",
    search: "/finn-din-bolig/",
  },
  fi: {
    port: 3004,
    key: "Jmoy",
    siteId: "b8f51ba2-1136-547e-af45-e892b38701c4",
    start: "/",
    search: "/myytavat-asunnot/",
  },
  contractor: {
    port: 3005,
    key: "Entreprenad",
    siteId: "a8956ca2-678b-5873-9004-2b4f1c7f76f7",
    start: "/",
    search: null,
  },
};

/** The click-to-buy flow's path per site (site-config's clickToBuy route). */
const BOOKING_PATHS = { se: "/boka/", senior: "/boka/", boratt: "/boka/", no: "/kjop/", fi: "/varaus/" };

/** My pages' start and a demo user with an e-mail login (README's demo users), on the sites with login. */
const MY_PAGES = {
  se: { path: "/mina-sidor/", user: "anna.andersson@example.com" },
  senior: { path: "/mina-sidor/", user: "anna.andersson@example.com" },
  boratt: { path: "/mina-sidor/", user: "anna.andersson@example.com" },
  no: { path: "/mine-sider/", user: "ola.nordmann@example.com" },
  fi: { path: "/sivuni/", user: "matti.virtanen@example.com" },
};

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const MIN_SCORE = 90;

const { values } = parseArgs({
  options: {
    site: { type: "string", default: "se" },
    origin: { type: "string" },
    api: { type: "string", default: "http://localhost:4000" },
    "start-path": { type: "string" },
    "search-path": { type: "string" },
    stage: { type: "string" },
    object: { type: "string" },
    booking: { type: "string" },
    runs: { type: "string", default: "3" },
    "no-fail": { type: "boolean", default: false },
    json: { type: "string" },
    pages: { type: "string" },
    cache: { type: "string", default: "cold,warm" },
    user: { type: "string" },
    password: { type: "string", default: "Demo-1234" },
  },
});

const site = SITES[values.site];
if (!site) {
  console.error(`Unknown --site "${values.site}"; one of ${Object.keys(SITES).join(", ")}`);
  process.exit(2);
}
const origin = (values.origin ?? `http://localhost:${site.port}`).replace(/\/+$/, "");
const api = values.api.replace(/\/+$/, "");
const runs = Math.max(1, Number(values.runs) || 3);
const CACHE_STATES = ["cold", "warm"];
const cacheStates = values.cache.split(",").map((state) => state.trim());
if (cacheStates.length === 0 || cacheStates.some((state) => !CACHE_STATES.includes(state))) {
  console.error(`Unknown --cache "${values.cache}"; one or both of ${CACHE_STATES.join(", ")}`);
  process.exit(2);
}

/** The first stage or home the API's search finds for the site (spec section 7: residence/search_stage, search_object). */
async function firstHitUrl(kind) {
  const response = await fetch(`${api}/residence/${kind === "stage" ? "search_stage" : "search_object"}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-site-key": site.key },
    body: JSON.stringify({ siteId: site.siteId, limit: 1, offset: 0 }),
  });
  if (!response.ok) throw new Error(`${kind} search answered ${response.status}`);
  const { hits } = await response.json();
  if (!hits?.[0]?.url) throw new Error(`the ${kind} search found nothing for ${values.site}`);
  return hits[0].url;
}

async function pagePath(kind, given) {
  if (given) return given;
  try {
    return await firstHitUrl(kind);
  } catch (error) {
    console.error(`No ${kind} page: ${error.message} (is the API running at ${api}? or pass --${kind})`);
    return null;
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const allPages = [
  ["start", values["start-path"] ?? site.start],
  // The home search (spec section 2) where the site has one; its first results are server-rendered.
  ...(site.search ? [["search", values["search-path"] ?? site.search]] : []),
  ["stage", await pagePath("stage", values.stage)],
  ["object", await pagePath("object", values.object)],
  ...(MY_PAGES[values.site] ? [["overview", MY_PAGES[values.site].path]] : []),
  ...(MY_PAGES[values.site] ? [["booking", await bookingPath()]] : []),
];
// --pages search,stage measures only those pages (a closer look at one page is quicker).
const chosen = values.pages?.split(",").map((name) => name.trim());
const pages = chosen ? allPages.filter(([name]) => chosen.includes(name)) : allPages;

/**
 * Click-to-buy's first step (spec section 2, "Buy-residence flow steps": start-booking) for the
 * first home of the site's search that can be booked online (GET /booking/is_bookable/{objectId}),
 * unless given with --booking. Personal like the overview; opening it books nothing.
 */
async function bookingPath() {
  if (values.booking) return values.booking;
  const flow = BOOKING_PATHS[values.site];
  try {
    const response = await fetch(`${api}/residence/search_object`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-site-key": site.key },
      body: JSON.stringify({ siteId: site.siteId, limit: 100, offset: 0 }),
    });
    const { hits } = await response.json();
    const token = await loginToken();
    for (const hit of hits ?? []) {
      const bookable = await fetch(`${api}/booking/is_bookable/${hit.id}`, {
        headers: { authorization: `Bearer ${token}`, "x-site-key": site.key },
      });
      if (bookable.ok && (await bookable.json()) === true) return `${flow}?objectId=${hit.id}`;
    }
    throw new Error("no home of the first 100 can be booked online");
  } catch (error) {
    console.error(`No booking page: ${error.message} (or pass --booking)`);
    return null;
  }
}

/** A URL of the page whose view model the server has not cached: a query parameter new to it. */
let cacheMisses = 0;
function uncachedUrl(url) {
  const address = new URL(url);
  cacheMisses += 1;
  address.searchParams.set("bench-cache-miss", `${Date.now().toString(36)}-${cacheMisses}`);
  return address.href;
}

/** Fetches the page once, so the server's data cache holds its view model; the HTTP status. */
const fetchStatus = (url) =>
  fetch(url, { redirect: "follow" }).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => 0,
  );

async function measure(url, { port = chrome.port, keepCookies = false } = {}) {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    // A first visit: Lighthouse empties the HTTP cache but by default keeps cookies and local
    // storage, so from the second run on the page would see what the first run stored (the
    // brand-fonts cookie, packages/site-shell/src/brand-fonts.tsx) without the cache that goes with it.
    clearStorageTypes: [
      "file_systems",
      "shader_cache",
      "service_workers",
      "cache_storage",
      ...(keepCookies ? [] : ["cookies"]),
      "local_storage",
      "indexeddb",
    ],
  });
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    // The HTML's first byte as observed (not simulated): where a cold data cache shows.
    ttfb: audits["server-response-time"].numericValue,
    // Lighthouse's own CPU benchmark of this machine during the run: under about 1000 the
    // machine is busy (or slow) and the simulated 4x-slower phone is slower still.
    cpu: result.lhr.environment.benchmarkIndex,
    lhr: values.json ? result.lhr : undefined,
  };
}

/** A fresh e-mail login of the site's demo user (spec section 7: POST /account_service/login/email). */
async function emailLogin() {
  const response = await fetch(`${api}/account_service/login/email`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-site-key": site.key },
    body: JSON.stringify({
      email: values.user ?? MY_PAGES[values.site].user,
      password: values.password,
      siteId: site.siteId,
    }),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok || answer.status !== "Ok")
    throw new Error(`the e-mail login answered ${response.status} ${answer.status ?? ""}`);
  return answer;
}

async function loginToken() {
  return (await emailLogin()).token;
}

/** The session cookies of a fresh e-mail login. */
async function sessionCookies() {
  const answer = await emailLogin();
  const expires = Math.floor(Date.parse(answer.expiresAt) / 1000);
  const common = { url: origin, sameSite: "Lax", expires };
  return [
    { ...common, name: "housing_session", value: answer.token, httpOnly: true },
    { ...common, name: "housing_session_hint", value: String(expires) },
    // The cookie prompt answered, as for the other pages' visitor after the first.
    { ...common, name: "housing_consent", value: "answered%3D1%26statistics%3D0%26marketing%3D0%26thirdParty%3D0" },
  ];
}

/** Lighthouse runs of the logged-in overview, in a browser profile that holds the session's cookies. */
async function measurePersonal(url) {
  const port = 9400 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(join(tmpdir(), "bench-web-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [`--remote-debugging-port=${port}`, "--no-sandbox", "--disable-gpu"],
  });
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      await context.clearCookies();
      await context.addCookies(await sessionCookies());
      results.push(await measure(url, { port, keepCookies: true }));
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const rows = [];
const allRuns = [];
let isFailing = false;
try {
  for (const [name, path] of pages) {
    if (!path) {
      rows.push(`| ${name} | – | – | not measured: no page found | | | | | |`);
      isFailing = true;
      continue;
    }
    const url = `${origin}${path}`;
    if (name === "overview" || name === "booking") {
      const personal = await measurePersonal(url).catch((error) => {
        rows.push(`| ${name} | ${path} | personal | not measured: ${error.message} | | | | | |`);
        isFailing = true;
        return null;
      });
      if (!personal) continue;
      for (const { lhr, ...figures } of personal) allRuns.push({ page: name, url, cache: "personal", ...figures, lhr });
      const middle = (key) => median(personal.map((result) => result[key]));
      if (middle("score") < MIN_SCORE) isFailing = true;
      rows.push(
        `| ${name} | ${path} | personal | ${middle("score")} | ${(middle("lcp") / 1000).toFixed(2)} s | ${Math.round(
          middle("tbt"),
        )} ms | ${middle("cls").toFixed(3)} | ${Math.round(middle("ttfb"))} ms | ${Math.round(middle("cpu"))} |`,
      );
      continue;
    }
    // Checked on a URL of its own, so the check itself warms no URL a cold run uses.
    const status = await fetchStatus(uncachedUrl(url));
    if (status !== 200) {
      rows.push(`| ${name} | ${path} | – | not measured: HTTP ${status || "unreachable"} | | | | | |`);
      isFailing = true;
      continue;
    }
    const results = Object.fromEntries(cacheStates.map((state) => [state, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const state of cacheStates) {
        let runUrl = url;
        if (state === "cold") runUrl = uncachedUrl(url);
        else if ((await fetchStatus(url)) !== 200) throw new Error(`${url} stopped answering 200`);
        const { lhr, ...figures } = await measure(runUrl);
        results[state].push(figures);
        allRuns.push({ page: name, url: runUrl, cache: state, run: run + 1, ...figures, lhr });
      }
    }
    for (const state of cacheStates) {
      const stateResults = results[state];
      const middle = (key) => median(stateResults.map((result) => result[key]));
      const score = middle("score");
      if (score < MIN_SCORE) isFailing = true;
      rows.push(
        `| ${name} | ${path} | ${state} | ${score} | ${(middle("lcp") / 1000).toFixed(2)} s | ${Math.round(
          middle("tbt"),
        )} ms | ${middle("cls").toFixed(3)} | ${Math.round(middle("ttfb"))} ms | ${Math.round(middle("cpu"))} |`,
      );
    }
  }
} finally {
  chrome.kill();
}

console.log(
  `Lighthouse ${runs} run(s) per page and cache state, mobile preset, first visit (empty browser cache), ${values.site} at ${origin} (medians)\n`,
);
console.log(
  "Server data cache: cold = the page's view model not cached (first visit to the page after a deploy); warm = cached (every later visitor).\n",
);
console.log(
  "| page | path | server data cache | performance | LCP | TBT | CLS | server response | CPU index |\n|---|---|---|---|---|---|---|---|---|",
);
for (const row of rows) console.log(row);
if (values.json) writeFileSync(values.json, JSON.stringify(allRuns, null, 2));
if (isFailing) {
  console.error(`\nA page scored under ${MIN_SCORE} or could not be measured.`);
  if (!values["no-fail"]) process.exitCode = 1;
}
