// First-load JavaScript of each site's start page and of the home search pages:
// every script the HTML loads or preloads, summed raw and gzip-compressed. Measures running
// production servers (`npm start`, or the e2e web servers); prints a Markdown
// table. Polyfills served only to browsers without module support are left out.
// The map library (maplibre-gl) must load only when the map is opened, and three.js only when the
// residence explorer is: a page whose first-load scripts contain either fails the run.
// `--page start --page login` measures only those kinds of page (`pnpm bench:auth` compares the
// login pages with the start pages: the login page may weigh at most 25 kB gzip more, and the QR
// library must not be in its first load). `--page booking` measures click-to-buy's first step against
// the object page it is opened from (at most 40 kB gzip more).
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { SE_SITE_ID, firstStageAndHomePaths } from "./catalogue-pages.mjs";

const { values: options } = parseArgs({ options: { page: { type: "string", multiple: true } } });
const wanted = options.page ? new Set(options.page) : null;

const pages = [
  ["se", "start", "http://localhost:3000/"],
  ["se", "search", "http://localhost:3000/sok-bostad/"],
  ["se-en", "start", "http://localhost:3000/en/"],
  ["senior", "start", "http://localhost:3001/"],
  ["senior", "search", "http://localhost:3001/sok-bostad/"],
  ["boratt", "start", "http://localhost:3002/"],
  ["no", "start", "http://localhost:3003/"],
  ["no", "search", "http://localhost:3003/finn-din-bolig/"],
  ["fi", "start", "http://localhost:3004/"],
  ["fi", "search", "http://localhost:3004/myytavat-asunnot/"],
  ["contractor", "start", "http://localhost:3005/"],
  ["se", "login", "http://localhost:3000/logga-in/"],
  ["no", "login", "http://localhost:3003/logg-inn/"],
  ["fi", "login", "http://localhost:3004/kirjaudu-sisaan/"],
];

// Strings only maplibre-gl's own code carries (its class names and error texts).
const MAPLIBRE_SIGNATURES = ["maplibregl-", "MapLibre GL"];
// Strings only three.js's own code carries (its warnings): it loads when the residence explorer
// opens, never with a page (a stage or object page whose first load has it fails the run).
const THREE_SIGNATURES = [
  "THREE.BufferAttribute: array should be a Typed Array",
  "THREE.WebGLRenderer: Error creating WebGL context",
];
// A string of the QR library's own code (uqr's encoder: its error texts), which loads with the BankID view only.
const QR_SIGNATURES = ["Mask value out of range", "unencodable characters in alphanumeric mode"];

async function measure(url, headers = {}) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const html = await response.text();
  // noModule scripts are polyfills only legacy browsers download; modern browsers skip them.
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/nomodule/i.test(attributes))
    .map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean)
    .map((src) => new URL(src, url).href);
  // Chunks a page preloads are part of its first load too (the templates' own chunks: Next
  // preloads the lazily imported code a server-rendered page needs to hydrate).
  for (const [tag] of html.matchAll(/<link[^>]+>/g)) {
    if (!/rel="(preload|modulepreload)"/.test(tag) || (/rel="preload"/.test(tag) && !/as="script"/.test(tag))) continue;
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (href) sources.push(new URL(href, url).href);
  }
  let raw = 0;
  let gzip = 0;
  let hasMap = false;
  let hasQr = false;
  let hasThree = false;
  const missing = [];
  for (const source of new Set(sources)) {
    const answer = await fetch(source);
    // A script the page names that the server does not have is no JavaScript (its 404 page is
    // HTML): counted apart. Next's loadable manifest names chunks for some `next/dynamic`
    // imports that the Turbopack build never writes; the browser's preload of them fails.
    if (!answer.ok) {
      missing.push(new URL(source).pathname);
      continue;
    }
    const body = Buffer.from(await answer.arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    const text = body.toString("utf8");
    if (MAPLIBRE_SIGNATURES.some((signature) => text.includes(signature))) hasMap = true;
    if (QR_SIGNATURES.some((signature) => text.includes(signature))) hasQr = true;
    if (THREE_SIGNATURES.some((signature) => text.includes(signature))) hasThree = true;
  }
  return { scripts: new Set(sources).size - missing.length, raw, gzip, hasMap, hasQr, hasThree, missing };
}

