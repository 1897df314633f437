import * as v from "valibot";
import { ApiError } from "./errors";

/**
 * Checks an answer against its contract schema. A response that does not match is an error
 * (502, with the failing paths), not half-rendered data.
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "(root)"}: ${issue.message}`);
    throw new ApiError(502, { problems }, "The API answered with an unexpected shape");
  }
  return result.output;
}
