import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./core/app";
import { openDatabase } from "./core/db/client";
import { runMigrations, withStartupLock } from "./core/db/migrate";
import { isCatalogueEmpty, isDatabaseEmpty, seedCatalogue, seedDatabase } from "./seed/seed";
import { readEnv } from "./core/env";
import { createLogger, describeError } from "./core/logger";
import { DEFAULT_AUTH_SETTINGS } from "./core/dependencies";
import { deliverOutbox } from "./modules/account/outbox";
import { smtpTransport } from "./modules/account/smtp";
import { bankIdPortFromConfig } from "./modules/account/bankid-client-port";
import { createEidClient } from "./providers/eid";
import { cardProvider } from "./modules/payments/card-provider";
import { sveaProvider } from "./modules/payments/svea-provider";
import { swishProvider } from "./modules/payments/swish-provider";
import { jobQueueFor } from "./core/jobs";
import { refreshAllSites } from "./modules/chat/service/index-state";
import { fileStoreFromConfig } from "./core/uploads";
import { storeSeedCaseFiles } from "./seed/case-files";
import { BOOKING_SWEEP_INTERVAL_MS, BOOKING_SWEEP_JOB } from "./modules/booking/jobs";
import { createReadiness, type ProviderEndpoint } from "./core/health";
import { gracefulShutdown } from "./core/shutdown";

