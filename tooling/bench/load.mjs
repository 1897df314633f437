// `pnpm bench:load`: the production shape under a launch day's load, through its load balancer.
// Start the shape first with the bench pages on (the trivial page the search page is compared with):
//
//   HOUSING_BENCH_PAGES=1 npm run start:prod
//   pnpm bench:load [-- --visitors 500 --seconds 60]
//
// Three runs, side by side in one run of the bench (a ratio holds on a shared machine; an absolute
// figure does not):
//   1. visitors: N simulated visitors for S seconds, each reading pages as a person does (a pause of
//      2–8 s between pages): the search page with a query, a stage, a home, the start page, and, for
//      one in five, an e-mail login and then my pages. Latency per kind, errors (any status ≥ 400 but
//      the 404 of nothing, or a failed connection) and the offered and served rates.
//   2. pages: the search page against the app's trivial page (`/_bench/dynamic/`), each rendered per
//      request, as fast as 16 connections ask for them: requests per second (goal: the search page
//      at least 50 % of the trivial page's).
//   3. api: the API's search call as fast as 32 connections ask, with both API processes and then with
//      one (the other disabled in the balancer through its admin socket): requests per second (goal:
//      two at least 1.7 times one) and the longest wait (goal: none over 1 s).
import { connect } from "node:net";
import { parseArgs } from "node:util";
import { SE_SITE_ID } from "./catalogue-pages.mjs";
import { DEMO_PASSWORD, SWEDISH_EMAIL_USERS, createVisitor, percentiles, readTopology, round } from "./prod-client.mjs";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    visitors: { type: "string", default: "500" },
    seconds: { type: "string", default: "60" },
    "closed-seconds": { type: "string", default: "20" },
    only: { type: "string" },
  },
});
const VISITORS = Number(values.visitors);
const SECONDS = Number(values.seconds);
const CLOSED_SECONDS = Number(values["closed-seconds"]);
const runs = values.only ? values.only.split(",") : ["visitors", "pages", "api"];

const topology = readTopology();
const se = topology.apps.find((app) => app.app === "se").origin;
const api = topology.api.origin;

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

// What the visitors read: the Swedish site's stages and homes, as its search lists them.
const probe = createVisitor(topology, 60_000);
async function listed(kind) {
  const response = await probe.send("POST", `${api}/residence/search_${kind}`, {
    body: { siteId: SE_SITE_ID, limit: 40, offset: 0, filter: {} },
    headers: { accept: "application/json" },
  });
  if (response.status !== 200) throw new Error(`search_${kind}: HTTP ${response.status}: is the shape running?`);
  return JSON.parse(response.text()).hits.map((hit) => new URL(hit.url, se).pathname);
}
const stages = await listed("stage");
const homes = await listed("object");
const SEARCH_QUERIES = [
  "?minRooms=1",
  "?minRooms=2",
  "?minRooms=3",
  "?minRooms=4",
  "?maxPrice=4000000",
  "?minRooms=2&maxPrice=6000000",
];

/** Whether a status is a failure a visitor notices (a page that does not exist is not). */
const failed = (status) => status === 0 || status >= 500 || status === 429 || (status >= 400 && status !== 404);

async function visitorsRun() {
  const byKind = new Map();
  const record = (kind, result) => {
    const entry = byKind.get(kind) ?? { ms: [], errors: 0, statuses: {} };
    entry.ms.push(result.ms);
    if (failed(result.status)) {
      entry.errors += 1;
      entry.statuses[result.status] = (entry.statuses[result.status] ?? 0) + 1;
    }
    byKind.set(kind, entry);
  };
  const endAt = performance.now() + SECONDS * 1000;
  let requests = 0;
  async function visitor(index) {
    const client = createVisitor(topology, index);
    await delay(Math.random() * 5_000);
    let isLoggedIn = false;
    if (index % 5 === 0) {
      const result = await client.send("POST", `${se}/_api/account_service/login/email/`, {
        body: {
          email: SWEDISH_EMAIL_USERS[index % SWEDISH_EMAIL_USERS.length],
          password: DEMO_PASSWORD,
          siteId: SE_SITE_ID,
        },
        headers: { origin: se, accept: "application/json" },
      });
      requests += 1;
      record("login", result);
      isLoggedIn = result.status === 200;
    }
    while (performance.now() < endAt) {
      const roll = Math.random();
      const [kind, path] =
        isLoggedIn && roll < 0.2
          ? ["my pages", "/mina-sidor/"]
          : roll < 0.5
            ? ["search", `/sok-bostad/${pick(SEARCH_QUERIES)}`]
            : roll < 0.7
              ? ["stage", pick(stages)]
              : roll < 0.9
                ? ["home", pick(homes)]
                : ["start", "/"];
      const result = await client.send("GET", `${se}${path}`);
      requests += 1;
      record(kind, result);
      await delay(2_000 + Math.random() * 6_000);
    }
    client.close();
  }
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index)));
  const seconds = (performance.now() - startedAt) / 1000;
  const rows = [...byKind].map(([kind, entry]) => ({
    kind,
    count: entry.ms.length,
    errors: entry.errors,
    statuses: entry.statuses,
    ...percentiles(entry.ms),
  }));
  const all = percentiles([...byKind.values()].flatMap((entry) => entry.ms));
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(`\n### 1. ${VISITORS} visitors for ${SECONDS} s through the balancer (a 2–8 s pause between pages)\n`);
  console.log("| page | requests | errors | p50 ms | p95 ms | p99 ms | max ms |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const statuses = Object.entries(row.statuses)
      .map(([status, count]) => `${status === "0" ? "no answer" : status}: ${count}`)
      .join(", ");
    console.log(
      `| ${row.kind} | ${row.count} | ${row.errors}${statuses ? ` (${statuses})` : ""} | ${round(row.p50)} | ${round(row.p95)} | ${round(row.p99)} | ${round(row.max)} |`,
    );
  }
  console.log(
    `| **all** | ${requests} | ${errors} | ${round(all.p50)} | ${round(all.p95)} | ${round(all.p99)} | ${round(all.max)} |`,
  );
  console.log(
    `\n${round(requests / seconds)} requests/s served; p99 ${round(all.p99)} ms (goal < 1000), errors ${errors} (goal 0).`,
  );
  return { p99: all.p99, errors, rate: requests / seconds };
}

