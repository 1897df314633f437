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
