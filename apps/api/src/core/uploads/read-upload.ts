import busboy, { type Busboy } from "busboy";
import { randomUUID } from "node:crypto";
import type * as v from "valibot";
import { checkInput } from "../validation";
import { FileGuard, UploadRefusedError } from "./file-guard";
import { UPLOAD_TYPES, type UploadMediaType } from "./file-type";
import { maxUploadBodyBytes, UPLOAD_FIELD_LIMITS, type UploadLimits } from "./limits";
import type { UploadProblem } from "./problems";
import { assertSafeKey, type FileStore } from "./store";

/** One stored file of an accepted upload. `name` is the sender's, cleaned, for display only. */
export interface UploadedFile {
  key: string;
  field: string;
  name: string;
  type: UploadMediaType;
  size: number;
}

export interface ReadUploadOptions<TSchema extends v.GenericSchema> {
  limits: UploadLimits;
  store: FileStore;
  /** The files' keys are `{keyPrefix}/{random id}`; safe segments only (store.ts). */
  keyPrefix: string;
  /** The text fields, as strings (a name sent more than once: an array of strings). */
  fields: TSchema;
}

export type UploadResult<TFields> =
  { success: true; fields: TFields; files: UploadedFile[] } | { success: false; problem: UploadProblem };

const MULTIPART = /^multipart\/form-data\s*;/i;
const FIELD_NAME = /^[A-Za-z][\w.[\]-]{0,99}$/;

function malformed(fieldErrors: Record<string, string[]>): UploadProblem {
  return { kind: "malformed", fieldErrors };
}

function declaredLength(request: Request): number | null {
  const header = request.headers.get("content-length");
  if (header === null || request.headers.has("transfer-encoding")) return null;
  return /^\d+$/.test(header) ? Number(header) : null;
}

// C0 controls, DEL, and the bidirectional controls that can make "photo\u202Egpj.exe" read as "photoexe.jpg".
// eslint-disable-next-line no-control-regex
const UNSHOWN_CHARACTERS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The sender's file name for display: no folders, no control or direction characters. */
function displayName(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? "";
  const clean = base.normalize("NFC").replace(UNSHOWN_CHARACTERS, "").trim();
  return clean.slice(0, 255) || "file";
}

/**
 * Reads a multipart/form-data upload as it arrives (busboy): each file goes through a guard
 * (size, total, type by content) into the store, the text fields are collected and checked with
 * the schema at the end. The first broken limit stops the reading at once: a Content-Length over
 * the total is refused before a byte is read, anything else at the chunk that crosses it; what
 * was stored is then removed. Memory stays at a few chunks per request, whatever the files' sizes.
 * The route answers a problem with sendUploadProblem (problems.ts); a store failure is thrown.
 */
