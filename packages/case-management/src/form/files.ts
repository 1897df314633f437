import type { UploadedFile } from "./values";

/** Spec section 5 and 9: the files a fault report may carry. */
export const FILE_LIMITS = {
  maxFiles: 5,
  maxFileBytes: 20_971_520,
  maxTotalBytes: 104_857_600,
} as const;

/** Spec section 5: the file types allowed, by MIME type. */
export const ALLOWED_FILE_TYPES = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "application/pdf": "pdf",
  "video/mp4": "mp4",
  "video/quicktime": "quicktime",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
} as const;
export type AllowedMimeType = keyof typeof ALLOWED_FILE_TYPES;
export type AllowedFileKind = (typeof ALLOWED_FILE_TYPES)[AllowedMimeType];

/** The `accept` attribute of the file input. */
export const FILE_ACCEPT = Object.keys(ALLOWED_FILE_TYPES).join(",");

export type FileErrorKey = "tooMany" | "wrongType" | "fileSize" | "totalSize";

/** An error of the file rules; `name` is the file's for the per-file errors, `max` how many may be added. */
export interface FileError {
  key: FileErrorKey;
  name?: string;
  max?: number;
}

export interface FileCheck {
  /** Files already on the case (an update): they count against the five. */
  alreadyAttached?: number;
  /** Their bytes, when known, count against the 100 MB. */
  alreadyAttachedBytes?: number;
}

export function isAllowedMimeType(type: string): type is AllowedMimeType {
  return Object.hasOwn(ALLOWED_FILE_TYPES, type);
}

/**
 * The browser's file rules (spec section 5): at most five files minus those attached, each an
 * allowed type of at most 20 MB, together at most 100 MB. Every error found, in that order, so
 * the message can name each file; empty when the files may be sent.
 */
export function fileErrors(files: readonly UploadedFile[], check: FileCheck = {}): FileError[] {
  const errors: FileError[] = [];
  const max = Math.max(0, FILE_LIMITS.maxFiles - (check.alreadyAttached ?? 0));
  if (files.length > max) errors.push({ key: "tooMany", max });
  for (const file of files) {
    if (!isAllowedMimeType(file.type)) errors.push({ key: "wrongType", name: file.name });
    else if (file.size > FILE_LIMITS.maxFileBytes) errors.push({ key: "fileSize", name: file.name });
  }
  const total = files.reduce((sum, file) => sum + file.size, check.alreadyAttachedBytes ?? 0);
  if (total > FILE_LIMITS.maxTotalBytes) errors.push({ key: "totalSize" });
  return errors;
}

/**
 * Adding picked files to those chosen: the ones that keep every rule are taken, in order, and the
 * others are refused with their errors (nothing over the limits is ever held for sending).
 */
export function addFiles<TFile extends UploadedFile>(
  chosen: readonly TFile[],
  picked: readonly TFile[],
  check: FileCheck = {},
): { files: TFile[]; errors: FileError[] } {
  const files = [...chosen];
  const errors: FileError[] = [];
  for (const file of picked) {
    const found = fileErrors([...files, file], check);
    // The file's own fault (type, size) says more than the count or the total it would break.
    const problem = found.find((error) => error.name === file.name) ?? found.find((error) => error.name === undefined);
    if (!problem) files.push(file);
    else if (!errors.some((error) => error.key === problem.key && error.name === problem.name)) errors.push(problem);
  }
  return { files, errors };
}

/** How many bytes of a file's head `sniffFileType` needs to tell a Word document from another zip. */
export const SNIFF_BYTES = 8192;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function includesAscii(head: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  for (let index = 0; index + needle.length <= head.length; index += 1) {
    if (startsWith(head, needle, index)) return true;
  }
  return false;
}

/**
 * The file's type by its content, not its name (magic bytes of its first bytes; pass at least
 * SNIFF_BYTES): JPEG, PNG, PDF, MP4 and QuickTime (ISO base media: an `ftyp` box, QuickTime by its
 * `qt  ` brand or an older file's first atom) and Word (a zip whose first entries are the Office
 * package's `[Content_Types].xml` and `word/` parts). Null for anything else.
 */
export function sniffFileType(head: Uint8Array): AllowedMimeType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(head, ascii("ftyp"), 4)) return startsWith(head, ascii("qt  "), 8) ? "video/quicktime" : "video/mp4";
  if (["moov", "mdat", "wide", "free", "skip"].some((atom) => startsWith(head, ascii(atom), 4)))
    return "video/quicktime";
  if (
    startsWith(head, [0x50, 0x4b, 0x03, 0x04]) &&
    includesAscii(head, "[Content_Types].xml") &&
    includesAscii(head, "word/")
  ) {
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  }
  return null;
}
