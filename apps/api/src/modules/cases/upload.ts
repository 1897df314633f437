import * as v from "valibot";
import { MULTIPART_FILES_PART, MULTIPART_REQUEST_PART } from "@housing/contracts/cases";
import { CASE_UPLOAD_LIMITS, readUpload, type FileStore, type UploadProblem } from "../../core/uploads";
import { checkInput } from "../../core/validation";
import type { AttachmentMeta } from "./create";

/*
 * The create and update calls' multipart body (spec section 7): the request as JSON text in the
 * `request` part, then each file in a `files` part. The files stream into the store under the
 * case (core/uploads); the request is checked by the contract's own schema, its field errors
 * keyed `body.<field>` as a JSON body's would be.
 */

const PartsSchema = v.object({ [MULTIPART_REQUEST_PART]: v.string("required") });

export type CaseUploadResult<TOutput> =
  { success: true; request: TOutput; files: AttachmentMeta[] } | { success: false; problem: UploadProblem };

export interface CaseUploadOptions<TSchema extends v.GenericSchema> {
  store: FileStore;
  /** The case's id: its files are kept under `cases/{caseId}/`. */
  caseId: string;
  /** How many files this request may add (5 less those the case keeps). */
  maxFiles: number;
  schema: TSchema;
}

export async function readCaseUpload<TSchema extends v.GenericSchema>(
  request: Request,
  options: CaseUploadOptions<TSchema>,
): Promise<CaseUploadResult<v.InferOutput<TSchema>>> {
  const { store } = options;
  const upload = await readUpload(request, {
    limits: { ...CASE_UPLOAD_LIMITS, maxFiles: options.maxFiles },
    store,
    keyPrefix: `cases/${options.caseId}`,
    fields: PartsSchema,
  });
  if (!upload.success) return upload;
  const refuse = async (fieldErrors: Record<string, string[]>): Promise<CaseUploadResult<never>> => {
    await removeStored(
      store,
      upload.files.map((file) => file.key),
    );
    return { success: false, problem: { kind: "invalidFields", fieldErrors } };
  };
  const stray = upload.files.find((file) => file.field !== MULTIPART_FILES_PART);
  if (stray) return refuse({ [`body.${stray.field}`]: ["invalidInput"] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(upload.fields[MULTIPART_REQUEST_PART]);
  } catch {
    return refuse({ [`body.${MULTIPART_REQUEST_PART}`]: ["invalidJson"] });
  }
  const checked = checkInput("body", options.schema, parsed);
  if (!checked.success) return refuse(checked.fieldErrors);
  return {
    success: true,
    request: checked.output,
    files: upload.files.map((file) => ({
      fileName: file.name,
      contentType: file.type,
      size: file.size,
      storageKey: file.key,
    })),
  };
}

/** Removes files from the store (a refused request's, or those a change removed); a missing one is no error. */
export async function removeStored(store: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}
