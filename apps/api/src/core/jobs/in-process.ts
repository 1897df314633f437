import type { Logger } from "../logger";
import { describeError } from "../logger";
import type { JobHandler, JobQueue } from "./queue";

const MAX_ATTEMPTS = 3;

/**
 * The PGlite runner: jobs wait in memory and run one at a time after the request that queued
 * them. A job that throws is tried again up to MAX_ATTEMPTS; jobs queued but not run when the
 * process stops are lost, which is acceptable for the embedded development database only.
 */
export function inProcessQueue(logger: Logger): JobQueue {
  const handlers = new Map<string, JobHandler<object>>();
  const pending: { name: string; data: object; attempts: number }[] = [];
  let running: Promise<void> | null = null;
  let isStopped = false;

  const drain = async () => {
    while (pending.length > 0 && !isStopped) {
      const job = pending.shift()!;
      const handler = handlers.get(job.name);
      if (!handler) {
        logger.warn("job without a handler", { job: job.name });
        continue;
      }
      try {
        await handler(job.data);
      } catch (error) {
        job.attempts += 1;
        logger.warn("job failed", { job: job.name, attempts: job.attempts, ...describeError(error) });
        if (job.attempts < MAX_ATTEMPTS) pending.push(job);
      }
    }
  };
  const kick = () => {
    if (running || isStopped) return;
    running = new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
      running = null;
      if (pending.length > 0) kick();
    });
  };

  return {
    kind: "in-process",
    handle(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
    },
    start() {
      isStopped = false;
      kick();
      return Promise.resolve();
    },
    send(name, data) {
      if (isStopped) return Promise.reject(new Error("The job queue is stopped"));
      pending.push({ name, data, attempts: 0 });
      kick();
      return Promise.resolve();
    },
    async settled() {
      while (running) await running;
    },
    async stop() {
      isStopped = true;
      while (running) await running;
    },
  };
}
