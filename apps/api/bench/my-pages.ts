// `pnpm bench:my-pages`: for a user with 20 favourites, 5 residences and 50 notifications, once on
// PGlite and once on a throw-away PostgreSQL server:
// - p50/p95 of `GET /my_pages/overview`, the app in this process (`app.request`, no socket): the
//   API's own work (routing, the session check, validation, the queries, JSON);
// - p50/p95 of the overview's server render, `GET /mina-sidor/` of the Swedish site's production
//   build with the user's session cookie, in front of the built API on the same database
//   (site-render.ts; target p95 under 150 ms on PostgreSQL).
//
// Options: --objects N (catalogue size, default 6000), --requests N (default 1000), --renders N
// (default 300), --only pglite|postgres, --no-site (the API half only), --no-fail.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { startPostgres } from "@housing/test-postgres";
import { createApp } from "../src/core/app";
import { openDatabase, type DatabaseHandle } from "../src/core/db/client";
import { runMigrations } from "../src/core/db/migrate";
import { bookings, favourites, notifications, purchases, users } from "../src/core/db/schema";
import { rowsOf } from "../src/core/db/sql";
import { seedDatabase } from "../src/seed/seed";
import { sessionToken } from "../src/testing/sessions";
import { assertBuilt, measureOverviewRender } from "./site-render";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    objects: { type: "string", default: "6000" },
    requests: { type: "string", default: "1000" },
    renders: { type: "string", default: "300" },
    only: { type: "string" },
    "no-site": { type: "boolean", default: false },
    "no-fail": { type: "boolean", default: false },
  },
});
const REQUESTS = Number(values.requests);
const RENDERS = Number(values.renders);
const withSite = !values["no-site"];
/** p95 of the overview's server render on PostgreSQL, ms (issue 20). */
const RENDER_P95_TARGET = 150;
if (withSite) assertBuilt();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The bench user: 20 favourites (10 stages, 10 homes), 5 residences (3 booked, 2 bought), 50 notifications. */
async function seedBenchUser(handle: DatabaseHandle): Promise<string> {
  const { db } = handle;
  const [user] = await db
    .insert(users)
    .values({ firstName: "Bench", lastName: "User", email: "bench.user@example.com", countryId: "se" })
    .returning({ id: users.id });
  const userId = user!.id;
  const homes = await rowsOf<{ id: string; stage_id: string }>(
    db,
    sql`select distinct on (stage_id) id, stage_id from objects where site_key = 'Jmse' order by stage_id, id limit 25`,
  );
  if (homes.length < 25) throw new Error(`only ${homes.length} Swedish stages: seed a larger catalogue (--objects)`);
  await db.insert(favourites).values(
    homes.slice(0, 20).map((home, index) => ({
      userId,
      stageId: home.stage_id,
      objectId: index % 2 === 0 ? null : home.id,
    })),
  );
  const residences = homes.slice(20, 25);
  await db.insert(bookings).values(
    residences.slice(0, 3).map((home, index) => ({
      userId,
      objectId: home.id,
      siteKey: "Jmse",
      entryDate: index === 0 ? "2027-05-01" : null,
    })),
  );
  await db
    .insert(purchases)
    .values(residences.slice(3).map((home) => ({ userId, objectId: home.id, stageId: home.stage_id })));
  const types = ["VipPayment", "DocumentSigning", "Case"] as const;
  await db.insert(notifications).values(
    Array.from({ length: 50 }, (_, index) => ({
      userId,
      siteKey: "Jmse",
      notificationType: types[index % 3]!,
      name: index % 3 === 1 ? "awaiting_signature" : "bench",
      subject: `Bench ${index}`,
      errandId: index % 3 === 2 ? `FEL-${index}` : null,
      createdAt: new Date(Date.UTC(2026, 9, 1, 0, index)),
    })),
  );
  return sessionToken(db, { userId });
}

async function bench(label: string, handle: DatabaseHandle) {
  await runMigrations(handle.connection);
  await seedDatabase(handle.db, undefined, { catalogue: { objects: Number(values.objects) } });
  const token = await seedBenchUser(handle);
  const app = createApp({ db: handle.db, driver: handle.driver });
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const response = await app.request("/my_pages/overview?siteKey=Jmse", { headers });
    if (response.status !== 200) throw new Error(`overview: HTTP ${response.status}`);
    const body = (await response.json()) as { residences: unknown[]; favouriteCount: number; notifications: unknown[] };
    return body;
  };
  const first = await once();
  if (first.residences.length !== 5 || first.favouriteCount !== 20) {
    throw new Error(`unexpected overview: ${first.residences.length} residences, ${first.favouriteCount} favourites`);
  }
  for (let index = 0; index < 50; index++) await once();
  const latencies: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    const sentAt = performance.now();
    await once();
    latencies.push(performance.now() - sentAt);
  }
  latencies.sort((a, b) => a - b);
  return { label, p50: percentile(latencies, 50), p95: percentile(latencies, 95), token };
}

type Row = { label: string; p50: number; p95: number; render?: { p50: number; p95: number } };

const results: Row[] = [];
if (values.only !== "postgres") {
  // A data directory rather than memory: after the in-process half, the built API opens it.
  const dataDir = mkdtempSync(join(tmpdir(), "housing-bench-my-pages-"));
  try {
    const handle = await openDatabase({ pgliteDataDir: dataDir });
    let row: Row & { token: string };
    try {
      row = await bench("PGlite", handle);
    } finally {
      await handle.close();
    }
    if (withSite) row.render = await measureOverviewRender({ PGLITE_DATA_DIR: dataDir }, row.token, RENDERS);
    results.push(row);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (values.only !== "pglite") {
  const server = await startPostgres();
  try {
    const handle = await openDatabase({ databaseUrl: server.url });
    let row: Row & { token: string };
    try {
      row = await bench(`PostgreSQL ${server.version ?? ""}`.trim(), handle);
    } finally {
      await handle.close();
    }
    if (withSite) row.render = await measureOverviewRender({ DATABASE_URL: server.url }, row.token, RENDERS);
    results.push(row);
  } finally {
    server.stop();
  }
}

console.log(
  `\nGET /my_pages/overview, ${REQUESTS} requests one at a time, in process; ${values.objects} homes; a user with 20 favourites, 5 residences, 50 notifications.\n`,
);
console.log("| database | p50 ms | p95 ms |");
console.log("|---|---|---|");
for (const result of results) console.log(`| ${result.label} | ${result.p50.toFixed(2)} | ${result.p95.toFixed(2)} |`);
if (withSite) {
  console.log(
    `\nGET /mina-sidor/ of the Swedish site's production build (next start) with the user's session cookie, ${RENDERS} requests one at a time over loopback.\n`,
  );
  console.log(`| database | p50 ms | p95 ms | target p95 | verdict |`);
  console.log("|---|---|---|---|---|");
  let missed = false;
  for (const { label, render } of results) {
    if (!render) continue;
    const judged = label.startsWith("PostgreSQL");
    const met = render.p95 < RENDER_P95_TARGET;
    if (judged && !met) missed = true;
    console.log(
      `| ${label} | ${render.p50.toFixed(1)} | ${render.p95.toFixed(1)} | ${judged ? `< ${RENDER_P95_TARGET} ms` : "none"} | ${judged ? (met ? "met" : "missed") : "reported"} |`,
    );
  }
  if (missed && !values["no-fail"]) process.exitCode = 1;
}
