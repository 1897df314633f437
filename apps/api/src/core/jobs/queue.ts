/**
 * Background jobs with one interface on both databases: pg-boss on PostgreSQL (jobs survive a
 * restart and several API instances share them), an in-process runner on PGlite (one process
 * owns the database anyway). A module registers its handlers once (ApiModule.jobs); the same
 * handler runs whichever runner is underneath.
 */
export type JobHandler<TData> = (data: TData) => Promise<void>;

/** How a job name is worked on pg-boss (the in-process runner takes each job as it comes). */
export interface JobOptions {
  /** Jobs fetched at once (default 1); an idle worker waits pollingIntervalSeconds only when it got fewer. */
  batchSize?: number;
  /** The idle worker's wait before asking again (default the queue's, 2 s; pg-boss's least is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Run the jobs of one batch side by side (handlers that may race each other safely); one after another otherwise. */
  isParallel?: boolean;
}

export interface JobQueue {
  readonly kind: "pg-boss" | "in-process";
  /** Registers the handler of a job name; before start(). */
  handle<TData extends object>(name: string, handler: JobHandler<TData>, options?: JobOptions): void;
  /** Starts working the registered names (pg-boss creates its schema on the first start). */
  start(): Promise<void>;
  /** Queues one job; it runs after the caller's request has answered. */
  send<TData extends object>(name: string, data: TData): Promise<void>;
  /** Resolves when every job queued so far has run (tests and benchmarks). */
  settled(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
}
