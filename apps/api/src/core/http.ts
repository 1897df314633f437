import { randomUUID } from "node:crypto";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { TrieRouter } from "hono/router/trie-router";
import { ERROR_MESSAGES, sendError, sendNotFound } from "./errors";
import { describeError, errorCodeOf, type Logger } from "./logger";
import { QUERY_CANCELED } from "./db/cancel";

/** Request bodies above 1 MB are refused with 413 before any handler reads them. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface LimitBodyOptions {
  /** Requests this limit leaves alone: routes that set and count their own (uploads, core/uploads). */
  exempt?: (c: Context) => boolean;
}

/**
 * 413, and the connection is closed: the rest of the refused body may still be on its way, and
 * reading it only to keep the connection would defeat the limit (RFC 9110, section 15.5.14).
 */
export function limitBody(options: LimitBodyOptions = {}): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      c.header("Connection", "close");
      return sendError(c, 413, "PayloadTooLarge", ERROR_MESSAGES.payloadTooLarge);
    },
  });
  const { exempt } = options;
  if (!exempt) return limit;
  return async (c, next) => (exempt(c) ? next() : limit(c, next));
}

export const REQUEST_ID_HEADER = "x-request-id";
const INCOMING_REQUEST_ID = /^[\w.:-]{1,128}$/;
// Keyed by the context: the body limit may swap c.req.raw for a wrapped request.
const requestIds = new WeakMap<Context, string>();

/** The id of this request in the log lines and the x-request-id answer header. */
export function requestIdOf(c: Context): string {
  return requestIds.get(c) ?? "-";
}

/**
 * Gives every request an id (the caller's x-request-id when it is a plain token, otherwise a new
 * one). The header is added after the handler, like the CORS headers (see corsHeaders).
 */
export function assignRequestIds(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    requestIds.set(c, id);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, id);
    }
  };
}

export interface CorsOptions {
  /** Browser origins allowed to call with credentials; never "*" (spec section 7). */
  origins: readonly string[];
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  maxAgeSeconds: number;
}

/**
 * CORS for the sites' browsers. The headers go onto the handler's own response after it has
 * run: a middleware that writes them first (as hono/cors does) makes Hono copy every answer
 * into a new Response, which for the map's 530 kB search answer cost about 4 ms of encoding
 * and checking the text again (BENCHMARKS.md). A preflight is answered here with 204.
 */
export function corsHeaders(options: CorsOptions): MiddlewareHandler {
  const allowed = new Set(options.origins);
  const allowMethods = options.allowMethods.join(",");
  const allowHeaders = options.allowHeaders.join(",");
  const maxAge = String(options.maxAgeSeconds);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const allowOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === "OPTIONS") {
      const headers = new Headers({
        "Access-Control-Allow-Credentials": "true",
        "Access-Control-Allow-Methods": allowMethods,
        "Access-Control-Allow-Headers": allowHeaders,
        "Access-Control-Max-Age": maxAge,
        Vary: "Origin, Access-Control-Request-Headers",
      });
      if (allowOrigin) headers.set("Access-Control-Allow-Origin", allowOrigin);
      return new Response(null, { status: 204, headers });
    }
    await next();
    let headers = c.res.headers;
    try {
      headers.set("Access-Control-Allow-Credentials", "true");
    } catch {
      // A response with immutable headers (a fetched one): copied once so they can be added.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set("Access-Control-Allow-Credentials", "true");
    }
    if (allowOrigin) {
      headers.set("Access-Control-Allow-Origin", allowOrigin);
      // Not CORS-safelisted: without this a page could not read a 429's or 503's wait, or the request id.
      headers.set("Access-Control-Expose-Headers", "Retry-After, X-Request-Id");
    }
    headers.append("Vary", "Origin");
  };
}

/**
 * One line per request with the route it matched (`/residence/search/tags`,
 * `/:pagePath{.+}/GetViewModel`), never the path itself, its query or its body: those carry what
 * a visitor typed.
 */
export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    logger.info("request", {
      requestId: requestIdOf(c),
      method: c.req.method,
      route: routePath(c, -1),
      status: c.res.status,
      durationMs: Math.round(performance.now() - startedAt),
    });
  };
}

const ERROR_NAMES: Partial<Record<number, string>> = {
  400: "InvalidInput",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  413: "PayloadTooLarge",
};

