/**
 * Bounded, seeded bad input for every operation of the OpenAPI document (issue 18, item 9):
 * the bad-input test sends what these build and fails on any 5xx or any canary in the log.
 */

/** Personal data a hostile or careless client sends; none of it may ever reach the log. */
export const CANARY = {
  name: "Canarius Fuzzberg",
  email: "canary.fuzzberg@example.com",
  phone: "+46 70 999 12 34",
} as const;

/** Fragments that give the canary away in a log line, whatever was cut or escaped around them. */
export const CANARY_MARKERS = ["Fuzzberg", "canary.fuzzberg", "999 12 34", "canarius"];

/** mulberry32: the same seed gives the same inputs on every run and both databases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sample<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return picked;
}

function nested(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
}

/** Strings no field should take as they are: NUL and other C0 controls, each carrying the canary. */
export const HOSTILE_STRINGS: readonly string[] = [
  `${CANARY.name}\u0000`,
  `\u0000${CANARY.email}`,
  `${CANARY.phone}\u0007\u001b[31m`,
  `${CANARY.name}\u0008\u000b\u000c\u001f`,
  "\u0000",
];

/** Values put in place of one field: wrong types, hostile and huge strings, deep nesting, arrays for objects. */
export function replacementValues(): unknown[] {
  return [
    ...HOSTILE_STRINGS,
    `${CANARY.email} `.repeat(400).slice(0, 10_000),
    "x".repeat(10_000),
    12345,
    -1e308,
    1.5,
    true,
    null,
    "",
    [],
    {},
    [CANARY.name],
    { name: CANARY.name },
    nested(200, CANARY.email, true),
    nested(200, CANARY.phone, false),
  ];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every field path of a JSON value (objects' keys and arrays' first item), the root first. */
export function fieldPaths(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[][] {
  const paths: (string | number)[][] = [path];
  if (depth > 6 || value === null || typeof value !== "object") return paths;
  if (Array.isArray(value)) {
    if (value.length > 0) paths.push(...fieldPaths(value[0], [...path, 0], depth + 1));
    return paths;
  }
  for (const [key, item] of Object.entries(value)) paths.push(...fieldPaths(item, [...path, key], depth + 1));
  return paths;
}

/** A copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Json;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  parent[path.at(-1)!] = replacement as Json;
  return copy;
}

/** Whole bodies that are not the JSON object any operation takes. */
export function hostileRawBodies(): string[] {
  return [
    "[]",
    "null",
    '"x"',
    "1",
    "{",
    '{"a":',
    "\u0000",
    `{"${CANARY.name}\u0000": 1}`,
    '{"__proto__": {"isAdmin": true}}',
    '{"constructor": {"prototype": {"isAdmin": true}}}',
    "[".repeat(200) + "]".repeat(200),
    '{"a":'.repeat(200) + "1" + "}".repeat(200),
    JSON.stringify({ email: CANARY.email, text: `${CANARY.name}\u0000` }).replace("}", ',"x":"\\ud800"}'),
  ];
}

/** Path segments: malformed percent-encodings, encoded controls, traversal, huge. */
export const HOSTILE_SEGMENTS: readonly string[] = [
  "%00",
  `${encodeURIComponent(CANARY.name)}%00`,
  "%ff",
  "%zz",
  "%",
  "%E2%82",
  "%C0%AF",
  "%07%1b",
  "%2e%2e",
  "..%2f..%2fetc",
  "%0d%0aSet-Cookie:%20x=1",
  "x".repeat(3_000),
  encodeURIComponent(CANARY.email),
];

/** Query strings: malformed encodings, controls, 3,000-character values, 60 parameters, repeated keys. */
export const HOSTILE_QUERIES: readonly string[] = [
  "q=%00",
  `q=${encodeURIComponent(CANARY.name)}%00`,
  "q=%ff",
  "%zz=1",
  "q=%",
  `q=${"x".repeat(3_000)}`,
  Array.from({ length: 60 }, (_, index) => `p${index}=${index}`).join("&"),
  "q=1&q=2&q=%00",
  `email=${encodeURIComponent(CANARY.email)}&phone=${encodeURIComponent(CANARY.phone)}%07`,
  "filter[0]=x&filter=%7B%7D",
];

export const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
