import { readEnv, type ApiEnv } from "../env";
import { createLogger, describeError, type Logger } from "../logger";
import { openDatabase, type DatabaseHandle } from "./client";

/** Opens the configured database, runs a task and always closes it again; exit code 1 on failure. */
export async function runDatabaseTask(
  name: string,
  task: (database: DatabaseHandle, logger: Logger) => Promise<void>,
): Promise<void> {
  let env: ApiEnv;
  try {
    env = readEnv();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
    return;
  }
  const logger = createLogger(env.logLevel);
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDataDir: env.pgliteDataDir });
  try {
    await task(database, logger);
  } catch (error) {
    // Run by hand on seed data, not on a visitor's input: the message helps and holds nothing personal.
    logger.error(`${name} failed`, {
      ...describeError(error),
      message: error instanceof Error ? error.message : String(error),
    });
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