/** As many requests as `connections` clients can get answered in CLOSED_SECONDS; requests/s and waits. */
async function closedLoop(connections, next) {
  const clients = Array.from({ length: connections }, (_, index) =>
    createVisitor(topology, 50_000 + index, { timeoutMs: 15_000 }),
  );
  const ms = [];
  let errors = 0;
  const statuses = {};
  const endAt = performance.now() + CLOSED_SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < endAt) {
        const [method, url, options] = next();
        const result = await client.send(method, url, options);
        ms.push(result.ms);
        if (result.status !== 200) {
          errors += 1;
          statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        }
      }
    }),
  );
  for (const client of clients) client.close();
  const seconds = (performance.now() - startedAt) / 1000;
  return { rate: (ms.length - errors) / seconds, errors, statuses, ...percentiles(ms) };
}

async function pagesRun() {
  const trivial = await probe.send("GET", `${se}/_bench/dynamic/`);
  if (trivial.status !== 200) {
    throw new Error(
      "the trivial page answers " + trivial.status + ": start the shape with HOUSING_BENCH_PAGES=1 npm run start:prod",
    );
  }
  const searchPage = await closedLoop(16, () => ["GET", `${se}/sok-bostad/${pick(SEARCH_QUERIES)}`]);
  const trivialPage = await closedLoop(16, () => ["GET", `${se}/_bench/dynamic/`]);
  const share = searchPage.rate / trivialPage.rate;
  console.log(`\n### 2. Server-rendered pages, 16 connections for ${CLOSED_SECONDS} s each\n`);
  console.log("| page | requests/s | errors | p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|");
  console.log(
    `| trivial page (/_bench/dynamic/) | ${round(trivialPage.rate)} | ${trivialPage.errors} | ${round(trivialPage.p50)} | ${round(trivialPage.p99)} |`,
  );
  console.log(
    `| search page with a query | ${round(searchPage.rate)} | ${searchPage.errors} | ${round(searchPage.p50)} | ${round(searchPage.p99)} |`,
  );
  console.log(`\nThe search page serves ${round(share * 100)} % of the trivial page's rate (goal ≥ 50 %).`);
  return { share };
}

/** Sends one command to HAProxy's admin socket (start:prod's `.prod/haproxy.sock`). */
function haproxyCommand(command) {
  return new Promise((resolve, reject) => {
    const socket = connect(topology.adminSocket);
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer.trim()));
    socket.on("error", reject);
    socket.end(`${command}\n`);
  });
}

async function apiRun() {
  const searchCall = () => [
    "POST",
    `${api}/residence/search_object`,
    {
      body: { siteId: SE_SITE_ID, limit: 30, offset: 0, filter: { minRooms: 1 + Math.floor(Math.random() * 4) } },
      headers: { accept: "application/json" },
    },
  ];
  const others = topology.api.servers.slice(1).map((server) => server.name);
  const both = await closedLoop(32, searchCall);
  for (const name of others) await haproxyCommand(`disable server api/${name}`);
  let one;
  try {
    await delay(500);
    one = await closedLoop(32, searchCall);
  } finally {
    for (const name of others) await haproxyCommand(`enable server api/${name}`);
  }
  const ratio = both.rate / one.rate;
  console.log(`\n### 3. The API's search call on PostgreSQL, 32 connections for ${CLOSED_SECONDS} s each\n`);
  console.log("| API processes | requests/s | errors | p50 ms | p99 ms | longest ms |");
  console.log("|---|---|---|---|---|---|");
  const errorsOf = (run) =>
    `${run.errors}${
      run.errors
        ? ` (${Object.entries(run.statuses)
            .map(([s, c]) => `${s}: ${c}`)
            .join(", ")})`
        : ""
    }`;
  console.log(
    `| ${topology.api.servers.length} | ${round(both.rate)} | ${errorsOf(both)} | ${round(both.p50)} | ${round(both.p99)} | ${round(both.max)} |`,
  );
  console.log(
    `| 1 | ${round(one.rate)} | ${errorsOf(one)} | ${round(one.p50)} | ${round(one.p99)} | ${round(one.max)} |`,
  );
  console.log(
    `\n${topology.api.servers.length} processes serve ${round(ratio, 2)}× one's rate (goal ≥ 1.7×); longest wait ${round(Math.max(both.max, one.max))} ms (goal ≤ 1000).`,
  );
  return { ratio };
}

console.log(`bench:load through ${se} and ${api} (${topology.environment}); started ${new Date().toISOString()}`);
if (runs.includes("visitors")) await visitorsRun();
if (runs.includes("pages")) await pagesRun();
if (runs.includes("api")) await apiRun();
probe.close();
