import { parseArgs } from "node:util";
import { DEFAULT_CATALOGUE_OBJECTS } from "./catalogue/build";
import { runDatabaseTask } from "../core/db/cli";
import { runMigrations } from "../core/db/migrate";
import { readEnv } from "../core/env";
import { fileStoreFromConfig } from "../core/uploads";
import { storeSeedCaseFiles } from "./case-files";
import { seedDatabase } from "./seed";

/** `--objects 50000`: the catalogue's size (homes in all); benchmarks seed 50,000 or 100,000. */
function readObjectCount(): number {
  // pnpm passes a lone "--" through when called as `pnpm db:seed -- --objects 5000`.
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  const { values } = parseArgs({ args, options: { objects: { type: "string" } } });
  if (values.objects === undefined) return DEFAULT_CATALOGUE_OBJECTS;
  const objects = Number(values.objects.replaceAll("_", ""));
  if (!Number.isInteger(objects) || objects < 1)
    throw new Error(`--objects must be a whole number, not "${values.objects}"`);
  return objects;
}

// Migrates first, so `pnpm db:seed` also works on a database that has never been started.
await runDatabaseTask("seed", async (database, logger) => {
  const objects = readObjectCount();
  await runMigrations(database.connection);
  const startedAt = performance.now();
  const counts = await seedDatabase(database.db, undefined, { catalogue: { objects, now: new Date() } });
  logger.info("database seeded", {
    driver: database.driver,
    durationMs: Math.round(performance.now() - startedAt),
    ...counts,
  });
  // The seeded cases' attachments into the configured file store (a folder or the S3 bucket).
  const files = await storeSeedCaseFiles(fileStoreFromConfig(readEnv().files));
  logger.info("seed files stored", { files });
});
