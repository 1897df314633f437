/**
 * One value of an enumeration: the id that travels on the wire (an opaque GUID, or the
 * number or name the spec gives) and what it means, in English, for readers and logs.
 */
export interface EnumMember<TId extends string | number = string | number> {
  readonly id: TId;
  readonly meaning: string;
}

type Members = Readonly<Record<string, EnumMember>>;

export interface Enumeration<TMembers extends Members> {
  readonly name: string;
  readonly members: TMembers;
  /** Keys in the order the spec lists them. */
  readonly keys: readonly (keyof TMembers & string)[];
  /** key -> id, e.g. `ObjectStatus.ids.forSale`. */
  readonly ids: { readonly [K in keyof TMembers]: TMembers[K]["id"] };
  /** Every id, in key order. */
  readonly allIds: readonly TMembers[keyof TMembers]["id"][];
  idOf<K extends keyof TMembers>(key: K): TMembers[K]["id"];
  /** id -> key; GUIDs match whatever their letter case, undefined for an unknown id. */
  keyOf(id: string | number): (keyof TMembers & string) | undefined;
  meaningOf(id: string | number): string | undefined;
  /** True for an id exactly as written here (a type guard may not accept another letter case). */
  isId(value: unknown): value is TMembers[keyof TMembers]["id"];
}

/** Any enumeration, seen loosely: for code that walks them all (checks, documentation). */
export interface AnyEnumeration {
  readonly name: string;
  readonly members: Readonly<Record<string, EnumMember>>;
  readonly keys: readonly string[];
  readonly allIds: readonly (string | number)[];
  keyOf(id: string | number): string | undefined;
  meaningOf(id: string | number): string | undefined;
  isId(value: unknown): boolean;
}

export type EnumKey<E> = E extends Enumeration<infer M> ? keyof M & string : never;
export type EnumId<E> = E extends Enumeration<infer M> ? M[keyof M]["id"] : never;

// Back ends written in .NET often send GUIDs in upper case; the literals here are lower case.
const normalise = (id: string | number): string | number => (typeof id === "string" ? id.toLowerCase() : id);

export function defineEnum<const TMembers extends Members>(name: string, members: TMembers): Enumeration<TMembers> {
  type Key = keyof TMembers & string;
  type Id = TMembers[keyof TMembers]["id"];
  const keys = Object.keys(members) as Key[];
  const byId = new Map<string | number, Key>();
  for (const key of keys) {
    const id = normalise(members[key]!.id);
    if (byId.has(id)) throw new Error(`${name}: ${key} repeats the id of ${byId.get(id)}`);
    byId.set(id, key);
  }
  const ids = Object.fromEntries(keys.map((key) => [key, members[key]!.id])) as Enumeration<TMembers>["ids"];
  const keyOf = (id: string | number): Key | undefined => byId.get(normalise(id));
  const exactIds = new Set<unknown>(keys.map((key) => members[key]!.id));
  return {
    name,
    members,
    keys,
    ids,
    allIds: keys.map((key) => members[key]!.id as Id),
    idOf: (key) => members[key]!.id,
    keyOf,
    meaningOf: (id) => {
      const key = keyOf(id);
      return key === undefined ? undefined : members[key]!.meaning;
    },
    isId: (value): value is Id => exactIds.has(value),
  };
}
