import { startPostgres } from "@housing/test-postgres";
import { openDatabase, type DatabaseHandle } from "../src/core/db/client";

/**
 * Runs a benchmark once on an in-memory PGlite and once on a throw-away PostgreSQL cluster (or
 * only one of them: `only` is the `--only` option), each database closed after its run. The
 * label names the database as the tables print it.
 */
export async function onEachDatabase<T>(
  only: string | undefined,
  bench: (label: string, handle: DatabaseHandle, driver: "pglite" | "postgres") => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  if (only !== "postgres") {
    const handle = await openDatabase({ pgliteDataDir: "memory://" });
    try {
      results.push(await bench("PGlite", handle, "pglite"));
    } finally {
      await handle.close();
    }
  }
  if (only !== "pglite") {
    const server = await startPostgres();
    try {
      const handle = await openDatabase({ databaseUrl: server.url });
      try {
        results.push(await bench(`PostgreSQL ${server.version ?? ""}`.trim(), handle, "postgres"));
      } finally {
        await handle.close();
      }
    } finally {
      server.stop();
    }
  }
  return results;
}