/**
 * Database errors a request's values cause rather than the server: SQLSTATE class 22 (data
 * exception: a value out of range, text the encoding rejects) and 54 (a statement too complex).
 * The validation layer should have refused such input already; if some slips through, it is
 * still the caller's mistake and a 400, not a 500.
 */
const CLIENT_SQL_STATE = /^(22|54)/;

function isClientInputError(error: unknown): boolean {
  if (error instanceof URIError) return true;
  const code = errorCodeOf(error);
  return code !== undefined && /^[0-9A-Z]{5}$/.test(code) && CLIENT_SQL_STATE.test(code);
}

/** The methods each route path answers, from the routes table, for 405's Allow header. */
function methodsByPath(app: Hono): (path: string) => string[] {
  const router = new TrieRouter<string>();
  for (const route of app.routes) {
    if (route.method !== "ALL") router.add("ALL", route.path, route.method);
  }
  return (path) => {
    const [matches] = router.match("GET", path) as [[string, unknown][]];
    const methods = new Set(matches.map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    if (methods.size > 0) methods.add("OPTIONS");
    return [...methods].sort();
  };
}

/**
 * Every error leaves as the contract's error body (spec section 8): a path served under another
 * method is a 405 with Allow, HTTP exceptions keep their status, bad input that got past the
 * schemas is a 400, anything unexpected is a 500 with the generic message. Log lines name the
 * error's class and code, the route and the request id, never the error's message (see
 * describeError). Call it after every route is mounted: the Allow header is read from them.
 */
export function handleErrors(app: Hono, logger: Logger): void {
  const allowedMethods = methodsByPath(app);
  app.notFound((c) => {
    const methods = allowedMethods(c.req.path);
    if (methods.length === 0) return sendNotFound(c);
    c.header("Allow", methods.join(", "));
    return sendError(c, 405, "MethodNotAllowed", ERROR_MESSAGES.methodNotAllowed);
  });
  app.onError((error, c) => {
    const where = { requestId: requestIdOf(c), method: c.req.method, route: routePath(c, -1) };
    if (error instanceof HTTPException && error.status < 500) {
      const name = ERROR_NAMES[error.status] ?? "Error";
      return sendError(c, error.status, name, error.message || ERROR_MESSAGES.invalidInput);
    }
    if (errorCodeOf(error) === QUERY_CANCELED || (error instanceof Error && error.name === "AbortError")) {
      // Cancelled with its request (the caller left) or past the read time limit (core/db/cancel.ts).
      logger.warn("query cancelled", { ...where, ...describeError(error) });
      c.header("Retry-After", "1");
      return sendError(c, 503, "ServiceUnavailable", "queryCancelled");
    }
    if (isClientInputError(error)) {
      logger.warn("input refused by the database", { ...where, ...describeError(error) });
      return sendError(c, 400, "InvalidInput", ERROR_MESSAGES.invalidInput);
    }
    logger.error("unhandled error", { ...where, ...describeError(error) });
    return sendError(c, 500, "Error", ERROR_MESSAGES.somethingWentWrong);
  });
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A browser sends Origin with every state-changing request, also with the "simple" ones CORS lets
 * through without a preflight (a form post, a sendBeacon with a text/plain body, a POST without
 * a body: web vitals and experiment events). Such a request from a page of another site is
 * refused here with 403, before it writes anything. Requests without Origin (servers: the
 * sites' session bridge, the payment providers' callbacks) are not browsers' and pass.
 */
export function refuseForeignOrigins(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined || allowed.has(origin)) return next();
    return sendError(c, 403, "Forbidden", "originNotAllowed", {
      "headers.origin": ["Must be one of the sites' origins"],
    });
  };
}

/**
 * Headers every answer carries: nosniff, so a browser never runs an answer as another type than
 * it says, and Cross-Origin-Resource-Policy, so a page of another site cannot embed it. Pictures
 * are the exception (`cross-origin`): the brands' pages on their own domains show the API's
 * /media/ images. Set after the handler, like the CORS headers (see corsHeaders).
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const policy = (c.res.headers.get("content-type") ?? "").startsWith("image/") ? "cross-origin" : "same-site";
    try {
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("X-Content-Type-Options", "nosniff");
    }
    c.res.headers.set("Cross-Origin-Resource-Policy", policy);
  };
}
