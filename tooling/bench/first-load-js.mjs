// First-load JavaScript of each site's start page and of the home search pages:
// every script the HTML loads or preloads, summed raw and gzip-compressed. Measures running
// production servers (`npm start`, or the e2e web servers); prints a Markdown
// table. Polyfills served only to browsers without module support are left out.
// The map library (maplibre-gl) must load only when the map is opened: a search
// page whose first-load scripts contain it fails the run.
// `--page start --page login` measures only those kinds of page (`pnpm bench:auth` compares the
// login pages with the start pages: the login page may weigh at most 25 kB gzip more, and the QR
// library must not be in its first load).
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

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
// A string of the QR library's own code (uqr's encoder: its error texts), which loads with the BankID view only.
const QR_SIGNATURES = ["Mask value out of range", "unencodable characters in alphanumeric mode"];

async function measure(url) {
  const response = await fetch(url);
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
  }
  return { scripts: new Set(sources).size - missing.length, raw, gzip, hasMap, hasQr, missing };
}

/**
 * The Swedish site's first stage and first home the home search lists (the seed's ids are
 * stable, but their paths come from the catalogue): the stage and object pages carry the
 * interest form's and the gallery's chunks.
 */
// The Swedish site's id (@housing/site-config, sites.ts).
const SE_SITE_ID = "16920432-7683-5315-96ed-9fee9c64bec5";

async function listingPages() {
  const api = process.env.HOUSING_API_URL ?? "http://localhost:4000";
  const post = async (path, body) => {
    const response = await fetch(`${api}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
  try {
    const { hits: stages } = await post("/residence/search_stage", {
      siteId: SE_SITE_ID,
      limit: 1,
      offset: 0,
      filter: {},
    });
    const { hits: homes } = await post("/residence/search_object", {
      siteId: SE_SITE_ID,
      limit: 1,
      offset: 0,
      filter: {},
    });
    return [
      ["se", "stage", `http://localhost:3000${stages[0].url}`],
      ["se", "object", `http://localhost:3000${homes[0].url}`],
    ];
  } catch (error) {
    console.error(`No stage or object page measured: ${error.message}`);
    return [];
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(
  "| site | page | scripts | first-load JS (raw) | first-load JS (gzip) | maplibre-gl in first load | QR code in first load | named but 404 |\n|---|---|---|---|---|---|---|---|",
);
const listing = wanted && !wanted.has("stage") && !wanted.has("object") ? [] : await listingPages();
const starts = new Map();
for (const [site, page, url] of [...pages, ...listing].filter(([, page]) => !wanted || wanted.has(page))) {
  try {
    const { scripts, raw, gzip, hasMap, hasQr, missing } = await measure(url);
    console.log(
      `| ${site} | ${page} | ${scripts} | ${kb(raw)} | ${kb(gzip)} | ${hasMap ? "YES" : "no"} | ${hasQr ? "YES" : "no"} | ${missing.length} |`,
    );
    if (hasMap || hasQr) process.exitCode = 1;
    if (page === "start") starts.set(site, gzip);
    if (page === "login" && starts.has(site)) {
      const over = gzip - starts.get(site);
      console.log(`| ${site} | login over start | | | ${over >= 0 ? "+" : ""}${kb(over)} (target ≤ +25 kB) | | | |`);
      if (over > 25 * 1024) process.exitCode = 1;
    }
  } catch (error) {
    console.log(
      `| ${site} | ${page} | not reachable at ${url} (${error.message}; start the sites first: npm start) | | | |`,
    );
    process.exitCode = 1;
  }
}
