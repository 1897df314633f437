import { diskFileStore } from "./disk-store";
import { s3FileStore, type S3StoreConfig } from "./s3-store";
import type { FileStore } from "./store";

/** Where uploads go, from the environment (core/env.ts): a folder, or an S3-compatible bucket when HOUSING_FILES_S3_* are set. */
export type FileStoreConfig = { kind: "disk"; dir: string } | ({ kind: "s3" } & S3StoreConfig);

export function fileStoreFromConfig(config: FileStoreConfig): FileStore {
  if (config.kind === "disk") return diskFileStore(config.dir);
  const { kind: _kind, ...s3 } = config;
  return s3FileStore(s3);
}
