import PgBoss from "pg-boss";
import type pg from "pg";
import type { Logger } from "../logger";
import { describeError } from "../logger";
import type { JobHandler, JobOptions, JobQueue } from "./queue";

export interface PgBossQueueOptions {
  /** How often an idle worker asks for jobs; pg-boss's least is 0.5 s. */
  pollingIntervalSeconds?: number;
}

/**
 * The PostgreSQL runner: pg-boss over the API's own connection pool (DATABASE_URL), its tables
 * in the `pgboss` schema, which it creates and migrates on start. A job that throws is retried
 * by pg-boss (retryLimit) with a growing delay.
 */
export function pgBossQueue(pool: pg.Pool, logger: Logger, options: PgBossQueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    // Job rows are for the queue, not an archive: a week of completed jobs is plenty to look into.
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => logger.warn("job queue error", describeError(error)));
  const handlers = new Map<string, { handler: JobHandler<object>; options: JobOptions }>();
  let isStarted = false;

  return {
    kind: "pg-boss",
    handle(name, handler, jobOptions = {}) {
      handlers.set(name, { handler: handler as JobHandler<object>, options: jobOptions });
    },
    async start() {
      if (isStarted) return;
      isStarted = true;
      await boss.start();
      for (const [name, { handler, options: jobOptions }] of handlers) {
        await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 5, retryBackoff: true });
        await boss.work<object>(
          name,
          {
            batchSize: jobOptions.batchSize ?? 1,
            pollingIntervalSeconds: jobOptions.pollingIntervalSeconds ?? options.pollingIntervalSeconds ?? 2,
          },
          async (jobs) => {
            if (!jobOptions.isParallel) {
              for (const job of jobs) await handler(job.data);
              return;
            }
            // A failure fails the batch (pg-boss retries it): the handlers of such a queue are idempotent.
            const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
            const failed = outcomes.find((outcome) => outcome.status === "rejected");
            if (failed) throw failed.reason;
          },
        );
      }
    },
    async send(name, data) {
      await boss.send(name, data);
    },
    async settled() {
      for (const name of handlers.keys()) {
        // Created, retrying or active: everything before "completed".
        while ((await boss.getQueueSize(name, { before: "completed" })) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      // close: false, the pool is the API's and closes with the database.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 8_000 });
    },
  };
}
