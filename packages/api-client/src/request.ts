import type { KyInstance } from "ky";
import type * as v from "valibot";
import { call } from "./client";
import { parseOrThrow } from "./parse";

/** Per-call options; TanStack Query's `signal` cancels a search the user has typed past. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** POSTs a JSON body and checks the answer against its contract schema. */
export async function postJson<TSchema extends v.GenericSchema>(
  http: KyInstance,
  path: string,
  body: unknown,
  schema: TSchema,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const json = await call(() => http.post(path, { json: body, signal: options.signal }).json());
  return parseOrThrow(schema, json);
}

/** GETs a path and checks the answer against its contract schema. */
export async function getJson<TSchema extends v.GenericSchema>(
  http: KyInstance,
  path: string,
  schema: TSchema,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const json = await call(() => http.get(path, { signal: options.signal }).json());
  return parseOrThrow(schema, json);
}

/** A path segment, encoded so that an id can never reach another route. */
export const segment = (value: string) => encodeURIComponent(value);

/** PATCHes a JSON body and checks the answer against its contract schema. */
export async function patchJson<TSchema extends v.GenericSchema>(
  http: KyInstance,
  path: string,
  body: unknown,
  schema: TSchema,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const json = await call(() => http.patch(path, { json: body, signal: options.signal }).json());
  return parseOrThrow(schema, json);
}