/**
 * The Swedish site's first stage and first home the home search lists (the seed's ids are
 * stable, but their paths come from the catalogue): the stage and object pages carry the
 * interest form's and the gallery's chunks.
 */
async function listingPages() {
  const api = process.env.HOUSING_API_URL ?? "http://localhost:4000";
  try {
    const first = await firstStageAndHomePaths(api);
    return [
      ["se", "stage", `http://localhost:3000${first.stage}`],
      ["se", "object", `http://localhost:3000${first.home}`],
    ];
  } catch (error) {
    console.error(`No stage or object page measured: ${error.message}`);
    return [];
  }
}

/**
 * Click-to-buy's first step against the page it is opened from (`--page booking`): the object page
 * of the first home of the Swedish search that can be booked online, and the flow for it
 * (`/boka/?objectId=`), personal, so fetched with the session cookie of Erik's e-mail login (a demo
 * user, README.md). The flow may weigh at most 40 kB gzip more than the object page.
 */
async function bookingPages() {
  const api = process.env.HOUSING_API_URL ?? "http://localhost:4000";
  const headers = { "content-type": "application/json", "x-site-key": "Jmse" };
  try {
    const login = await fetch(`${api}/account_service/login/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email: "erik.svensson@example.com", password: "Demo-1234", siteId: SE_SITE_ID }),
    }).then((response) => response.json());
    if (!login.token) throw new Error("the demo login failed");
    const search = await fetch(`${api}/residence/search_object`, {
      method: "POST",
      headers,
      body: JSON.stringify({ siteId: SE_SITE_ID, limit: 100, offset: 0, filter: {} }),
    }).then((response) => response.json());
    for (const hit of search.hits) {
      const bookable = await fetch(`${api}/booking/is_bookable/${hit.id}`, {
        headers: { ...headers, authorization: `Bearer ${login.token}` },
      }).then((response) => (response.ok ? response.json() : false));
      if (bookable !== true) continue;
      const cookie = { cookie: `housing_session=${login.token}` };
      return [
        ["se", "booking-object", `http://localhost:3000${hit.url}`, {}],
        ["se", "booking", `http://localhost:3000/boka/?objectId=${hit.id}`, cookie],
      ];
    }
    throw new Error("no home of the first 100 can be booked online");
  } catch (error) {
    console.error(`No booking page measured: ${error.message}`);
    return [];
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  "| site | page | scripts | first-load JS (raw) | first-load JS (gzip) | maplibre-gl in first load | QR code in first load | three.js in first load | named but 404 |\n|---|---|---|---|---|---|---|---|---|",
);
const listing = wanted && !wanted.has("stage") && !wanted.has("object") ? [] : await listingPages();
const booking = wanted?.has("booking") ? await bookingPages() : [];
const starts = new Map();
let bookingObject = null;
for (const [site, page, url, headers] of [...pages, ...listing, ...booking].filter(
  ([, page]) => !wanted || wanted.has(page) || page === "booking-object",
)) {
  try {
    const { scripts, raw, gzip, hasMap, hasQr, hasThree, missing } = await measure(url, headers);
    console.log(
      `| ${site} | ${page} | ${scripts} | ${kb(raw)} | ${kb(gzip)} | ${hasMap ? "YES" : "no"} | ${hasQr ? "YES" : "no"} | ${hasThree ? "YES" : "no"} | ${missing.length} |`,
    );
    if (hasMap || hasQr || hasThree) process.exitCode = 1;
    if (page === "start") starts.set(site, gzip);
    if (page === "booking-object") bookingObject = gzip;
    if (page === "booking" && bookingObject !== null) {
      const over = gzip - bookingObject;
      console.log(
        `| ${site} | booking over object | | | ${over >= 0 ? "+" : ""}${kb(over)} (target ≤ +40 kB) | | | | |`,
      );
      if (over > 40 * 1024) process.exitCode = 1;
    }
    if (page === "login" && starts.has(site)) {
      const over = gzip - starts.get(site);
      console.log(`| ${site} | login over start | | | ${over >= 0 ? "+" : ""}${kb(over)} (target ≤ +25 kB) | | | | |`);
      if (over > 25 * 1024) process.exitCode = 1;
    }
  } catch (error) {
    console.log(
      `| ${site} | ${page} | not reachable at ${url} (${error.message}; start the sites first: npm start) | | | | |`,
    );
    process.exitCode = 1;
  }
}
