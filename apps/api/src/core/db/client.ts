import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { schema } from "./schema";
import { cancellablePool } from "./cancel";

export type Schema = typeof schema;

/** The database as routes and the seed see it: the same type whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DriverName = "pglite" | "postgres";

/** The driver-specific handles, for the few places that must know (migrations, closing). */
export type Connection =
  | { driver: "pglite"; db: PgliteDatabase<Schema>; client: PGlite }
  | { driver: "postgres"; db: NodePgDatabase<Schema>; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  driver: DriverName;
  connection: Connection;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or memory:// for a database that lives as long as the process. */
  pgliteDataDir?: string;
  /** A PGlite data folder dump (`dumpDataDir`) to start from instead of an empty cluster. */
  pgliteDump?: Blob;
  /** Called when an idle pooled PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError);
  return openPglite(options.pgliteDataDir ?? "memory://", options.pgliteDump);
}

async function openPglite(dataDir: string, dump?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) await mkdir(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: dump });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  let isClosed = false;
  return {
    db,
    driver: "pglite",
    connection: { driver: "pglite", db, client },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await client.close();
    },
  };
}

async function openPostgres(connectionString: string, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  // Read routes' queries stop with their request (cancel.ts).
  const pool = cancellablePool(new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 }));
  // An idle client losing its connection must not take the process down.
  pool.on("error", (error) => onPoolError?.(error));
  const db = drizzlePostgres({ client: pool, schema });
  let isClosed = false;
  return {
    db,
    driver: "postgres",
    connection: { driver: "postgres", db, pool },
    close: async () => {
      if (isClosed) return;
      isClosed = true;
      await pool.end();
    },
  };
}

/** Throws when the database does not answer (GET /health). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
