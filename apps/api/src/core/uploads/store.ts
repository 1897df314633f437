import type { Readable } from "node:stream";

/** A stored file as it is read back: its bytes as a stream and its size. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live: a folder on disk (disk-store.ts) or an S3-compatible bucket
 * (s3-store.ts). Keys are `/`-separated safe segments (isSafeKey); the caller chooses them.
 */
export interface FileStore {
  readonly kind: "disk" | "s3";
  /** Writes the stream under the key and resolves with the bytes written; a failed or aborted stream leaves nothing behind. */
  put(key: string, stream: Readable, size?: number): Promise<number>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * Letters, digits, `.`, `_` and `-` in segments that start with a letter or digit, joined by
 * single slashes: no `..`, no absolute path, no backslash, nothing a file system or an S3 URL
 * would read differently.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error("Unsafe file store key");
}

/**
 * A store that waits (a folder to make) before it attaches to the stream calls this first: a
 * stream destroyed meanwhile (an upload refused) would never end for a pipeline attached late.
 */
export function assertOpen(stream: Readable): void {
  if (stream.destroyed) throw stream.errored ?? new Error("The stream was closed before it was stored");
}