export async function readUpload<TSchema extends v.GenericSchema>(
  request: Request,
  options: ReadUploadOptions<TSchema>,
): Promise<UploadResult<v.InferOutput<TSchema>>> {
  const { limits, store, keyPrefix } = options;
  assertSafeKey(`${keyPrefix}/file`);
  const contentType = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(contentType)) {
    return { success: false, problem: malformed({ "headers.content-type": ["Expected multipart/form-data"] }) };
  }
  const maxBody = maxUploadBodyBytes(limits);
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBody) return { success: false, problem: { kind: "totalTooLarge" } };
  if (!request.body) return { success: false, problem: malformed({ body: ["Required"] }) };

  let parser: Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as raw UTF-8 (busboy's default reads them as Latin-1: "kÃ¶k.png").
      defParamCharset: "utf8",
      limits: {
        fields: UPLOAD_FIELD_LIMITS.maxFields,
        fieldSize: UPLOAD_FIELD_LIMITS.maxFieldBytes,
        fieldNameSize: UPLOAD_FIELD_LIMITS.maxFieldNameBytes,
      },
    });
  } catch {
    // A multipart type without a boundary.
    return { success: false, problem: malformed({ "headers.content-type": ["Expected a multipart boundary"] }) };
  }

  let problem: UploadProblem | null = null;
  let failure: { error: unknown } | null = null;
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const guards = new Set<FileGuard>();
  const keys: string[] = [];
  const writes: Promise<UploadedFile>[] = [];
  const fields: Record<string, string | string[]> = {};
  let fileCount = 0;
  let totalBytes = 0;

  function refuse(next: UploadProblem): void {
    if (problem || failure) return;
    problem = next;
    stop();
    for (const guard of guards) guard.destroy(new UploadRefusedError(next));
  }

  parser.on("field", (name, value, info) => {
    if (problem) return;
    if (info.nameTruncated || !FIELD_NAME.test(name)) return refuse(malformed({ body: ["Invalid field name"] }));
    if (info.valueTruncated) return refuse({ kind: "invalidFields", fieldErrors: { [`body.${name}`]: ["Too long"] } });
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  });
  parser.on("fieldsLimit", () => refuse({ kind: "invalidFields", fieldErrors: { body: ["Too many fields"] } }));
  parser.on("file", (name, stream, info) => {
    // A file part's stream fails when the parser is destroyed after a refusal; that is expected.
    stream.on("error", () => undefined);
    if (problem || failure) return void stream.resume();
    if (!FIELD_NAME.test(name)) {
      stream.resume();
      return refuse(malformed({ body: ["Invalid field name"] }));
    }
    // An empty file input is sent as a part without a file name: nothing was chosen.
    if (!info.filename) return void stream.resume();
    fileCount += 1;
    if (fileCount > limits.maxFiles) {
      stream.resume();
      return refuse({ kind: "tooManyFiles" });
    }
    const key = `${keyPrefix}/${randomUUID()}`;
    keys.push(key);
    const guard = new FileGuard({
      field: name,
      maxFileBytes: limits.maxFileBytes,
      addToTotal: (bytes) => (totalBytes += bytes) > limits.maxTotalBytes,
      onProblem: refuse,
    });
    guards.add(guard);
    // The store sees the guard's error through its pipeline; this keeps one the store has not attached to yet from being unhandled.
    guard.on("error", () => undefined);
    stream.once("error", (error) => guard.destroy(error));
    stream.pipe(guard);
    const filename = info.filename;
    const write = store.put(key, guard).then(
      (size): UploadedFile => ({
        key,
        field: name,
        name: displayName(filename),
        type: UPLOAD_TYPES[guard.type!],
        size,
      }),
      (error: unknown) => {
        // A guard's refusal or an abort after one is expected; anything else is the store's failure.
        if (!problem && !failure) {
          failure = { error };
          stop();
          for (const other of guards) other.destroy(error instanceof Error ? error : new Error("Store failed"));
        }
        throw error;
      },
    );
    write.catch(() => undefined).finally(() => guards.delete(guard));
    writes.push(write);
  });
  parser.on("error", () => refuse(malformed({ body: ["Malformed multipart body"] })));
  const parsed = new Promise<void>((resolve) => parser.once("close", resolve));

  const reader = request.body.getReader();
  const stoppedReading = stopped.then(() => null);
  let bodyBytes = 0;
  try {
    while (!problem && !failure) {
      const next = await Promise.race([reader.read(), stoppedReading]);
      if (!next || next.done) break;
      bodyBytes += (next.value as Uint8Array).byteLength;
      if (bodyBytes > maxBody) {
        refuse({ kind: "totalTooLarge" });
        break;
      }
      if (!parser.write(next.value)) {
        let onDrain!: () => void;
        const drained = new Promise<void>((resolve) => parser.once("drain", (onDrain = resolve)));
        await Promise.race([drained, stopped]);
        parser.off("drain", onDrain);
      }
    }
    if (!problem && !failure) {
      parser.end();
      await Promise.race([parsed, stopped]);
    }
  } finally {
    // The rest of the body is left unread, never cancelled: cancelling would reset the
    // connection before the answer is sent. The answer closes the connection instead.
    reader.releaseLock();
  }

  const settled = await Promise.allSettled(writes);
  if (problem || failure) {
    parser.destroy();
    await Promise.allSettled(keys.map((key) => store.delete(key)));
    if (failure) throw (failure as { error: unknown }).error;
    return { success: false, problem: problem! };
  }
  const files = settled.map((result) => (result as PromiseFulfilledResult<UploadedFile>).value);
  const checked = checkInput("body", options.fields, fields);
  if (!checked.success) {
    await Promise.allSettled(keys.map((key) => store.delete(key)));
    return { success: false, problem: { kind: "invalidFields", fieldErrors: checked.fieldErrors } };
  }
  return { success: true, fields: checked.output, files };
}
