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
