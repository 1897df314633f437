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

export interface TestDriver {
  name: DriverName;
  /** A fresh, empty database of this driver, and how to get rid of it. */
  create: () => Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>;
}

const pglite: TestDriver = {
  name: "pglite",
  async create() {
    const handle = await openDatabase({ pgliteDataDir: "memory://" });
    return { handle, dispose: () => handle.close() };
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
  return {
    name: "postgres",
    async create() {
      const name = `housing_api_test_${process.pid}_${randomBytes(4).toString("hex")}`;
      await admin((client) => client.query(`create database "${name}"`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      return {
        handle,
        dispose: async () => {
          await handle.close();
          await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
        },
      };
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
    const { handle, dispose } = await driver.create();
    await runMigrations(handle.connection);
    if (options.seed !== false) await seedDatabase(handle.db, undefined, { catalogue: options.catalogue ?? false });
    const app = createApp({
      db: handle.db,
      driver: handle.driver,
      logger: options.logger,
      bankId: new FakeBankId(),
      eid: fakeEidClient(),
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
