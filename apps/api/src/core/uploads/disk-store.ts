import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertOpen, assertSafeKey, type FileStore, type StoredFile } from "./store";

/**
 * Files in a folder (the API's data folder by default, HOUSING_FILES_DIR). A file is written
 * under a temporary name and renamed when complete, so a key never names half a file.
 */
export function diskFileStore(root: string): FileStore {
  const base = resolve(root);

  function pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(join(base, ...key.split("/")));
    // isSafeKey already rules out traversal; this keeps the folder's edge where the file system sees it.
    if (!path.startsWith(base + sep)) throw new Error("Unsafe file store key");
    return path;
  }

  return {
    kind: "disk",
    async put(key: string, stream: Readable): Promise<number> {
      const path = pathOf(key);
      // An error before the pipeline is attached is read from stream.errored (assertOpen), not left unhandled.
      stream.on("error", () => undefined);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomUUID()}.partial`;
      assertOpen(stream);
      const file = createWriteStream(partial, { flags: "wx" });
      try {
        await pipeline(stream, file);
        await rename(partial, path);
        return file.bytesWritten;
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key: string): Promise<StoredFile | null> {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
  };
}
