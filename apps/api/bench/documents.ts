// The documents half of `pnpm bench:payments`: --documents purchase contracts (default 200) of
// --clients buyers (default 4, each a user of its own with a Swedish personal number), on the
// built app over a real socket, the BankID simulator in its own process (mutual TLS, as in
// production). Once on PGlite and once on a throw-away PostgreSQL cluster, it reports:
// - PDF generation: p50/p95 of `GET /document_service/documents/{id}/pdf` (the PDF drawn from the
//   purchase's data on each call), one call at a time per client;
// - the signing round trip: p50/p95 from the sign start (a BankID sign order) through the person
//   approving on the simulator's phone to the status call that answers Signed, polled at once;
// - a check: every contract ends done with one signature, and its PDF then names the signer.
//
// Options: --documents N, --clients N, --only pglite|postgres.
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { luhnCheckDigit } from "@housing/contracts/identity";
import { createApp } from "../src/core/app";
import type { DatabaseHandle } from "../src/core/db/client";
import { runMigrations } from "../src/core/db/migrate";
import { bookings, objects, users } from "../src/core/db/schema";
import { rowsOf } from "../src/core/db/sql";
import { silentLogger } from "../src/core/logger";
import { bankIdPortFromConfig } from "../src/modules/account/bankid-client-port";
import { issueDocument } from "../src/modules/documents/service";
import { bankIdConfigFromEnv } from "../src/providers/bankid";
import { seedDatabase } from "../src/seed/seed";
import { startBankIdSimulator } from "../src/testing/bankid-simulator";
import { fakeEidClient } from "../src/testing/eid-fake";
import { pdfText } from "../src/testing/pdf-text";
import { sessionToken } from "../src/testing/sessions";
import { onEachDatabase } from "./databases";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--"),
  options: {
    documents: { type: "string", default: "200" },
    clients: { type: "string", default: "4" },
    only: { type: "string" },
  },
});
const DOCUMENTS = Number(values.documents);
const CLIENTS = Number(values.clients);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A valid Swedish personal number (12 digits) of a made-up person born 1990-01-01. */
const personalNumber = (index: number) => {
  const digits = `900101${String(100 + index).padStart(3, "0")}`;
  return `19${digits}${luhnCheckDigit(digits)}`;
};

interface Row {
  label: string;
  pdfP50: number;
  pdfP95: number;
  signP50: number;
  signP95: number;
  done: number;
  namedInPdf: number;
}

