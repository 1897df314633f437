import type { Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { ERROR_MESSAGES, sendError, sendNotFound } from "./errors";
import { describeError, type Logger } from "./logger";

/** Request bodies above 1 MB are refused with 413 before any handler reads them. */
export const MAX_BODY_BYTES = 1024 * 1024;

export function limitBody(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => sendError(c, 413, "PayloadTooLarge", ERROR_MESSAGES.payloadTooLarge),
  });
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
    if (allowOrigin) headers.set("Access-Control-Allow-Origin", allowOrigin);
    headers.append("Vary", "Origin");
  };
}

export function logRequests(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    logger.info("request", {
      method: c.req.method,
      path: c.req.path,
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
  413: "PayloadTooLarge",
};

/**
 * Every error leaves as the contract's error body (spec section 8): HTTP exceptions keep
 * their status, anything unexpected is logged and becomes a 500 with the generic message.
 */
export function handleErrors(app: Hono, logger: Logger): void {
  app.notFound((c) => sendNotFound(c));
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      const name = ERROR_NAMES[error.status] ?? "Error";
      return sendError(c, error.status, name, error.message || ERROR_MESSAGES.invalidInput);
    }
    logger.error("unhandled error", { method: c.req.method, path: c.req.path, ...describeError(error) });
    return sendError(c, 500, "Error", ERROR_MESSAGES.somethingWentWrong);
  });
}
