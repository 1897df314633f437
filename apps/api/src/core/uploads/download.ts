import { Readable } from "node:stream";
import type { Context } from "hono";
import { sendNotFound } from "../errors";
import type { UploadMediaType } from "./file-type";
import type { FileStore } from "./store";

export interface DownloadOptions {
  /** The type readUpload found, kept with the file's row; `image/webp` for an image made smaller from one. */
  type: UploadMediaType | "image/webp";
  /** The display name readUpload kept; the browser's file name when saved. */
  name: string;
  /** `inline` lets the browser show an image or PDF in place; the default saves it. */
  disposition?: "inline" | "attachment";
}

/** `attachment; filename="k_k.png"; filename*=UTF-8''k%C3%B6k.png` (RFC 6266 and 8187). */
export function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Streams a stored file to the caller, after the route has checked that the token's user may
 * read it: 404 when the store has no such file. Personal files are never cached, and the
 * browser keeps to the type found on upload (nosniff).
 */
export async function sendStoredFile(
  c: Context,
  store: FileStore,
  key: string,
  options: DownloadOptions,
): Promise<Response> {
  const file = await store.get(key);
  if (!file) return sendNotFound(c);
  const headers: Record<string, string> = {
    "Content-Type": options.type,
    "Content-Disposition": contentDisposition(options.disposition ?? "attachment", options.name),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (Number.isFinite(file.size)) headers["Content-Length"] = String(file.size);
  return c.body(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, 200, headers);
}
