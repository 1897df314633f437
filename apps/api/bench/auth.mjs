// `pnpm bench:auth` (the API half): starts the BankID simulator and the built API (fresh
// database, demo users seeded at start), once on PGlite and once on a throw-away PostgreSQL
// server, and measures over loopback:
// - e-mail and password logins per second with --concurrency clients (Argon2id verification
//   and a new session per login);
// - full BankID orders per second with --concurrency clients: start, the person approves on the
//   simulator's phone API, collect until the login completes (the API collects from the
//   simulator over mutual TLS, as from the real RP API);
// - p50/p95 of `GET /account_service/user` with a valid token, one request at a time
//   (target: p95 under 10 ms on PostgreSQL).
// The login page's first-load JavaScript is the site half: `node tooling/bench/first-load-js.mjs
// --page start --page login` against running apps (the root `pnpm bench:auth` runs both).
//
// Options: --logins N (default 200), --orders N (default 100), --requests N (default 2000),
// --concurrency N (default 4), --only pglite|postgres, --no-fail, --api-dir DIR.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { freePort, startPostgres } from "@housing/test-postgres";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    logins: { type: "string", default: "200" },
    orders: { type: "string", default: "100" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "4" },
    only: { type: "string" },
    "no-fail": { type: "boolean", default: false },
    "api-dir": { type: "string" },
  },
});
const apiDir = values["api-dir"] ?? new URL("..", import.meta.url).pathname;
const simulatorsDir = new URL("../../simulators", import.meta.url).pathname;
const concurrency = Number(values.concurrency);
/** p95 of GET /account_service/user, ms (the issue's target is for PostgreSQL; PGlite is reported). */
const USER_P95_TARGET = { postgres: 10 };
// The Swedish main site (@housing/site-config, sites.ts) and its demo users (README.md).
const SE_SITE_ID = "16920432-7683-5315-96ed-9fee9c64bec5";
const PASSWORD = "Demo-1234";
const EMAIL_USERS = [
  "anna.andersson@example.com",
  "erik.svensson@example.com",
  "karin.lind@example.com",
  "lisa.holm@example.com",
];
const BANKID_PEOPLE = ["198503121231", "199004152345"];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function json(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${new URL(url).pathname}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Runs `task(i)` `count` times with `workers` in parallel; answers per-second rate and latencies. */
async function closedLoop(count, workers, task) {
  const latencies = [];
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const index = next++;
        const sentAt = performance.now();
        await task(index);
        latencies.push(performance.now() - sentAt);
      }
    }),
  );
  const seconds = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: count / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

function startSimulators(dataDir) {
  const child = spawn("node", ["dist/main.js", "--only", "bankid", "--port", "0"], {
    cwd: simulatorsDir,
    env: { ...process.env, HOUSING_ENV: "local", HOUSING_SIMULATORS_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (!line.startsWith("{")) return;
      const ready = JSON.parse(line);
      if (ready.ready) resolve({ urls: ready.simulators.bankid.urls, stop: () => child.kill("SIGTERM") });
    });
    child.on("exit", (code) => reject(new Error(`the simulators exited (${code})`)));
  });
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn("node", ["dist/main.js"], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), LOG_LEVEL: "warn", HOUSING_ENV: "local" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, stop: () => child.kill("SIGTERM") };
    } catch {
      // starting: migrating and seeding
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the API did not start");
}

async function emailLogin(api, index) {
  const body = await json(`${api}/account_service/login/email`, {
    method: "POST",
    body: JSON.stringify({ email: EMAIL_USERS[index % EMAIL_USERS.length], password: PASSWORD, siteId: SE_SITE_ID }),
  });
  if (body.status !== "Ok") throw new Error(`e-mail login answered ${body.status}`);
  return body.token;
}

