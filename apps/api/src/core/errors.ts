import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "@housing/contracts";

/** Message keys of the error bodies; the front end translates them (spec section 8). */
export const ERROR_MESSAGES = {
  somethingWentWrong: "somethingWentWrong",
  invalidInput: "invalidInput",
  malformedJson: "malformedJson",
  notFound: "notFound",
  payloadTooLarge: "payloadTooLarge",
  methodNotAllowed: "methodNotAllowed",
} as const;

export function errorBody(
  status: number,
  error: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
): ApiErrorBody {
  return fieldErrors ? { status, error, message, fieldErrors } : { status, error, message };
}

export function sendError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
): Response {
  return c.json(errorBody(status, error, message, fieldErrors), status);
}

export function sendInvalidInput(
  c: Context,
  fieldErrors: Record<string, string[]>,
  message: string = ERROR_MESSAGES.invalidInput,
): Response {
  return sendError(c, 400, "InvalidInput", message, fieldErrors);
}

export function sendNotFound(c: Context): Response {
  return sendError(c, 404, "NotFound", ERROR_MESSAGES.notFound);
}
