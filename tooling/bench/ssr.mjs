// Server-side throughput of the public templates: requests per second of each page of the Swedish
// site beside a trivial dynamic page of the same build (`/_bench/dynamic/`, which only prints the
// time; apps/se, answering 404 unless HOUSING_BENCH_PAGES=1), measured in one run against running
// production servers (`next start` of apps/se with HOUSING_BENCH_PAGES=1, and the API).
//
//   pnpm bench:ssr                      10 connections, 10 s per page after a 2 s warm-up
//   SSR_BENCH_SECONDS=5 pnpm bench:ssr
//   SSR_BENCH_ORIGIN=http://localhost:3000        the site measured (default)
//   SSR_BENCH_TRIVIAL_ORIGIN=http://localhost:3100 where the trivial page is (default: the same origin;
//     another server when the site measured is a build without it, for a before/after comparison)
//
// A plain keep-alive HTTP loop (no load-testing dependency): each of the connections sends its next
// GET as soon as the previous answer is read in full. Requests are document requests as a browser's
// first visit sends them (no RSC header), so they pass the proxy's page check too. Only status 200
// counts; any other answer is reported and fails the run. Prints a Markdown table with each page's
// share of the trivial page's rate. Goal (issue 18, item 10): content, stage and object pages at
// least 80 %, the home search at least 50 %.
import http from "node:http";
import { firstStageAndHomePaths } from "./catalogue-pages.mjs";

const CONNECTIONS = Number(process.env.SSR_BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.SSR_BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.SSR_BENCH_WARMUP_SECONDS ?? 2);
const ORIGIN = process.env.SSR_BENCH_ORIGIN ?? "http://localhost:3000";
const TRIVIAL_ORIGIN = process.env.SSR_BENCH_TRIVIAL_ORIGIN ?? ORIGIN;
const API = process.env.HOUSING_API_URL ?? "http://localhost:4000";

const GOALS = { content: 0.8, stage: 0.8, object: 0.8, "home search": 0.5, "home search ?query": 0.5 };

/** The first area page the areas page links to (its paths come from the catalogue). */
async function firstAreaPath() {
  const html = await (await fetch(`${ORIGIN}/omraden/`)).text();
  const match = /href="(\/omraden\/[^"/]+\/)"/.exec(html);
  if (!match) throw new Error("no area link on /omraden/");
  return match[1];
}

async function pages() {
  const first = await firstStageAndHomePaths(API);
  return [
    ["trivial dynamic page", `${TRIVIAL_ORIGIN}/_bench/dynamic/`],
    ["start", `${ORIGIN}/`],
    ["content", `${ORIGIN}/inspiration/flyttguiden/`],
    ["stage", `${ORIGIN}${first.stage}`],
    ["object", `${ORIGIN}${first.home}`],
    ["area", `${ORIGIN}${await firstAreaPath()}`],
    ["home search", `${ORIGIN}/sok-bostad/`],
    ["home search ?query", `${ORIGIN}/sok-bostad/?minRooms=2`],
  ];
}

function get(agent, url) {
  return new Promise((resolve) => {
    const request = http.get(
      url,
      { agent, headers: { accept: "text/html", "sec-fetch-dest": "document" } },
      (response) => {
        response.on("data", () => {});
        response.on("end", () => resolve(response.statusCode));
        response.on("error", () => resolve(0));
      },
    );
    request.on("error", () => resolve(0));
  });
}

/** Requests per second over `seconds` with CONNECTIONS keep-alive connections, and the statuses seen. */
async function load(url, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const until = Date.now() + seconds * 1000;
  let ok = 0;
  const other = new Map();
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const status = await get(agent, url);
        if (status === 200) ok += 1;
        else other.set(status, (other.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { rate: ok / elapsed, other };
}

const list = await pages();
const rows = [];
for (const [name, url] of list) {
  await load(url, WARMUP_SECONDS);
  const { rate, other } = await load(url, SECONDS);
  rows.push({ name, url, rate, other });
  process.stderr.write(`${name}: ${rate.toFixed(0)} req/s\n`);
}

const trivial = rows[0].rate;
const lines = [
  `${CONNECTIONS} connections, ${SECONDS} s per page after ${WARMUP_SECONDS} s of warm-up`,
  "",
  "| page | path | requests/s | share of the trivial page | goal |",
  "|---|---|---:|---:|---:|",
];
let failed = false;
for (const { name, url, rate, other } of rows) {
  const share = rate / trivial;
  const goal = GOALS[name];
  const path = new URL(url).pathname + new URL(url).search;
  lines.push(
    `| ${name} | \`${path}\` | ${rate.toFixed(0)} | ${(share * 100).toFixed(0)} % | ${goal ? `${goal * 100} %${share >= goal ? "" : " (missed)"}` : ""} |`,
  );
  if (other.size > 0) {
    failed = true;
    process.stderr.write(`${name}: answers other than 200: ${JSON.stringify(Object.fromEntries(other))}\n`);
  }
}
console.log(lines.join("\n"));
if (failed) process.exitCode = 1;