async function bankIdOrder(api, phone, index) {
  const { sessionId, autoStartToken } = await json(`${api}/account_service/login/bank_id/start`, {
    method: "POST",
    body: JSON.stringify({ flow: "login", loginType: "private", siteId: SE_SITE_ID }),
  });
  await json(`${phone}api/approve`, {
    method: "POST",
    body: JSON.stringify({ autoStartToken, personalNumber: BANKID_PEOPLE[index % BANKID_PEOPLE.length] }),
  });
  // The browser polls every second; here the next collect follows at once, so the figure is the
  // API's and the simulator's capacity, not the polling interval.
  for (let attempt = 0; attempt < 200; attempt++) {
    const status = await json(`${api}/account_service/login/bank_id/status/${sessionId}`);
    if (status.status === "Ok") return;
    if (status.status !== "Pending") throw new Error(`BankID order ended ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("BankID order did not complete");
}

async function bench(driver, env, simulators) {
  const api = await startApi({
    ...env,
    HOUSING_SIMULATORS_DATA_DIR: simulators.dataDir,
    HOUSING_BANKID_URL: simulators.urls.rp,
  });
  try {
    const base = api.baseUrl;
    const phone = simulators.urls.phone.endsWith("/") ? simulators.urls.phone : `${simulators.urls.phone}/`;
    // Warm-up: connections, statements, the signing key.
    for (let index = 0; index < 8; index++) await emailLogin(base, index);
    for (let index = 0; index < 4; index++) await bankIdOrder(base, phone, index);
    const logins = await closedLoop(Number(values.logins), concurrency, (index) => emailLogin(base, index));
    const orders = await closedLoop(Number(values.orders), concurrency, (index) => bankIdOrder(base, phone, index));
    const token = await emailLogin(base, 0);
    const headers = { authorization: `Bearer ${token}` };
    for (let index = 0; index < 100; index++) await json(`${base}/account_service/user`, { headers });
    const user = await closedLoop(Number(values.requests), 1, () => json(`${base}/account_service/user`, { headers }));
    return { driver, logins, orders, user };
  } finally {
    api.stop();
  }
}

if (values["api-dir"] === undefined) {
  const build = spawnSync("node", ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const simulatorsBuild = spawnSync("node", ["scripts/build.mjs"], { cwd: simulatorsDir, stdio: "inherit" });
if (simulatorsBuild.status !== 0) process.exit(simulatorsBuild.status ?? 1);

const simulatorsDataDir = mkdtempSync(join(tmpdir(), "housing-bench-simulators-"));
const simulators = { ...(await startSimulators(simulatorsDataDir)), dataDir: simulatorsDataDir };
const base = { ...process.env, DATABASE_URL: "" };
const results = [];
try {
  if (values.only !== "postgres") {
    const dataDir = mkdtempSync(join(tmpdir(), "housing-bench-pglite-"));
    try {
      results.push({ key: "pglite", ...(await bench("PGlite", { ...base, PGLITE_DATA_DIR: dataDir }, simulators)) });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (values.only !== "pglite") {
    const server = await startPostgres();
    try {
      results.push({
        key: "postgres",
        ...(await bench(`PostgreSQL ${server.version}`, { ...base, DATABASE_URL: server.url }, simulators)),
      });
    } finally {
      server.stop();
    }
  }
} finally {
  simulators.stop();
  rmSync(simulatorsDataDir, { recursive: true, force: true });
}

const ms = (value) => value.toFixed(1);
console.log(
  `\n${values.logins} e-mail logins and ${values.orders} BankID orders with ${concurrency} clients; ${values.requests} user calls one at a time.\n`,
);
console.log(
  "| database | e-mail logins/s (p50 / p95 ms) | BankID orders/s (p50 / p95 ms) | GET /account_service/user p50 / p95 ms | target (p95) | verdict |",
);
console.log("|---|---|---|---|---|---|");
let isFailing = false;
for (const result of results) {
  const target = USER_P95_TARGET[result.key];
  const isMet = target === undefined || result.user.p95 < target;
  if (!isMet) isFailing = true;
  console.log(
    `| ${result.driver} | ${result.logins.rate.toFixed(1)} (${ms(result.logins.p50)} / ${ms(result.logins.p95)}) | ${result.orders.rate.toFixed(1)} (${ms(result.orders.p50)} / ${ms(result.orders.p95)}) | ${ms(result.user.p50)} / ${ms(result.user.p95)} | ${target === undefined ? "none" : `< ${target}`} | ${target === undefined ? "reported" : isMet ? "met" : "**missed**"} |`,
  );
}
if (isFailing && !values["no-fail"]) process.exitCode = 1;
