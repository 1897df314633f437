// `pnpm bench:payments`: --requests Swish payments (default 1000) paid through the Swish simulator
// (its own process, mutual TLS, its payer approving each request after --approve-ms, default 10)
// and its callbacks to the built app on a real socket, by --clients concurrent clients (default 8,
// each a user of its own): createpaymentid, startswishpayment, then the callback ends it. Once on
// PGlite and once on a throw-away PostgreSQL cluster, it reports:
// - throughput: payments Paid per second, from the first create to the last Paid;
// - p50/p95 from the create call to Paid as the API sees it (the attempt's paid update);
// - double counting: every callback is sent again afterwards; the payments Paid, the attempts
//   PAID and the payments with more than one PAID attempt must stay N, N and 0 (exit non-zero otherwise).
//
// Options: --requests N, --clients N, --approve-ms N, --only pglite|postgres.
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createApp } from "../src/core/app";
import type { DatabaseHandle } from "../src/core/db/client";
import { runMigrations } from "../src/core/db/migrate";
import { payments, users } from "../src/core/db/schema";
import { rowsOf } from "../src/core/db/sql";
import { silentLogger } from "../src/core/logger";
import { swishProvider } from "../src/modules/payments/swish-provider";
import { swishConfigFromEnv } from "../src/providers/swish";
import { seedDatabase } from "../src/seed/seed";
import { FakeBankId } from "../src/testing/bankid-fake";
import { fakeEidClient } from "../src/testing/eid-fake";
import { sessionToken } from "../src/testing/sessions";
import { startSwishSimulator } from "../src/testing/swish-simulator";
import { onEachDatabase } from "./databases";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    requests: { type: "string", default: "1000" },
    clients: { type: "string", default: "8" },
    "approve-ms": { type: "string", default: "10" },
    only: { type: "string" },
  },
});
const REQUESTS = Number(values.requests);
const CLIENTS = Number(values.clients);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Row {
  label: string;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  paid: number;
  paidAttempts: number;
  doubled: number;
}

async function bench(label: string, handle: DatabaseHandle): Promise<Row> {
  const { db } = handle;
  await runMigrations(handle.connection);
  await seedDatabase(db, undefined, { catalogue: false });
  const simulator = await startSwishSimulator({ autoApproveMs: Number(values["approve-ms"]) });
  // The callback's socket serves the app made below, once the simulator knows where to call back.
  const served: { app?: ReturnType<typeof createApp> } = {};
  const server = serve({ fetch: (request) => served.app!.fetch(request), port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const swish = swishProvider(
    swishConfigFromEnv({
      HOUSING_SWISH_URL: simulator.apiUrl,
      HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
      HOUSING_SWISH_CALLBACK_URL: `${origin}/payments/swish/callback`,
    }),
  );
  served.app = createApp({
    db,
    driver: handle.driver,
    logger: silentLogger,
    bankId: new FakeBankId(),
    eid: fakeEidClient(),
    paymentProviders: { swish },
  });
  try {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const [user] = await db
          .insert(users)
          .values({
            firstName: "Bänk",
            lastName: `Betalare ${client}`,
            email: `bench-payer-${client}@example.com`,
            countryId: "se",
          })
          .returning({ id: users.id });
        const count = Math.floor(REQUESTS / CLIENTS) + (client < REQUESTS % CLIENTS ? 1 : 0);
        const rows = await db
          .insert(payments)
          .values(Array.from({ length: count }, () => ({ userId: user!.id, siteKey: "Jmse", status: "NotPaid" })))
          .returning({ id: payments.id });
        return {
          token: await sessionToken(db, { userId: user!.id, siteKey: "Jmse" }),
          payments: rows.map((row) => row.id),
        };
      }),
    );
    const startedAt = new Map<string, number>();
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      return (await response.json()) as { paymentRequestId: string; status: string };
    };
    const first = Date.now();
    await Promise.all(
      clients.map(async ({ token, payments: ids }, client) => {
        for (const [index, paymentId] of ids.entries()) {
          const sentAt = Date.now();
          const attempt = await call(token, "GET", `/api/buyresidence/createpaymentid/${paymentId}`);
          startedAt.set(attempt.paymentRequestId, sentAt);
          const started = await call(token, "POST", "/api/buyresidence/startswishpayment", {
            paymentId,
            paymentRequestId: attempt.paymentRequestId,
            payerAlias: `4670${String(client).padStart(2, "0")}${String(index).padStart(5, "0")}`,
          });
          if (started.status !== "CREATED" && started.status !== "PAID") throw new Error(`start: ${started.status}`);
        }
      }),
    );
    // Paid as the API sees it: the attempt's paid update, written when Swish's callback (or a read) ended it.
    const deadline = Date.now() + 300_000;
    let paidRows: { id: string; paid_ms: number }[] = [];
    while (Date.now() < deadline) {
      paidRows = await rowsOf<{ id: string; paid_ms: number }>(
        db,
        sql`select instruction_id as id, (extract(epoch from updated_at) * 1000)::float8 as paid_ms
          from payment_requests where status = 'PAID'`,
      );
      if (paidRows.length >= REQUESTS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (paidRows.length < REQUESTS) throw new Error(`only ${paidRows.length} of ${REQUESTS} paid within 300 s`);
    const last = Math.max(...paidRows.map((row) => Number(row.paid_ms)));
    const latencies = paidRows.map((row) => Number(row.paid_ms) - startedAt.get(row.id)!).sort((a, b) => a - b);
    // Every callback again: a replay must change nothing.
    for (const { id } of paidRows) {
      await fetch(`${origin}/payments/swish/callback`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ id, status: "PAID" }),
      });
    }
    const [counts] = await rowsOf<{ paid: number; attempts: number; doubled: number }>(
      db,
      sql`select
        (select count(*) from payments where status = 'Paid')::int as paid,
        (select count(*) from payment_requests where status = 'PAID')::int as attempts,
        (select count(*) from (select payment_id from payment_requests where status = 'PAID'
          group by payment_id having count(*) > 1) as twice)::int as doubled`,
    );
    const seconds = (last - first) / 1000;
    return {
      label,
      seconds,
      perSecond: REQUESTS / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      paid: counts!.paid,
      paidAttempts: counts!.attempts,
      doubled: counts!.doubled,
    };
  } finally {
    swish.close();
    server.close();
    await simulator.stop();
  }
}

const results = await onEachDatabase(values.only, bench);

console.log(
  `\n${REQUESTS} Swish payments by ${CLIENTS} clients through the Swish simulator (mutual TLS, approved after ${values["approve-ms"]} ms) and its callbacks; every callback then replayed.\n`,
);
console.log(
  "| database | seconds | payments/s | create→Paid p50 ms | p95 ms | payments Paid | attempts PAID | paid twice |",
);
console.log("|---|---|---|---|---|---|---|---|");
let wrong = false;
for (const row of results) {
  console.log(
    `| ${row.label} | ${row.seconds.toFixed(1)} | ${row.perSecond.toFixed(1)} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.paid} | ${row.paidAttempts} | ${row.doubled} |`,
  );
  // The seeded demo payers' fees stay unpaid: only the benchmark's count.
  if (row.paid !== REQUESTS || row.paidAttempts !== REQUESTS || row.doubled !== 0) wrong = true;
}
if (wrong) {
  console.error("\nA payment was lost or counted twice.");
  process.exitCode = 1;
}
