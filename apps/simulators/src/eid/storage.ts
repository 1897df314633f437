import type { Adapter, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * oidc-provider's storage for one simulator instance, in memory: codes, tokens, sessions and
 * interactions are lost on restart (only the signing key is kept on disk). Expired entries are
 * dropped when read and swept on write.
 */
export function memoryStorage(): new (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const now = () => Date.now();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep(): void {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  }

  return class MemoryStorage implements Adapter {
    readonly #model: string;

    constructor(model: string) {
      this.#model = model;
    }

    #key(id: string): string {
      return `${this.#model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (entries.size > 10_000) sweep();
      entries.set(this.#key(id), { payload, expiresAt: now() + (expiresIn > 0 ? expiresIn : 3600) * 1000 });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.#key(id))?.payload;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#findBy((payload) => payload.userCode === userCode);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#findBy((payload) => payload.uid === uid);
    }

    async consume(id: string): Promise<void> {
      const entry = live(this.#key(id));
      if (entry) entry.payload = { ...entry.payload, consumed: Math.floor(now() / 1000) };
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.#key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }

    #findBy(match: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
      const prefix = `${this.#model}:`;
      for (const [key, entry] of entries) {
        if (key.startsWith(prefix) && match(entry.payload)) return live(key)?.payload;
      }
      return undefined;
    }
  };
}
