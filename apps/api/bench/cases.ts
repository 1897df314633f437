// `pnpm bench:cases`: fault reports with files, and the board's errand list, against the built API
// as a child process on a throw-away PostgreSQL cluster (its files in a temporary folder).
// (a) uploads: --clients demo residents (default 4), logged in by e-mail, create --cases cases
//     (default 1000) through `POST /case_management/customer/create_case`, each with 3 files of
//     --file-mb MB (default 5; random bytes behind a JPEG header) as the site sends them
//     (multipart). Reports cases/s and the API process's memory: its resident set before the
//     uploads, the highest seen while they run (VmRSS sampled every 50 ms from /proc/<pid>/status),
//     and VmHWM. Target: growth under 200 MB (the upload core streams each file to the store).
// (b) errand list: a board member with management whose association has --board-cases cases
//     (default 2000) asks `GET /case_management/cases` --requests times (default 200) one at a
//     time, after a warm-up. Target: p95 under 50 ms.
// The run exits non-zero when a target is missed or a call fails.
//
// Options: --cases N, --clients N, --file-mb N, --board-cases N, --requests N, --api-dir DIR.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { freePort, startPostgres } from "@housing/test-postgres";
import { CASE_AREA_APARTMENT, caseStatusByKey } from "@housing/contracts/cases";
import { sites } from "@housing/site-config";
import { openDatabase } from "../src/core/db/client";
import { cases } from "../src/core/db/schema";
import { rowsOf } from "../src/core/db/sql";
import { DEMO_PASSWORD, demoAssociationId, demoUserId } from "../src/seed/account";
import { agreementId, propertyIdOf, roomId } from "../src/seed/case-places";
import { sessionToken } from "../src/testing/sessions";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    cases: { type: "string", default: "1000" },
    clients: { type: "string", default: "4" },
    "file-mb": { type: "string", default: "5" },
    "board-cases": { type: "string", default: "2000" },
    requests: { type: "string", default: "200" },
    "api-dir": { type: "string" },
  },
});
const CASES = Number(values.cases);
const CLIENTS = Number(values.clients);
const FILE_BYTES = Number(values["file-mb"]) * 1024 * 1024;
const BOARD_CASES = Number(values["board-cases"]);
const REQUESTS = Number(values.requests);
const RSS_TARGET_MB = 200;
const LIST_TARGET_MS = 50;
const apiDir = values["api-dir"] ?? new URL("..", import.meta.url).pathname;
const MB = 1024 * 1024;
/** The demo residents who report, each with the apartment their cases are for. */
const RESIDENTS = [
  { key: "anna", email: "anna.andersson@example.com" },
  { key: "bjorn", email: "bjorn.andersson@example.com" },
  { key: "erik", email: "erik.svensson@example.com" },
  { key: "lisa", email: "lisa.holm@example.com" },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

async function startApi(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = spawn("node", ["dist/main.js"], {
    cwd: apiDir,
    env: { ...env, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, pid: child.pid!, stop: () => child.kill("SIGTERM") };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the API did not start");
}

async function login(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/account_service/login/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, siteId: sites.se.siteId }),
  });
  if (!response.ok) throw new Error(`login ${email}: HTTP ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A file of `size` random bytes behind a JPEG's first bytes (the type is told by them). */
function jpegLike(size: number): Uint8Array {
  const bytes = randomBytes(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00], 0);
  return new Uint8Array(bytes);
}

if (values["api-dir"] === undefined) {
  const build = spawnSync("node", ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startPostgres();
const filesDir = mkdtempSync(join(tmpdir(), "housing-bench-files-"));
const env = { ...process.env, DATABASE_URL: server.url, HOUSING_FILES_DIR: filesDir };
const handle = await openDatabase({ databaseUrl: server.url });
let isFailing = false;
try {
  const seeded = spawnSync("node", ["dist/seed-cli.js", "--objects", "200"], {
    cwd: apiDir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (seeded.status !== 0) throw new Error("seeding failed");
  const api = await startApi(env);
  try {
    // (a) uploads.
    const tokens = await Promise.all(
      Array.from({ length: CLIENTS }, (_, client) => login(api.baseUrl, RESIDENTS[client % RESIDENTS.length]!.email)),
    );
    const files = [jpegLike(FILE_BYTES), jpegLike(FILE_BYTES), jpegLike(FILE_BYTES)];
    const kitchen = (key: string) => roomId(key, 2);
    const create = async (client: number, index: number) => {
      const resident = RESIDENTS[client % RESIDENTS.length]!;
      const form = new FormData();
      // Anna's apartment (and Björn's, Erik's, Lisa's): "other address" for those without one of their own.
      const own = resident.key === "anna";
      form.append(
        "request",
        JSON.stringify({
          siteId: sites.se.siteId,
          propertyId: "",
          area: CASE_AREA_APARTMENT,
          roomId: own ? kitchen("anna") : kitchen("placeholder-se-object"),
          description: `Bänkmätning ${client}-${index}: kranen droppar.`,
          objectId: own ? agreementId("anna") : "",
          ...(own ? {} : { address: "Storgatan 1", zipCode: "113 51", city: "Stockholm" }),
        }),
      );
      for (const [n, bytes] of files.entries()) form.append("files", new Blob([bytes]), `bild-${n}.jpg`);
      const response = await fetch(`${api.baseUrl}/case_management/customer/create_case`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens[client]}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`create: HTTP ${response.status} ${await response.text()}`);
      const { id } = (await response.json()) as { id: string };
      // The store's folder would grow by 15 GB over the run: each case's files go once written.
      await rm(join(filesDir, "cases", id), { recursive: true, force: true });
    };
    // --cases 0: the errand list alone.
    if (CASES > 0) {
      await create(0, -1); // warm-up
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = memoryOf(api.pid);
      let peak = before.rss;
      const sampler = setInterval(() => {
        peak = Math.max(peak, memoryOf(api.pid).rss);
      }, 50);
      const startedAt = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          while (next < CASES) await create(client, next++);
        }),
      );
      const seconds = (performance.now() - startedAt) / 1000;
      clearInterval(sampler);
      const after = memoryOf(api.pid);
      peak = Math.max(peak, after.rss);
      const growthMb = (peak - before.rss) / MB;
      const uploadMet = growthMb < RSS_TARGET_MB;
      if (!uploadMet) isFailing = true;
      console.log(
        `\n### (a) ${CASES} cases with 3 files of ${values["file-mb"]} MB each, ${CLIENTS} clients (PostgreSQL ${server.version ?? ""})\n`,
      );
      console.log(
        "| cases/s | MB/s uploaded | API RSS before, MB | peak RSS, MB | growth, MB | VmHWM, MB | target | verdict |",
      );
      console.log("|---|---|---|---|---|---|---|---|");
      console.log(
        `| ${(CASES / seconds).toFixed(1)} | ${((CASES * 3 * FILE_BYTES) / MB / seconds).toFixed(0)} | ${(before.rss / MB).toFixed(0)} | ${(peak / MB).toFixed(0)} | ${growthMb.toFixed(0)} | ${(after.hwm / MB).toFixed(0)} | < ${RSS_TARGET_MB} MB growth | ${uploadMet ? "met" : "**missed**"} |`,
      );
    }

    // (b) errand list of an association with BOARD_CASES cases.
    const association = demoAssociationId("solglantan");
    const now = Date.now();
    await handle.db.insert(cases).values(
      Array.from({ length: BOARD_CASES }, (_, index) => ({
        siteKey: "Jmse",
        reporterUserId: demoUserId("karin"),
        role: "boardManaged",
        caseTypeName: "Förvaltning",
        associationId: association,
        agreementId: agreementId("anna"),
        propertyId: propertyIdOf("solglantan"),
        area: CASE_AREA_APARTMENT,
        roomId: kitchen("anna"),
        problemArea: "Kök",
        description: `Bänkärende ${index}`,
        sendCopy: true,
        statusId: caseStatusByKey("registered").id,
        createdAt: new Date(now - index * 60_000),
        updatedAt: new Date(now - index * 60_000),
      })),
    );
    await handle.db.execute(sql`analyze`);
    const karin = await sessionToken(handle.db, {
      userId: demoUserId("karin"),
      loginType: "boardMemberCase",
      associationId: association,
    });
    const list = async () => {
      const response = await fetch(`${api.baseUrl}/case_management/cases`, {
        headers: { authorization: `Bearer ${karin}` },
      });
      if (!response.ok) throw new Error(`list: HTTP ${response.status}`);
      // The bytes only: the browser's parse is not the server's time.
      return new Uint8Array(await response.arrayBuffer());
    };
    // The floor: the same login's cheapest case call (the token, the session and the board check, one count).
    const floor = async () => {
      const response = await fetch(`${api.baseUrl}/case_management/has_cases`, {
        headers: { authorization: `Bearer ${karin}` },
      });
      if (!response.ok) throw new Error(`has_cases: HTTP ${response.status}`);
      await response.arrayBuffer();
    };
    for (let warm = 0; warm < 20; warm++) await Promise.all([list(), floor()]);
    const floorLatencies: number[] = [];
    for (let request = 0; request < REQUESTS; request++) {
      const sentAt = performance.now();
      await floor();
      floorLatencies.push(performance.now() - sentAt);
    }
    floorLatencies.sort((a, b) => a - b);
    const latencies: number[] = [];
    let body = new Uint8Array();
    for (let request = 0; request < REQUESTS; request++) {
      const sentAt = performance.now();
      body = await list();
      latencies.push(performance.now() - sentAt);
    }
    const listed = (JSON.parse(new TextDecoder().decode(body)) as { cases: unknown[] }).cases.length;
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    const listMet = p95 < LIST_TARGET_MS;
    if (!listMet) isFailing = true;
    const plan = await rowsOf<{ "QUERY PLAN": string }>(
      handle.db,
      sql`explain select * from cases where association_id = ${association} and role = 'boardManaged'
        order by created_at desc, ticket_number desc`,
    );
    console.log(
      `\n### (b) errand list of an association with ${listed} cases (${(body.length / MB).toFixed(1)} MB of JSON), ${REQUESTS} requests one at a time\n`,
    );
    console.log("| call | p50 ms | p95 ms | p99 ms | target (p95) | verdict |\n|---|---|---|---|---|---|");
    console.log(
      `| \`GET /case_management/cases\` | ${percentile(latencies, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | < ${LIST_TARGET_MS} ms | ${listMet ? "met" : "**missed**"} |`,
    );
    console.log(
      `| \`GET /case_management/has_cases\` (floor) | ${percentile(floorLatencies, 50).toFixed(1)} | ${percentile(floorLatencies, 95).toFixed(1)} | ${percentile(floorLatencies, 99).toFixed(1)} | | |`,
    );
    console.log(`\nPlan of the list's case query: ${plan.map((row) => row["QUERY PLAN"].trim()).join(" / ")}`);
  } finally {
    api.stop();
  }
} finally {
  await handle.close();
  server.stop();
  rmSync(filesDir, { recursive: true, force: true });
}
process.exit(isFailing ? 1 : 0);
