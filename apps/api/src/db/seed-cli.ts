import { runDatabaseTask } from "./cli";
import { runMigrations } from "./migrate";
import { seedDatabase } from "./seed";

// Migrates first, so `pnpm db:seed` also works on a database that has never been started.
await runDatabaseTask("seed", async (database, logger) => {
  await runMigrations(database.connection);
  const counts = await seedDatabase(database.db);
  logger.info("database seeded", { driver: database.driver, ...counts });
});
