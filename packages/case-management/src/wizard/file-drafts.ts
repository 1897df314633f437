import { fileErrors } from "../form/files";

/*
 * The chosen files of a fault report kept in the browser's IndexedDB beside the draft cookie
 * (issue 22: a reload or a crash restores the wizard with its files; the cookie cannot hold
 * them). One record, the list of files, replaced on every Next and removed on submit or cancel.
 * Any failure (no IndexedDB, private mode, quota) leaves the wizard without stored files.
 */

const DATABASE = "housing-case-management";
const STORE = "file-drafts";
const KEY = "files";

/** A file as stored: its bytes and what a File needs back. */
export interface StoredFile {
  name: string;
  type: string;
  lastModified: number;
  data: Blob;
}

export interface FileDraftStore {
  save(files: readonly File[]): Promise<void>;
  load(): Promise<File[]>;
  clear(): Promise<void>;
}

export function toStoredFiles(files: readonly File[]): StoredFile[] {
  return files.map((file) => ({ name: file.name, type: file.type, lastModified: file.lastModified, data: file }));
}

/** The stored files back as Files; anything malformed, or over the file rules, gives none. */
export function fromStoredFiles(stored: unknown): File[] {
  if (!Array.isArray(stored)) return [];
  const files = stored.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { name, type, lastModified, data } = entry as Partial<StoredFile>;
    if (typeof name !== "string" || typeof type !== "string" || !(data instanceof Blob)) return [];
    return [new File([data], name, { type, lastModified: typeof lastModified === "number" ? lastModified : 0 })];
  });
  return fileErrors(files).length === 0 ? files : [];
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(DATABASE, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

async function withStore<T>(
  factory: IDBFactory | undefined,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  if (!factory) return undefined;
  const db = await open(factory);
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

/** The store over the browser's IndexedDB (or the factory given, in tests). */
export function indexedDbFileDrafts(
  factory: IDBFactory | undefined = typeof indexedDB === "undefined" ? undefined : indexedDB,
): FileDraftStore {
  return {
    save: async (files) => {
      await withStore(factory, "readwrite", (store) => store.put(toStoredFiles(files), KEY)).catch(() => undefined);
    },
    load: async () => fromStoredFiles(await withStore(factory, "readonly", (store) => store.get(KEY)).catch(() => [])),
    clear: async () => {
      await withStore(factory, "readwrite", (store) => store.delete(KEY)).catch(() => undefined);
    },
  };
}
