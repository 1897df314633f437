// `pnpm bench:booking`: buyers racing for homes through the HTTP API, against the built API as a
// child process on a throw-away PostgreSQL cluster (pg-boss runs the reservations).
// --buyers buyers (default 200) each start a booking of one of --homes homes (default 50) of
// Swedish stages given the 8-step flow, all at once (`POST /api/buyresidence/startbookingasync`),
// then poll `GET getbookingstatus/{id}` every 200 ms until it answers 200. Reports the double
// bookings (homes held by more than one booking, or a reserved home without exactly one holder;
// target 0), whether every loser was told cannotBook, and the p50/p95 of start-to-decided (start
// until getbookingstatus answers 200) for the winners and for all. Exits non-zero when a double
// booking is found, a loser is told anything but cannotBook, or a call fails.
//
// Options: --buyers N, --homes N, --objects N (catalogue size, default 2000), --api-dir DIR.
import { spawn, spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { freePort, startPostgres } from "@housing/test-postgres";
import { openDatabase } from "../src/core/db/client";
import { users } from "../src/core/db/schema";
import { rowsOf } from "../src/core/db/sql";
import { ObjectStatus } from "../src/modules/catalogue/enums";
import { sessionToken } from "../src/testing/sessions";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    buyers: { type: "string", default: "200" },
    homes: { type: "string", default: "50" },
    objects: { type: "string", default: "2000" },
    "api-dir": { type: "string" },
  },
});
const BUYERS = Number(values.buyers);
const HOMES = Number(values.homes);
const apiDir = values["api-dir"] ?? new URL("..", import.meta.url).pathname;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

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
      if ((await fetch(`${baseUrl}/health`)).ok) return { baseUrl, stop: () => child.kill("SIGTERM") };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the API did not start");
}

if (values["api-dir"] === undefined) {
  const build = spawnSync("node", ["scripts/build.mjs"], { cwd: apiDir, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startPostgres();
const env = { ...process.env, DATABASE_URL: server.url };
const handle = await openDatabase({ databaseUrl: server.url });
let isFailing = false;
try {
  const seeded = spawnSync("node", ["dist/seed-cli.js", "--objects", values.objects], {
    cwd: apiDir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (seeded.status !== 0) throw new Error("seeding failed");
  const forSale = ObjectStatus.ids.forSale;
  // The race's homes: Swedish homes for sale, their stages given the 8-step flow.
  const homes = await rowsOf<{ id: string; stage_id: string }>(
    handle.db,
    sql`select id, stage_id from objects where site_key = 'Jmse' and status_id = ${forSale} order by id limit ${HOMES}`,
  );
  if (homes.length < HOMES) throw new Error(`only ${homes.length} Swedish homes for sale; seed more --objects`);
  const stageIds = [...new Set(homes.map((home) => home.stage_id))];
  await handle.db.execute(
    sql`update stages set booking_flow = 8 where id in ${sql.raw(`('${stageIds.join("','")}')`)}`,
  );
  const buyers = await handle.db
    .insert(users)
    .values(
      Array.from({ length: BUYERS }, (_, index) => ({
        firstName: "Bench",
        lastName: `Buyer ${index}`,
        email: `bench.buyer.${index}@buyers.example`,
        securityNumber: `1970${String(index).padStart(8, "0")}`,
        countryId: "se",
      })),
    )
    .returning({ id: users.id });
  const tokens = await Promise.all(buyers.map((buyer) => sessionToken(handle.db, { userId: buyer.id })));
  const api = await startApi(env);
  try {
    const race = async (token: string, objectId: string) => {
      const startedAt = performance.now();
      const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
      const started = await fetch(`${api.baseUrl}/api/buyresidence/startbookingasync`, {
        method: "POST",
        headers,
        body: JSON.stringify({ objectId }),
      });
      if (started.status !== 202) throw new Error(`start: HTTP ${started.status} ${await started.text()}`);
      const { bookingId } = (await started.json()) as { bookingId: string };
      for (;;) {
        const status = await fetch(`${api.baseUrl}/api/buyresidence/getbookingstatus/${bookingId}`, { headers });
        if (status.status === 200) {
          const state = (await status.json()) as { status: string; reason: string | null };
          return { objectId, ...state, ms: performance.now() - startedAt };
        }
        if (status.status !== 202) throw new Error(`status: HTTP ${status.status}`);
        await status.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const results = await Promise.all(tokens.map((token, index) => race(token, homes[index % HOMES]!.id)));
    const winners = results.filter((result) => result.status === "reserved");
    const losers = results.filter((result) => result.status !== "reserved");
    const toldCannotBook = losers.filter((result) => result.status === "rejected" && result.reason === "cannotBook");
    const [holding] = await rowsOf<{ doubles: number; orphans: number }>(
      handle.db,
      sql`select
        (select count(*)::int from (select object_id from booking_flows where status in ('reserved', 'signed')
           group by object_id having count(*) > 1) d) as doubles,
        (select count(*)::int from objects o where o.status_id = ${ObjectStatus.ids.reserved}
           and o.id in ${sql.raw(`('${homes.map((home) => home.id).join("','")}')`)}
           and (select count(*) from booking_flows b where b.object_id = o.id and b.status in ('reserved', 'signed')) <> 1) as orphans`,
    );
    const winnersPerHome = new Map<string, number>();
    for (const winner of winners) winnersPerHome.set(winner.objectId, (winnersPerHome.get(winner.objectId) ?? 0) + 1);
    const doubleBookings =
      holding!.doubles + holding!.orphans + [...winnersPerHome.values()].filter((n) => n > 1).length;
    const winnerMs = winners.map((result) => result.ms).sort((a, b) => a - b);
    const allMs = results.map((result) => result.ms).sort((a, b) => a - b);
    const isMet = doubleBookings === 0 && toldCannotBook.length === losers.length && winners.length === HOMES;
    if (!isMet) isFailing = true;
    console.log(`\n### ${BUYERS} buyers racing for ${HOMES} homes (PostgreSQL ${server.version ?? ""}, pg-boss)\n`);
    console.log(
      "| homes reserved | double bookings | losers | told cannotBook | start-to-decided p50 / p95, winners (ms) | p50 / p95, all (ms) | verdict |",
    );
    console.log("|---|---|---|---|---|---|---|");
    console.log(
      `| ${winnersPerHome.size} of ${HOMES} | ${doubleBookings} | ${losers.length} | ${toldCannotBook.length} | ${percentile(winnerMs, 50).toFixed(0)} / ${percentile(winnerMs, 95).toFixed(0)} | ${percentile(allMs, 50).toFixed(0)} / ${percentile(allMs, 95).toFixed(0)} | ${isMet ? "met" : "**missed**"} |`,
    );
  } finally {
    api.stop();
  }
} catch (error) {
  console.error(error);
  isFailing = true;
} finally {
  await handle.close();
  server.stop();
}
process.exit(isFailing ? 1 : 0);