/** Past the grace period: what the jobs and the database get to close before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 5000;

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  const database = await openDatabase({
    databaseUrl: env.databaseUrl,
    pgliteDataDir: env.pgliteDataDir,
    onPoolError: (error) => logger.warn("idle database connection failed", describeError(error)),
  });
  logger.info("database opened", {
    driver: database.driver,
    ...(database.driver === "pglite" ? { dataDir: env.pgliteDataDir } : {}),
  });

  // Several processes may start at once on one PostgreSQL: they migrate and seed one at a time.
  await withStartupLock(database.connection, async () => {
    await runMigrations(database.connection);
    // First run: an empty database gets the seed, so the sites have content at once.
    if (await isDatabaseEmpty(database.db)) {
      // Showings are placed relative to today, so the stage pages have upcoming ones.
      const counts = await seedDatabase(database.db, undefined, { catalogue: { now: new Date() } });
      logger.info("database seeded", counts);
    } else if (await isCatalogueEmpty(database.db)) {
      // A database seeded before the residence catalogue existed gets the catalogue, content untouched.
      const counts = await seedCatalogue(database.db, { now: new Date() });
      logger.info("catalogue seeded", counts);
    }
  });

  const mailTransport = env.smtpUrl
    ? smtpTransport(env.smtpUrl, env.auth.mailFrom ?? DEFAULT_AUTH_SETTINGS.mailFrom)
    : undefined;
  // BankID: the relying-party client, on the local simulator unless HOUSING_BANKID_* say otherwise
  // (providers/bankid/README.md). Its certificates are read at the first call, so the API may start first.
  const bankId = bankIdPortFromConfig(env.providers.bankId());
  // Norway and Finland: the e-ID broker's OpenID Connect client, on the local simulator unless HOUSING_EID_* say otherwise.
  const eid = createEidClient(env.providers.eid());
  // Swish: the Commerce API client, on the local simulator unless HOUSING_SWISH_* say otherwise (README.md, providers).
  const swish = swishProvider(env.providers.swish());
  // Card payments: the hosted-page provider's signed client, on the local simulator unless HOUSING_CARD_* say otherwise.
  const card = cardProvider(env.providers.card());
  // Svea Checkout: the signed Checkout API client, on the local simulator unless HOUSING_SVEA_* say otherwise.
  const svea = sveaProvider(env.providers.svea());
  // Background jobs (saved-search alerts): pg-boss on PostgreSQL, the in-process runner on PGlite.
  const jobs = jobQueueFor(database, logger);
  // Uploaded files: the data folder, or an S3-compatible bucket when HOUSING_FILES_S3_* are set (core/uploads/README.md).
  const fileStore = fileStoreFromConfig(env.files);
  logger.info("file store", { kind: fileStore.kind });
  // The seeded cases' attachments (seed/case-files.ts): written when missing, so their downloads answer.
  const seedFiles = await storeSeedCaseFiles(fileStore);
  if (seedFiles > 0) logger.info("seed files stored", { files: seedFiles });
  // GET /ready checks the database and that each provider's endpoint takes a connection (core/health.ts).
  const providerEndpoints: ProviderEndpoint[] = [
    { name: "bankId", url: env.providers.bankId().url },
    { name: "eid", url: env.providers.eid().issuer },
    { name: "swish", url: env.providers.swish().url },
    { name: "card", url: env.providers.card().url },
    { name: "svea", url: env.providers.svea().url },
  ];
  const readiness = createReadiness(providerEndpoints);
  const app = createApp({
    readiness,
    ...(env.rateLimits ? {} : { rateLimits: false }),
    loadShedding: env.loadShedding,
    jobs,
    fileStore,
    ...(env.adminToken ? { adminToken: env.adminToken } : {}),
    ...(env.revalidate ? { revalidate: env.revalidate } : {}),
    explorerBasePath: env.explorerBasePath,
    retrieverBasePath: env.retrieverBasePath,
    ...(env.chatModel ? { chat: { model: env.chatModel } } : {}),
    bankId,
    eid,
    paymentProviders: { swish, card, svea },
    db: database.db,
    driver: database.driver,
    logger,
    corsOrigins: env.corsOrigins,
    auth: env.auth,
    ...(mailTransport ? { mailTransport } : {}),
  });
  // Mails are sent right after they are queued; this picks up what failed or was queued by an instance that stopped.
  if (mailTransport) {
    setInterval(() => {
      void deliverOutbox({ db: database.db, now: () => new Date(), logger, mailTransport });
    }, 60_000).unref();
  }
  // The chat's passages (local and dev only): built now for what changed since, so the first question is fast.
  if (env.auth.environment === "local" || env.auth.environment === "dev") {
    refreshAllSites(database.db)
      .then((rebuilt) => logger.info("chat index ready", { rebuiltSites: rebuilt }))
      .catch((error: unknown) => logger.warn("chat index not built", describeError(error)));
  }
  // After createApp: the modules have registered their handlers.
  await jobs.start();
  logger.info("jobs started", { runner: jobs.kind });
  // Click-to-buy's holds whose time ran out are released even when nobody reads them (modules/booking).
  const bookingSweep = setInterval(() => {
    jobs
      .send(BOOKING_SWEEP_JOB, {})
      .catch((error: unknown) => logger.warn("booking sweep not queued", describeError(error)));
  }, BOOKING_SWEEP_INTERVAL_MS);
  bookingSweep.unref();
  const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
    logger.info("listening", { url: `http://localhost:${info.port}` });
  });

  // A taken port is a configuration problem: say so and leave, instead of an unhandled 'error' event.
  server.once("error", (error) => {
    logger.error("could not listen", { port: env.port, ...describeError(error) });
    void jobs
      .stop()
      .then(() => database.close())
      .finally(() => process.exit(1));
  });

  let isShuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    clearInterval(bookingSweep);
    logger.info("shutting down", { signal, graceMs: env.shutdownGraceMs });
    const forceExit = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, env.shutdownGraceMs + CLOSE_TIMEOUT_MS);
    forceExit.unref();
    void gracefulShutdown({
      // serve() makes an HTTP/1.1 server here (no createServer option).
      server: server as Server,
      readiness,
      graceMs: env.shutdownGraceMs,
      logger,
      closeResources: () => jobs.stop().then(() => database.close()),
    }).then((isClean) => {
      logger.info("stopped");
      process.exit(isClean ? 0 : 1);
    });
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
