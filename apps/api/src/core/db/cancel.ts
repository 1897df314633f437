import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import type pg from "pg";

/*
 * Queries that stop when their request does (apps/api/README.md, "Cancelled requests"). A read
 * route runs inside `cancelQueriesOnAbort`: its request's AbortSignal (aborted by
 * @hono/node-server when the client closes the connection) and a time limit are put in an
 * AsyncLocalStorage. Every query such a handler sends through the pool (`cancellablePool`) runs
 * on a connection whose server process is known; when the signal aborts or the time runs out,
 * `pg_cancel_backend(pid)` is sent on another connection and PostgreSQL stops the statement
 * (SQLSTATE 57014). The queries of a handler still run side by side, each on its own
 * connection. Writes are not wrapped: a write cut half-way is worse than one that finishes.
 * PGlite runs in this process, one query at a time; there is nothing to cancel there.
 */

interface QueryScope {
  signal: AbortSignal;
  /** The longest a statement of this request may run, ms. */
  timeoutMs: number;
}

const scopes = new AsyncLocalStorage<QueryScope>();

/** SQLSTATE of a statement cancelled by pg_cancel_backend or statement_timeout. */
export const QUERY_CANCELED = "57014";

/** The default limit of one statement of a read route, ms (HOUSING_DB_READ_TIMEOUT_MS). */
export const DEFAULT_READ_TIMEOUT_MS = 10_000;

export interface CancelQueriesOptions {
  /** Path prefixes of the read routes whose queries stop with their request. */
  paths: readonly string[];
  timeoutMs?: number;
}

export function cancelQueriesOnAbort({
  paths,
  timeoutMs = DEFAULT_READ_TIMEOUT_MS,
}: CancelQueriesOptions): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (!paths.some((prefix) => path.startsWith(prefix))) return next();
    await scopes.run({ signal: c.req.raw.signal, timeoutMs }, next);
  };
}

type QueryArgs = Parameters<pg.PoolClient["query"]>;

/**
 * Makes `pool.query` cancellable for the queries of a `cancelQueriesOnAbort` scope; other
 * queries (writes, jobs, migrations) go on as before.
 */
export function cancellablePool(pool: pg.Pool): pg.Pool {
  const plainQuery = pool.query.bind(pool) as (...args: QueryArgs) => Promise<unknown>;
  const cancelBackend = (pid: number) =>
    (pool.query.bind(pool) as (text: string, values: unknown[]) => Promise<unknown>)("select pg_cancel_backend($1)", [
      pid,
    ]);
  const query = async (...args: QueryArgs): Promise<unknown> => {
    const scope = scopes.getStore();
    if (!scope) return plainQuery(...args);
    // A request already gone sends nothing.
    scope.signal.throwIfAborted();
    const client = await pool.connect();
    const pid = (client as unknown as { processID: number }).processID;
    let cancelling: Promise<unknown> | undefined;
    const cancel = () => {
      // Outside the scope: the cancel itself must not be cancellable.
      cancelling ??= scopes.exit(() => cancelBackend(pid)).catch(() => undefined);
    };
    const timer = setTimeout(cancel, scope.timeoutMs);
    scope.signal.addEventListener("abort", cancel, { once: true });
    try {
      if (scope.signal.aborted) cancel();
      return await (client.query as (...queryArgs: QueryArgs) => Promise<unknown>)(...args);
    } finally {
      clearTimeout(timer);
      scope.signal.removeEventListener("abort", cancel);
      // A cancel still on its way must land before the connection serves another query.
      if (cancelling) await cancelling;
      client.release();
    }
  };
  pool.query = query as unknown as pg.Pool["query"];
  return pool;
}
