import { fileErrors } from "../form/files";

/*
 * The chosen files of a fault report kept in the browser's IndexedDB beside the draft cookie
 * (issue 22: a reload or a crash restores the wizard with its files; the cookie cannot hold
 * them). One record, the list of files with the id of the user who chose them, replaced on every
 * Next and removed on submit or cancel; another user on the same browser gets none of them (and
 * the wizard drops the draft cookie with them). Any failure (no IndexedDB, private mode, quota)
 * leaves the wizard without stored files.
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
  save(files: readonly File[], owner: string): Promise<void>;
  /** The owner's files; null when the stored draft is another user's. */
  load(owner: string): Promise<File[] | null>;
  clear(): Promise<void>;
}

/** The record as stored: whose files they are, and the files. */
export function toStoredDraft(files: readonly File[], owner: string) {
  return { owner, files: toStoredFiles(files) };
}

/** The owner's files from a stored record (none for a malformed one), or null for another user's. */
export function fromStoredDraft(stored: unknown, owner: string): File[] | null {
  if (typeof stored !== "object" || stored === null) return [];
  const record = stored as { owner?: unknown; files?: unknown };
  if (typeof record.owner === "string" && record.owner !== owner) return null;
  return fromStoredFiles(record.files);
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
    save: async (files, owner) => {
      await withStore(factory, "readwrite", (store) => store.put(toStoredDraft(files, owner), KEY)).catch(
        () => undefined,
      );
    },
    load: async (owner) =>
      fromStoredDraft(await withStore(factory, "readonly", (store) => store.get(KEY)).catch(() => undefined), owner),
    clear: async () => {
      await withStore(factory, "readwrite", (store) => store.delete(KEY)).catch(() => undefined);
    },
  };
}
