import type { Context } from "hono";
import { LOGIN_ERROR_HTTP_STATUS, TOO_MANY_ATTEMPTS, type LoginErrorCode } from "@housing/contracts/account";
import { errorBody, sendError } from "../../core/errors";

/** An outcome of spec section 3 that is an error: the code, a message key, field errors where one field is at fault. */
export interface Failure {
  failure: LoginErrorCode;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** A rate limit was reached: try again after this many seconds. */
export interface Limited {
  retryAfter: number;
}

export const fail = (failure: LoginErrorCode, message: string, fieldErrors?: Record<string, string[]>): Failure =>
  fieldErrors ? { failure, message, fieldErrors } : { failure, message };

export const isFailure = (value: unknown): value is Failure =>
  typeof value === "object" && value !== null && "failure" in value;
export const isLimited = (value: unknown): value is Limited =>
  typeof value === "object" && value !== null && "retryAfter" in value;

export function sendFailure(c: Context, failure: Failure): Response {
  return sendError(c, LOGIN_ERROR_HTTP_STATUS[failure.failure], failure.failure, failure.message, failure.fieldErrors);
}

export function sendLimited(c: Context, limited: Limited): Response {
  c.header("Retry-After", String(limited.retryAfter));
  // The seconds are in the body too, for a page that reads the error body only.
  return c.json({ ...errorBody(429, TOO_MANY_ATTEMPTS, "tooManyAttempts"), retryAfter: limited.retryAfter }, 429);
}

/** Sends a failure or a rate limit; null when the result is neither (the route answers it). */
export function sendProblem(c: Context, result: unknown): Response | null {
  if (isFailure(result)) return sendFailure(c, result);
  if (isLimited(result)) return sendLimited(c, result);
  return null;
}