async function bench(label: string, handle: DatabaseHandle): Promise<Row> {
  const { db } = handle;
  await runMigrations(handle.connection);
  await seedDatabase(db, undefined, { catalogue: { objects: 200 } });
  const simulator = await startBankIdSimulator();
  const bankId = bankIdPortFromConfig(
    bankIdConfigFromEnv({ HOUSING_BANKID_URL: simulator.rpUrl, HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir }),
  );
  const app = createApp({ db, driver: handle.driver, logger: silentLogger, bankId, eid: fakeEidClient() });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const phone = async (path: "api/open" | "api/approve", body: Record<string, string>) => {
    const response = await fetch(new URL(path, simulator.phoneUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`phone ${path}: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  try {
    const homes = await db.select({ id: objects.id }).from(objects).where(eq(objects.siteKey, "Jmse")).limit(CLIENTS);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const securityNumber = personalNumber(client);
        const [user] = await db
          .insert(users)
          .values({
            firstName: "Bänk",
            lastName: `Köpare ${client}`,
            email: `bench-buyer-${client}@example.com`,
            countryId: "se",
            securityNumber,
          })
          .returning({ id: users.id });
        const [booking] = await db
          .insert(bookings)
          .values({ userId: user!.id, objectId: homes[client % homes.length]!.id, siteKey: "Jmse" })
          .returning({ id: bookings.id });
        const count = Math.floor(DOCUMENTS / CLIENTS) + (client < DOCUMENTS % CLIENTS ? 1 : 0);
        const documents: string[] = [];
        for (let index = 0; index < count; index++) {
          documents.push(
            await issueDocument(db, {
              bookingId: booking!.id,
              kind: "purchaseContract",
              name: "awaiting_signature",
              signerIds: [user!.id],
              now: new Date(),
            }),
          );
        }
        return {
          name: `Bänk Köpare ${client}`,
          securityNumber,
          token: await sessionToken(db, { userId: user!.id, siteKey: "Jmse" }),
          documents,
        };
      }),
    );
    const call = async (token: string, method: string, path: string) => {
      const response = await fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      return response;
    };

    const pdfTimes: number[] = [];
    await Promise.all(
      clients.map(async ({ token, documents }) => {
        for (const id of documents) {
          const sent = performance.now();
          const bytes = new Uint8Array(
            await (await call(token, "GET", `/document_service/documents/${id}/pdf`)).arrayBuffer(),
          );
          pdfTimes.push(performance.now() - sent);
          if (!pdfText(bytes).includes("Köpekontrakt")) throw new Error("a PDF without its title");
        }
      }),
    );

    const signTimes: number[] = [];
    await Promise.all(
      clients.map(async ({ token, documents, securityNumber, name }) => {
        for (const id of documents) {
          const sent = performance.now();
          const started = (await (
            await call(token, "POST", `/document_service/documents/${id}/sign/bank_id/start`)
          ).json()) as { sessionId: string; autoStartToken: string };
          const opened = await phone("api/open", { autoStartToken: started.autoStartToken });
          await phone("api/approve", {
            phoneSession: String(opened.phoneSession),
            personalNumber: securityNumber,
            name,
          });
          for (;;) {
            const status = (await (
              await call(token, "GET", `/document_service/sign/bank_id/status/${started.sessionId}`)
            ).json()) as { status: string };
            if (status.status === "Signed") break;
            if (status.status !== "Pending") throw new Error(`sign: ${status.status}`);
          }
          signTimes.push(performance.now() - sent);
        }
      }),
    );

    const [counts] = await rowsOf<{ done: number }>(
      db,
      sql`select count(*)::int as done from documents d join bookings b on b.id = d.booking_id
        join users u on u.id = b.user_id
        where u.email like 'bench-buyer-%' and d.status = 'done'
          and (select count(*) from document_signers s where s.document_id = d.id and s.signed_at is not null) = 1`,
    );
    // The signed PDFs name their signer (one per client is enough to show it).
    let namedInPdf = 0;
    for (const { token, documents, name } of clients) {
      const bytes = new Uint8Array(
        await (await call(token, "GET", `/document_service/documents/${documents[0]!}/pdf`)).arrayBuffer(),
      );
      if (pdfText(bytes).includes(`${name}: Signerat med BankID`)) namedInPdf += 1;
    }
    pdfTimes.sort((a, b) => a - b);
    signTimes.sort((a, b) => a - b);
    return {
      label,
      pdfP50: percentile(pdfTimes, 50),
      pdfP95: percentile(pdfTimes, 95),
      signP50: percentile(signTimes, 50),
      signP95: percentile(signTimes, 95),
      done: counts!.done,
      namedInPdf,
    };
  } finally {
    bankId.close();
    server.close();
    await simulator.stop();
  }
}

const results = await onEachDatabase(values.only, bench);

console.log(
  `\n${DOCUMENTS} purchase contracts of ${CLIENTS} buyers: each PDF drawn, then signed with a BankID sign order approved on the simulator's phone (mutual TLS).\n`,
);
console.log(
  "| database | PDF p50 ms | PDF p95 ms | sign round trip p50 ms | p95 ms | done, one signature | signed PDFs naming the signer |",
);
console.log("|---|---|---|---|---|---|---|");
let wrong = false;
for (const row of results) {
  console.log(
    `| ${row.label} | ${row.pdfP50.toFixed(1)} | ${row.pdfP95.toFixed(1)} | ${row.signP50.toFixed(0)} | ${row.signP95.toFixed(0)} | ${row.done} | ${row.namedInPdf} of ${CLIENTS} |`,
  );
  if (row.done !== DOCUMENTS || row.namedInPdf !== CLIENTS) wrong = true;
}
if (wrong) {
  console.error("\nA contract was not done with its one signature, or its PDF did not name the signer.");
  process.exitCode = 1;
}
