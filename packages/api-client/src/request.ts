import type { KyInstance } from "ky";
import type * as v from "valibot";
import { call } from "./client";
import { parseOrThrow } from "./parse";
import { MULTIPART_FILES_PART, MULTIPART_REQUEST_PART } from "@housing/contracts/cases";

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
/**
 * Sends a multipart/form-data body (a JSON `request` part, then the files) with `method` and
 * checks the answer: the upload calls of case management (spec section 7, "multipart"). The JSON
 * part comes first so the API can refuse bad fields before it reads a file.
 */
export async function sendMultipart<TSchema extends v.GenericSchema>(
  http: KyInstance,
  method: "post" | "patch",
  path: string,
  parts: { request: unknown; files: readonly File[] },
  schema: TSchema,
  options: CallOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const body = new FormData();
  body.append(MULTIPART_REQUEST_PART, JSON.stringify(parts.request));
  for (const file of parts.files) body.append(MULTIPART_FILES_PART, file, file.name);
  const json = await call(() => http(path, { method, body, signal: options.signal }).json());
  return parseOrThrow(schema, json);
}

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
