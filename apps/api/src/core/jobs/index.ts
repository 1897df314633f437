import type { DatabaseHandle } from "../db/client";
import type { Logger } from "../logger";
import { inProcessQueue } from "./in-process";
import { pgBossQueue, type PgBossQueueOptions } from "./pg-boss";
import type { JobQueue } from "./queue";

export type { JobHandler, JobOptions, JobQueue } from "./queue";
export { inProcessQueue } from "./in-process";
export { pgBossQueue } from "./pg-boss";

/** pg-boss on PostgreSQL, the in-process runner on PGlite. */
export function jobQueueFor(database: DatabaseHandle, logger: Logger, options: PgBossQueueOptions = {}): JobQueue {
  return database.connection.driver === "postgres"
    ? pgBossQueue(database.connection.pool, logger, options)
    : inProcessQueue(logger);
}
