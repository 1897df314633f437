import type { Server } from "node:http";
import type { Readiness } from "./health";
import { describeError, type Logger } from "./logger";

export interface GracefulShutdownOptions {
  server: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  readiness: Readiness;
  /** How long requests in flight may take to finish before their connections are closed, ms. */
  graceMs: number;
  /** What closes after the last request: the jobs, then the database. */
  closeResources: () => Promise<void>;
  logger: Logger;
}

/** How often idle keep-alive connections are closed while requests finish. */
const IDLE_SWEEP_MS = 100;

/**
 * SIGTERM's order (apps/api/README.md, "Shutdown"): /ready answers 503 at once, so the balancer
 * stops routing here; the listening socket closes, so new connections are refused; requests in
 * flight finish, and each keep-alive connection closes as soon as it is idle (answers in the
 * meantime say `Connection: close`, see closeConnectionsWhenShuttingDown); past `graceMs` the
 * rest are cut. Then the jobs stop and the database pool closes. Resolves true when everything
 * closed cleanly.
 */
export async function gracefulShutdown(options: GracefulShutdownOptions): Promise<boolean> {
  const { server, readiness, logger } = options;
  readiness.markShuttingDown();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    logger.warn("requests still in flight at the end of the grace period; closing their connections");
    server.closeAllConnections();
  }, options.graceMs);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  try {
    // The running jobs finish before the database they write to closes.
    await options.closeResources();
    return true;
  } catch (error) {
    logger.error("closing the jobs or the database failed", describeError(error));
    return false;
  }
}
