import type { Context, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import * as v from "valibot";
import { ERROR_MESSAGES, sendInvalidInput } from "./errors";
import { inputShapeErrors, unsafeTextErrors } from "./input-shape";

/** Where a value came from; the prefix of its field paths in a 400 (`headers.x-site-key`). */
export const TARGET_PREFIX = {
  param: "params",
  query: "query",
  json: "body",
  header: "headers",
} as const satisfies Partial<Record<keyof ValidationTargets, string>>;

export type ValidationTarget = keyof typeof TARGET_PREFIX;

/** Valibot issues as `{ "prefix.dotted.path": [messages] }`; issues without a path go under the prefix itself. */
export function fieldErrorsOf(prefix: string, issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    const key = path ? `${prefix}.${path}` : prefix;
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export type ValidationResult<TOutput> = { success: true; output: TOutput } | { success: false; response: Response };

/**
 * The one place every request value is checked: no control characters in any string (before the
 * schema, and after it for what it decoded), no nesting beyond MAX_INPUT_DEPTH, no array where the
 * schema means an object, then the schema itself. Field errors are keyed under `prefix`.
 */
export function checkInput<TSchema extends v.GenericSchema>(
  prefix: string,
  schema: TSchema,
  value: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; fieldErrors: Record<string, string[]> } {
  const shapeErrors = inputShapeErrors(prefix, schema, value);
  if (shapeErrors) return { success: false, fieldErrors: shapeErrors };
  const result = v.safeParse(schema, value);
  if (!result.success) return { success: false, fieldErrors: fieldErrorsOf(prefix, result.issues) };
  const decodedErrors = unsafeTextErrors(prefix, result.output);
  if (decodedErrors) return { success: false, fieldErrors: decodedErrors };
  return { success: true, output: result.output };
}

/** Validates a value the handler built itself (e.g. a path taken apart by hand). */
export function validateValue<TSchema extends v.GenericSchema>(
  c: Context,
  prefix: string,
  schema: TSchema,
  value: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = checkInput(prefix, schema, value);
  if (result.success) return { success: true, output: result.output };
  return { success: false, response: sendInvalidInput(c, result.fieldErrors) };
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/*
 * Hono's json validator skips bodies without a JSON content type and throws a bare
 * HTTPException on malformed JSON; both must answer with the contract's 400 body instead.
 */
async function jsonBodyProblem(c: Context): Promise<Response | null> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return sendInvalidInput(c, { "headers.content-type": ["Expected application/json"] });
  }
  try {
    // Hono caches the text, so the validator's own parse reads it again without a second stream read.
    JSON.parse(await c.req.text());
    return null;
  } catch {
    return sendInvalidInput(c, { body: ["Malformed JSON"] }, ERROR_MESSAGES.malformedJson);
  }
}

/**
 * Validates one part of the request with a valibot schema; the handler reads the typed
 * output with `c.req.valid(target)`. A failure answers 400 with field errors.
 */
export function validate<TTarget extends ValidationTarget, TSchema extends v.GenericSchema>(
  target: TTarget,
  schema: TSchema,
) {
  const check = validator(target, (value, c) => {
    const result = checkInput(TARGET_PREFIX[target], schema, value);
    if (!result.success) return sendInvalidInput(c, result.fieldErrors);
    return result.output;
  });
  if (target !== "json") return check;
  const checkJson: typeof check = async (c, next) => (await jsonBodyProblem(c)) ?? check(c, next);
  return checkJson;
}

const BEACON_MEDIA_TYPES = /^(application\/([\w.-]+\+)?json|text\/plain)$/i;

/**
 * A JSON body that may also come as text/plain: navigator.sendBeacon can only send that (spec
 * section 7: "beacon or keepalive fetch"), which `validate("json")` does not accept. Anything
 * else, or text that is not JSON, is a 400 like every other call; the value then goes through
 * the same checks as every body (checkInput).
 */
export async function validateBeaconBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<ValidationResult<v.InferOutput<TSchema>>> {
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
  if (!BEACON_MEDIA_TYPES.test(mediaType)) {
    const response = sendInvalidInput(c, { "headers.content-type": ["Expected application/json or text/plain"] });
    return { success: false, response };
  }
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return {
      success: false,
      response: sendInvalidInput(c, { body: ["Malformed JSON"] }, ERROR_MESSAGES.malformedJson),
    };
  }
  return validateValue(c, TARGET_PREFIX.json, schema, value);
}
