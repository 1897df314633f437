import { SNIFF_BYTES, addFiles, sniffFileType, type FileCheck, type FileError } from "../form/files";
import type { UploadedFile } from "../form/values";

/** A file the user picked, with the type its content shows (spec section 5: by content, not by name). */
export interface PickedFile extends UploadedFile {
  file: File;
}

/** The picked files typed by their first bytes; a file of no allowed type gets an empty type (refused as wrong). */
export async function sniffPicked(files: readonly File[]): Promise<PickedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      return { name: file.name, type: sniffFileType(head) ?? "", size: file.size, file };
    }),
  );
}

/** Adding picked files to those chosen under the file rules (src/form/files.ts), the kept files counting against them. */
export async function addPicked(
  chosen: readonly PickedFile[],
  picked: readonly File[],
  check: FileCheck,
): Promise<{ files: PickedFile[]; errors: FileError[] }> {
  return addFiles(chosen, await sniffPicked(picked), check);
}
