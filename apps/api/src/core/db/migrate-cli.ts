import { runDatabaseTask } from "./cli";
import { runMigrations } from "./migrate";

await runDatabaseTask("migrate", async (database, logger) => {
  await runMigrations(database.connection);
  logger.info("migrations applied", { driver: database.driver });
});
