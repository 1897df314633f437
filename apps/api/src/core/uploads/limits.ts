/** What one upload request may carry; the cases module passes its own `maxFiles` (5 less those already attached). */
export interface UploadLimits {
  maxFiles: number;
  /** Bytes of one file. */
  maxFileBytes: number;
  /** Bytes of all files together. */
  maxTotalBytes: number;
}

/** Spec sections 5 and 9: 5 attachments, 20 MB (20,971,520 bytes) each, 100 MB (104,857,600) together. */
export const CASE_UPLOAD_LIMITS: UploadLimits = {
  maxFiles: 5,
  maxFileBytes: 20 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
};

/**
 * What the body may hold beyond the files: the text fields and the multipart framing. A body
 * larger than the files' total plus this is refused before (Content-Length) or while it is read.
 */
export const UPLOAD_BODY_MARGIN_BYTES = 1024 * 1024;

/** The text fields: how many, and how long one may be (a 5,000-character description is at most 20 kB in UTF-8). */
export const UPLOAD_FIELD_LIMITS = { maxFields: 50, maxFieldBytes: 64 * 1024, maxFieldNameBytes: 100 } as const;

/** The largest body an upload route reads. */
export function maxUploadBodyBytes(limits: UploadLimits): number {
  return limits.maxTotalBytes + UPLOAD_BODY_MARGIN_BYTES;
}
