import { connect } from "node:net";
import { Hono, type MiddlewareHandler } from "hono";
import { HealthSchema, ReadySchema, type Health, type Ready, type ReadyProvider } from "@housing/contracts";
import type { AppDependencies } from "./dependencies";
import { pingDatabase } from "./db/client";
import { describeError } from "./logger";
import type { OperationSpec } from "./openapi/operation";

/*
 * The balancer's two probes (apps/api/README.md, "Health and readiness"):
 * - GET /health: the process is alive and serving. No database call: a slow database must not get
 *   a living process restarted.
 * - GET /ready: whether to route traffic here: 200 when the database answers ("degraded" when a
 *   configured provider does not accept a connection: every process shares that provider, so the
 *   balancer must not take them all out for it), 503 without the database, and at once once
 *   shutdown began. Checked at most every few seconds.
 */

/** An external service the API calls: its name in the answer and the address checked (never answered). */
export interface ProviderEndpoint {
  name: ReadyProvider;
  url: string;
}

/** How long a check result is reused, and how long one check may take. */
export const READY_CACHE_MS = 5000;
export const READY_CHECK_TIMEOUT_MS = 1000;

/** The process's readiness: main.ts marks it shutting down on SIGTERM. */
export interface Readiness {
  readonly isShuttingDown: boolean;
  markShuttingDown(): void;
  readonly providers: readonly ProviderEndpoint[];
}

export function createReadiness(providers: readonly ProviderEndpoint[] = []): Readiness {
  let isShuttingDown = false;
  return {
    get isShuttingDown() {
      return isShuttingDown;
    },
    markShuttingDown() {
      isShuttingDown = true;
    },
    providers,
  };
}

/** While shutting down, every answer closes its connection, so keep-alive clients move to another process. */
export function closeConnectionsWhenShuttingDown(readiness: Readiness): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!readiness.isShuttingDown) return;
    try {
      c.res.headers.set("Connection", "close");
    } catch {
      // A response with immutable headers (a redirect, a fetched one): copied once so it can say so.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Connection", "close");
    }
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether a TCP connection to the URL's host and port opens within the timeout. */
export function canConnect(url: string, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<boolean> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(false);
  }
  const port = Number(target.port) || (target.protocol === "https:" ? 443 : 80);
  const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (isOpen: boolean) => {
      socket.destroy();
      resolve(isOpen);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export interface HealthRouteOptions {
  readiness: Readiness;
  /** Checks one provider; canConnect unless a test gives its own. */
  checkProvider?: (endpoint: ProviderEndpoint) => Promise<boolean>;
  /** Milliseconds, monotonic (the cache's clock). */
  clock?: () => number;
}

export function healthRoutes(
  { db, driver, version, logger }: AppDependencies,
  {
    readiness,
    checkProvider = (endpoint) => canConnect(endpoint.url),
    clock = () => performance.now(),
  }: HealthRouteOptions,
): Hono {
  let lastDatabaseState = true;
  let cached: { at: number; answer: Promise<Omit<Ready, "isShuttingDown" | "status">> } | undefined;
  const check = async (): Promise<Omit<Ready, "isShuttingDown" | "status">> => {
    const database = withTimeout(pingDatabase(db), READY_CHECK_TIMEOUT_MS).then(
      () => true,
      (error: unknown) => {
        logger.warn("database not reachable", describeError(error));
        return false;
      },
    );
    const providers = readiness.providers.map(async (endpoint) => ({
      name: endpoint.name,
      isReachable: await checkProvider(endpoint).catch(() => false),
    }));
    const isReachable = await database;
    lastDatabaseState = isReachable;
    const answers = await Promise.all(providers);
    for (const provider of answers) {
      if (!provider.isReachable) logger.warn("provider not reachable", { provider: provider.name });
    }
    return { database: { driver, isReachable }, providers: answers, version };
  };
  return new Hono()
    .get("/health", (c) => {
      const body: Health = { status: "ok", database: { driver, isReachable: lastDatabaseState }, version };
      return c.json(body);
    })
    .get("/ready", async (c) => {
      if (readiness.isShuttingDown) {
        const body: Ready = {
          status: "notReady",
          isShuttingDown: true,
          database: { driver, isReachable: lastDatabaseState },
          providers: [],
          version,
        };
        return c.json(body, 503);
      }
      const now = clock();
      if (!cached || now - cached.at > READY_CACHE_MS) cached = { at: now, answer: check() };
      const state = await cached.answer;
      const isReady = state.database.isReachable;
      const isWhole = state.providers.every((provider) => provider.isReachable);
      const status = !isReady ? "notReady" : isWhole ? "ready" : "degraded";
      const body: Ready = { status, isShuttingDown: false, ...state };
      return c.json(body, isReady ? 200 : 503);
    });
}

export const healthOperation: OperationSpec = {
  method: "get",
  path: "/health",
  operationId: "getHealth",
  tag: "System",
  summary: "Liveness: the process is alive",
  description:
    "Answers 200 while the process serves requests, without calling the database (a slow database must not get a " +
    "living process restarted). `database.isReachable` is what the last /ready check saw. The balancer routes by /ready.",
  responses: {
    200: { description: "The process is alive.", schema: HealthSchema },
  },
};

export const readyOperation: OperationSpec = {
  method: "get",
  path: "/ready",
  operationId: "getReady",
  tag: "System",
  summary: "Readiness: the database answers; the configured providers are reported",
  description:
    "200 `ready` when the database answers and every configured provider (BankID, e-ID broker, Swish, card, Svea) " +
    "accepts a connection, 200 `degraded` naming the provider that does not (the calls that need it fail fast; the " +
    "rest serves). Checked at most every 5 seconds with a 1 second timeout each. 503 without the database, and 503 " +
    "at once once the process is shutting down, so the balancer stops routing to it.",
  responses: {
    200: { description: "Ready for traffic (`ready` or `degraded`).", schema: ReadySchema },
    503: { description: "The database does not answer, or the process is shutting down.", schema: ReadySchema },
  },
};
