// `pnpm bench:explorer-api` (part of the root `pnpm bench:explorer`): the residence explorer's
// `GET /residenceexplorer/get/{stageId}` on a throw-away PostgreSQL server seeded with the bench
// catalogue (default 50,000 homes), the app in this process (`app.request`, no socket): the API's
// own work (routing, validation, the two queries, the derivation with its projected click areas,
// JSON). The stages asked for: the one with most apartments, then every stage with apartments in
// turn. Reports p50/p95/max over --requests calls and the largest stage's size; target p95 under
// 20 ms (issue 24). Exits non-zero above the target unless --no-fail.
//
// Options: --objects N (catalogue size, default 50000), --requests N (default 1000), --no-fail.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { startPostgres } from "@housing/test-postgres";
import { createApp } from "../src/core/app";
import { openDatabase } from "../src/core/db/client";
import { runMigrations } from "../src/core/db/migrate";
import { rowsOf } from "../src/core/db/sql";
import { seedDatabase } from "../src/seed/seed";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    objects: { type: "string", default: "50000" },
    requests: { type: "string", default: "1000" },
    "no-fail": { type: "boolean", default: false },
  },
});
const REQUESTS = Number(values.requests);
const P95_TARGET_MS = 20;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const server = await startPostgres();
let isFailing = false;
try {
  const handle = await openDatabase({ databaseUrl: server.url });
  try {
    await runMigrations(handle.connection);
    const seedStarted = performance.now();
    await seedDatabase(handle.db, undefined, { catalogue: { objects: Number(values.objects) } });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const stages = await rowsOf<{ stage_id: string; apartments: number; floors: number }>(
      handle.db,
      sql`select stage_id, count(*)::int as apartments, (max(floor) + 1)::int as floors
        from objects where floor is not null group by stage_id order by count(*) desc, stage_id`,
    );
    if (stages.length === 0) throw new Error("no stage with apartments");
    const app = createApp({ db: handle.db, driver: handle.driver });
    const get = async (stageId: string) => {
      const started = performance.now();
      const response = await app.request(`/residenceexplorer/get/${stageId}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`get/${stageId}: HTTP ${response.status}`);
      return performance.now() - started;
    };
    // Warm up: the first calls compile the code paths and fill the connection pool.
    for (const stage of stages.slice(0, 20)) await get(stage.stage_id);
    const times: number[] = [];
    for (let index = 0; index < REQUESTS; index++) {
      // Every other call the largest stage, the rest each stage in turn.
      const stage = index % 2 === 0 ? stages[0]! : stages[(index >> 1) % stages.length]!;
      times.push(await get(stage.stage_id));
    }
    const largest: number[] = [];
    for (let index = 0; index < 100; index++) largest.push(await get(stages[0]!.stage_id));
    times.sort((a, b) => a - b);
    largest.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      JSON.stringify(
        {
          objects: Number(values.objects),
          seedSeconds: Math.round(seedSeconds),
          stagesWithApartments: stages.length,
          largestStage: { apartments: stages[0]!.apartments, floors: stages[0]!.floors },
          requests: REQUESTS,
          p50Ms: Number(percentile(times, 50).toFixed(2)),
          p95Ms: Number(p95.toFixed(2)),
          maxMs: Number(times.at(-1)!.toFixed(2)),
          largestStageP95Ms: Number(percentile(largest, 95).toFixed(2)),
          targetP95Ms: P95_TARGET_MS,
        },
        null,
        2,
      ),
    );
    if (p95 > P95_TARGET_MS && !values["no-fail"]) isFailing = true;
  } finally {
    await handle.close();
  }
} finally {
  server.stop();
}
if (isFailing) {
  console.error(`get/{stageId} p95 above ${P95_TARGET_MS} ms`);
  process.exit(1);
}
