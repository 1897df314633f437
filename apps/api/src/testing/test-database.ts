import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../core/app";
import type { CatalogueOptions } from "../seed/catalogue/build";
import { openDatabase, type DatabaseHandle, type DriverName } from "../core/db/client";
import { runMigrations } from "../core/db/migrate";
import { seedDatabase } from "../seed/seed";
import { readTestDatabaseUrl } from "../core/env";
import type { Logger } from "../core/logger";
import type { AppOptions } from "../core/dependencies";
import { FakeBankId } from "./bankid-fake";
import { fakeEidClient } from "./eid-fake";
import {
  buildOnce,
  pgliteDumpPath,
  postgresReadyPath,
  postgresTemplateName,
  readDump,
  templateRun,
  variantKey,
  writeAtomically,
} from "./database-templates";

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}

export interface TestDriver {
  name: DriverName;
  /** A fresh, empty database of this driver, and how to get rid of it. */
  create: () => Promise<TestDatabase>;
  /**
   * A fresh database, migrated and seeded with this catalogue: a copy of the run's template of
   * that seed (database-templates.ts), or migrated and seeded here when the run has none.
   */
  createSeeded: (catalogue: CatalogueOptions | false) => Promise<TestDatabase>;
}

async function migrateAndSeed(database: TestDatabase, catalogue: CatalogueOptions | false): Promise<TestDatabase> {
  await runMigrations(database.handle.connection);
  await seedDatabase(database.handle.db, undefined, { catalogue });
  return database;
}

async function openPglite(dump?: Blob): Promise<TestDatabase> {
  const handle = await openDatabase({ pgliteDataDir: "memory://", ...(dump ? { pgliteDump: dump } : {}) });
  return { handle, dispose: () => handle.close() };
}

const pglite: TestDriver = {
  name: "pglite",
  create: () => openPglite(),
  async createSeeded(catalogue) {
    const run = templateRun();
    if (!run) return migrateAndSeed(await openPglite(), catalogue);
    const dumpPath = pgliteDumpPath(run, variantKey(catalogue));
    // The file that builds the template keeps the database it built.
    const built = await buildOnce(dumpPath, async () => {
      const database = await migrateAndSeed(await openPglite(), catalogue);
      const { connection } = database.handle;
      if (connection.driver !== "pglite") throw new Error("A PGlite test database without PGlite");
      const dump = await connection.client.dumpDataDir("none");
      await writeAtomically(dumpPath, new Uint8Array(await dump.arrayBuffer()));
      return database;
    });
    return built ?? openPglite(await readDump(dumpPath));
  },
};

/*
 * A new database per test file and driver, not a schema: drizzle-kit writes "public"."sites"
 * into foreign keys, and parallel test files must not see each other's rows.
 */
function postgres(serverUrl: string): TestDriver {
  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  /** An empty database, or a copy of `template` (milliseconds: PostgreSQL copies the files). */
  const create = async (template?: string): Promise<TestDatabase> => {
    const name = `housing_api_test_${process.pid}_${randomBytes(4).toString("hex")}`;
    await admin((client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`));
    const handle = await openDatabase({ databaseUrl: urlOf(name) });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
      },
    };
  };
  return {
    name: "postgres",
    create: () => create(),
    async createSeeded(catalogue) {
      const run = templateRun();
      if (!run) return migrateAndSeed(await create(), catalogue);
      const key = variantKey(catalogue);
      const template = postgresTemplateName(run, key);
      const ready = postgresReadyPath(run, key);
      await buildOnce(ready, async () => {
        // A build that failed half-way left its database behind.
        await admin((client) => client.query(`drop database if exists "${template}" with (force)`));
        await admin((client) => client.query(`create database "${template}"`));
        const handle = await openDatabase({ databaseUrl: urlOf(template) });
        try {
          await migrateAndSeed({ handle, dispose: () => handle.close() }, catalogue);
        } finally {
          // A template takes no copies while anyone is connected to it.
          await handle.close();
        }
        await writeAtomically(ready, template);
      });
      return create(template);
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL points at a server. */
export function testDrivers(): TestDriver[] {
  const serverUrl = readTestDatabaseUrl();
  return serverUrl ? [pglite, postgres(serverUrl)] : [pglite];
}

export interface SeededApp {
  readonly app: Hono;
  readonly handle: DatabaseHandle;
}

export interface SeededAppOptions {
  /** false: migrate only. */
  seed?: boolean;
  /**
   * The residence catalogue to seed with the content: off unless asked for, so tests that
   * never read it do not pay for it (`{}` is the default size, `{ objects: 500 }` a small one).
   */
  catalogue?: CatalogueOptions | false;
  /** Where the app logs; silent unless a test reads the log. */
  logger?: Logger;
  /** More app options; BankID is an in-process fake unless given. */
  app?: Omit<AppOptions, "db" | "driver" | "logger">;
}

/**
 * Registers hooks that give the surrounding describe block a migrated and seeded database
 * and the app on top of it; read the fields inside tests, after beforeAll has run.
 */
export function useSeededApp(driver: TestDriver, options: SeededAppOptions = {}): SeededApp {
  let state: { app: Hono; handle: DatabaseHandle; dispose: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const { handle, dispose } =
      options.seed === false
        ? // The seed's own tests seed an empty, migrated database themselves.
          await driver.create().then(async (database) => {
            await runMigrations(database.handle.connection);
            return database;
          })
        : await driver.createSeeded(options.catalogue ?? false);
    const app = createApp({
      db: handle.db,
      driver: handle.driver,
      logger: options.logger,
      bankId: new FakeBankId(),
      eid: fakeEidClient(),
      // Request limits are core/rate-limit's tests' subject; elsewhere they would only count the tests' calls.
      rateLimits: false,
      ...options.app,
    });
    state = { app, handle, dispose };
  });
  afterAll(async () => {
    await state?.dispose();
  });
  const current = () => {
    if (!state) throw new Error("The test database is not ready; use it inside a test");
    return state;
  };
  return {
    get app() {
      return current().app;
    },
    get handle() {
      return current().handle;
    },
  };
}
