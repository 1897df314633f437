import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { MIGRATIONS_FOLDER } from "../paths";
import type { Connection } from "./client";

/** Applies the SQL migrations in drizzle/ that the database has not seen yet. */
export async function runMigrations(connection: Connection, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  if (connection.driver === "pglite") {
    await migratePglite(connection.db, { migrationsFolder });
  } else {
    await migratePostgres(connection.db, { migrationsFolder });
  }
}

/** The advisory lock key of the start-up work (any fixed 64-bit number; "housing" in ASCII). */
const STARTUP_LOCK_KEY = 0x686f7573696e67n;

/**
 * Runs the start-up work (migrations, the first seed) holding a PostgreSQL advisory lock, so API
 * processes started together (two replicas of a deployment) take turns: the first migrates and
 * seeds, the others then find the database done. On PGlite the process has the database to itself.
 */
export async function withStartupLock<T>(connection: Connection, work: () => Promise<T>): Promise<T> {
  if (connection.driver === "pglite") return work();
  const client = await connection.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
