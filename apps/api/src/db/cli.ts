import { readEnv } from "../env";
import { createLogger, describeError, type Logger } from "../logger";
import { openDatabase, type DatabaseHandle } from "./client";

/** Opens the configured database, runs a task and always closes it again; exit code 1 on failure. */
export async function runDatabaseTask(name: string, task: (database: DatabaseHandle, logger: Logger) => Promise<void>): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDataDir: env.pgliteDataDir });
  try {
    await task(database, logger);
  } catch (error) {
    logger.error(`${name} failed`, describeError(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
