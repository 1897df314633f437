import type { MiddlewareHandler } from "hono";
import { sendError } from "./errors";

/*
 * Load shedding (apps/api/README.md, "Load shedding"): when this process has more requests in
 * flight than it finished in the last second, a new request would wait longer than a second. It
 * is better answered 503 with Retry-After at once (the balancer or the browser tries again, or
 * another process answers) than left on a connection for ten seconds. The estimate is Little's
 * law: the wait is the requests in flight over the rate they complete. The event loop's delay
 * is the other signal: a loop that runs late serves every request late, whatever the count.
 */

export interface LoadSheddingSettings {
  /** The longest a request should wait; past the estimate it is refused. */
  maxWaitMs: number;
  /** Below this many requests in flight nothing is refused: at low load the rate says little. */
  minInFlight: number;
  /** A hard cap on requests in flight, whatever the measured rate. */
  maxInFlight: number;
  /** The event loop's delay past which new requests are refused. */
  maxEventLoopDelayMs: number;
}

export const DEFAULT_LOAD_SHEDDING: LoadSheddingSettings = {
  maxWaitMs: 1000,
  minInFlight: 64,
  maxInFlight: 2048,
  maxEventLoopDelayMs: 1000,
};

export interface LoadSheddingOptions extends LoadSheddingSettings {
  /** Milliseconds, monotonic; performance.now unless a test moves it. */
  clock?: () => number;
  /** The event loop's current delay in ms; eventLoopDelay() unless a test sets it. */
  eventLoopDelay?: () => number;
  /** Paths never refused: the balancer's probes must see the process as it is. */
  exempt?: readonly string[];
}

const BUCKET_MS = 100;
/** How far back completions count towards the rate: one second of 100 ms buckets. */
const BUCKETS = 10;

/** Completions per second over the last second, in 100 ms buckets. */
function completionRate(clock: () => number) {
  const counts = new Array<number>(BUCKETS).fill(0);
  let bucketAt = Math.floor(clock() / BUCKET_MS);
  const roll = () => {
    const now = Math.floor(clock() / BUCKET_MS);
    const steps = Math.min(BUCKETS, now - bucketAt);
    for (let step = 1; step <= steps; step++) counts[(bucketAt + step) % BUCKETS] = 0;
    if (now > bucketAt) bucketAt = now;
    return now;
  };
  return {
    count(): void {
      counts[roll() % BUCKETS]! += 1;
    },
    perSecond(): number {
      roll();
      return counts.reduce((sum, count) => sum + count, 0) * (1000 / (BUCKETS * BUCKET_MS));
    },
  };
}

/** Samples of the loop's delay that must all be late: one long pause (a GC, a big answer) is not overload. */
const SUSTAINED_SAMPLES = 3;

/**
 * The event loop's delay, sampled by a timer that should fire every 100 ms: how late it fired,
 * the least of the last three samples, so only a loop that keeps running late counts. The timer
 * is unref'd, so it never keeps the process alive.
 */
export function eventLoopDelay(intervalMs = 100): { current: () => number; stop: () => void } {
  let expected = performance.now() + intervalMs;
  const samples = new Array<number>(SUSTAINED_SAMPLES).fill(0);
  let next = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    samples[next] = Math.max(0, now - expected);
    next = (next + 1) % SUSTAINED_SAMPLES;
    expected = now + intervalMs;
  }, intervalMs);
  timer.unref();
  return { current: () => Math.min(...samples), stop: () => clearInterval(timer) };
}

let processDelay: ReturnType<typeof eventLoopDelay> | undefined;

/** One sampler per process, started by the first app that needs it. */
function sharedEventLoopDelay(): () => number {
  processDelay ??= eventLoopDelay();
  return processDelay.current;
}

export interface LoadShedder {
  middleware: MiddlewareHandler;
  /** Requests being served now (for tests and the log). */
  inFlight: () => number;
}

export function loadShedding(options: LoadSheddingOptions): LoadShedder {
  const clock = options.clock ?? (() => performance.now());
  const delay = options.eventLoopDelay ?? sharedEventLoopDelay();
  const exempt = new Set(options.exempt ?? []);
  const rate = completionRate(clock);
  let inFlight = 0;
  const isOverloaded = (): boolean => {
    if (inFlight >= options.maxInFlight) return true;
    if (delay() > options.maxEventLoopDelayMs) return true;
    if (inFlight < options.minInFlight) return false;
    // Little's law: what is in flight now is served in inFlight / rate seconds.
    const perSecond = rate.perSecond();
    return inFlight * 1000 > perSecond * options.maxWaitMs;
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    if (exempt.has(c.req.path)) return next();
    if (isOverloaded()) {
      c.header("Retry-After", "1");
      return sendError(c, 503, "ServiceUnavailable", "overloaded");
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      rate.count();
    }
  };
  return { middleware, inFlight: () => inFlight };
}
