// `pnpm bench:api`: seeds the 50,000-object catalogue, starts the built API
// and drives a mix of typical calls over loopback, once on PGlite and once on
// a throw-away PostgreSQL server. Prints p50/p95/p99 per call and over the mix
// and requests per second, then the map's two bulk calls on their own (see mix.ts).
// Latency is measured one request at a time (PGlite serves one query at a
// time, so parallel clients would only measure its queue); throughput is
// measured with --concurrency clients.
//
// The p95 target (PGlite 50 ms, PostgreSQL 15 ms) is judged for every call of
// the mix on its own as well as over the whole mix, and the run exits non-zero
// when any of them misses it or a call fails (unless --no-fail). The map's bulk
// calls are reported beside the mix and not judged: the target is written for
// a visitor's typical calls.
//
// Options: --objects N (default 50000), --requests N (default 3000),
// --concurrency N (default 4), --only pglite|postgres, --no-fail, --api-dir DIR (run the API
// already built in DIR/dist instead of building this one: another checkout's, for before/after figures).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { freePort, startPostgres } from "@housing/test-postgres";
import { runLoad, summarize } from "./load.mjs";
import { buildMapCalls, buildMix } from "./mix.ts";

const { values } = parseArgs({
  // `pnpm bench:api -- --objects 500` passes the separator through.
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    objects: { type: "string", default: "50000" },
    requests: { type: "string", default: "3000" },
    concurrency: { type: "string", default: "4" },
    only: { type: "string" },
    "no-fail": { type: "boolean", default: false },
    "api-dir": { type: "string" },
  },
});
const apiDir = values["api-dir"] ?? new URL("..", import.meta.url).pathname;
/** p95 targets in ms, per database. */
const TARGETS = { pglite: 50, postgres: 15 };
const objects = Number(values.objects);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);

function seed(env) {
  const startedAt = performance.now();
  const result = spawnSync("node", ["dist/seed-cli.js", "--objects", String(objects)], {
    cwd: apiDir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("seeding failed");
  return (performance.now() - startedAt) / 1000;
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn("node", ["dist/main.js"], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, stop: () => child.kill("SIGTERM") };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the API did not start");
}

async function bench(driver, targetMs, env) {
  const seedSeconds = seed(env);
  const api = await startApi(env);
  try {
    const mix = await buildMix(api.baseUrl);
    await runLoad(api.baseUrl, mix, { requests: Math.min(300, requests), concurrency }); // warm-up: plans, caches
    const result = summarize(await runLoad(api.baseUrl, mix, { requests, concurrency: 1 }), targetMs);
    const throughput = summarize(await runLoad(api.baseUrl, mix, { requests, concurrency }));
    result.rps = throughput.rps;
    const mapRequests = Math.max(100, Math.round(requests / 10));
    await runLoad(api.baseUrl, buildMapCalls(), { requests: 20, concurrency: 1 }); // warm-up
    const map = summarize(await runLoad(api.baseUrl, buildMapCalls(), { requests: mapRequests, concurrency: 1 }));
    console.log(`\n### ${driver}: ${objects.toLocaleString("en")} objects, ${requests} requests one at a time\n`);
    console.log(
      `Seeded in ${seedSeconds.toFixed(1)} s. Throughput with ${concurrency} clients: ${throughput.rps.toFixed(0)} requests/s.\n`,
    );
    console.log(result.table);
    console.log(`\nOpening the map, beside the mix (${mapRequests} requests one at a time; no target):\n`);
    console.log(map.table);
    const failures = [...result.failures, ...map.failures];
    if (failures.length > 0) console.log(`\nFailures: ${failures.join("; ")}`);
    return { ...result, failures };
  } finally {
    api.stop();
  }
}

if (values["api-dir"] === undefined) {
  const build = spawnSync("node", ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const base = { ...process.env, DATABASE_URL: "" };
const results = {};
if (values.only !== "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "housing-bench-pglite-"));
  try {
    results.pglite = await bench("PGlite", TARGETS.pglite, { ...base, PGLITE_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (values.only !== "pglite") {
  const server = await startPostgres();
  try {
    results.postgres = await bench(`PostgreSQL ${server.version}`, TARGETS.postgres, {
      ...base,
      DATABASE_URL: server.url,
    });
  } finally {
    server.stop();
  }
}
// The verdict per database: the mix's p95 and the slowest call's, each against the target.
console.log(
  "\n| database | p95 ms (all calls) | slowest call: p95 ms | target (p95) | verdict | requests/s |\n|---|---|---|---|---|---|",
);
let isFailing = false;
for (const [driver, result] of Object.entries(results)) {
  const calls = result.rows.filter((row) => row.name !== "**all calls**");
  const slowest = calls.reduce((worst, row) => (row.p95 > worst.p95 ? row : worst), calls[0]);
  const problems = [...result.misses, ...result.failures];
  if (problems.length > 0) isFailing = true;
  const verdict = problems.length === 0 ? "met, every call and the mix" : `**missed**: ${problems.join("; ")}`;
  console.log(
    `| ${driver} | ${result.p95.toFixed(1)} | ${slowest.name} ${slowest.p95.toFixed(1)} | ≤ ${TARGETS[driver]} | ${verdict} | ${result.rps.toFixed(0)} |`,
  );
}
if (isFailing) {
  console.error("\nA call of the mix, or the mix, missed its p95 target (or failed).");
  if (!values["no-fail"]) process.exitCode = 1;
}
