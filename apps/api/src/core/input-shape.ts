import type * as v from "valibot";

/**
 * Checks every request value passes before (and after) its valibot schema, so no route has to
 * remember them (issue 18, item 9): PostgreSQL rejects a NUL byte in text with an error, and no
 * other C0 control character belongs in a name, a search text or a path either.
 */

/** JSON nested deeper than this is no request of the contract; it is refused before any schema runs. */
export const MAX_INPUT_DEPTH = 32;

const MAX_REPORTED_ISSUES = 20;

export type FieldErrors = Record<string, string[]>;

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

function add(errors: FieldErrors, prefix: string, path: string, message: string): void {
  (errors[path ? `${prefix}.${path}` : prefix] ??= []).push(message);
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** A C0 control character other than tab, line feed and carriage return (a textarea's line breaks). */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
  }
  return false;
}

/**
 * Control characters in any string or object key, and nesting deeper than MAX_INPUT_DEPTH,
 * as field errors under `prefix`; null when the value is clean. Iterative, so a hostile
 * nesting depth cannot overflow the stack.
 */
export function unsafeTextErrors(prefix: string, value: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  let count = 0;
  const stack: [unknown, string, number][] = [[value, "", 0]];
  while (stack.length > 0 && count < MAX_REPORTED_ISSUES) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === "string") {
      if (hasControlCharacter(current)) {
        add(errors, prefix, path, "Must not contain control characters");
        count++;
      }
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) {
      add(errors, prefix, path, `Must not be nested more than ${MAX_INPUT_DEPTH} levels deep`);
      count++;
      continue;
    }
    if (Array.isArray(current)) {
      current.forEach((item: unknown, index) => stack.push([item, join(path, index), depth + 1]));
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (hasControlCharacter(key)) {
        add(errors, prefix, path, "Must not contain control characters in a key");
        count++;
      }
      stack.push([item, join(path, key), depth + 1]);
    }
  }
  return count > 0 ? errors : null;
}

type SchemaNode = v.GenericSchema & {
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  items?: SchemaNode[];
  value?: SchemaNode;
  options?: SchemaNode[];
  key?: string;
  getter?: (input: unknown) => SchemaNode;
};

const OBJECT_TYPES = new Set(["object", "loose_object", "strict_object", "object_with_rest"]);
const WRAPPER_TYPES = new Set([
  "optional",
  "exact_optional",
  "nullish",
  "nullable",
  "undefinedable",
  "non_optional",
  "non_nullable",
  "non_nullish",
]);

function unwrap(schema: SchemaNode, input: unknown): SchemaNode {
  let current = schema;
  for (let guard = 0; guard < 16; guard++) {
    if (WRAPPER_TYPES.has(current.type) && current.wrapped) current = current.wrapped;
    else if (current.type === "lazy" && current.getter) current = current.getter(input);
    else break;
  }
  return current;
}

/** The one object schema a union or variant can mean for this input, if there is exactly one. */
function objectOption(schema: SchemaNode, input: unknown): SchemaNode | undefined {
  const options = (schema.options ?? []).map((option) => unwrap(option, input));
  if (schema.type === "variant" && schema.key && input && typeof input === "object" && !Array.isArray(input)) {
    const tag = (input as Record<string, unknown>)[schema.key];
    const matching = options.filter((option) => {
      const literal = option.entries?.[schema.key!] as { literal?: unknown } | undefined;
      return literal?.literal === tag;
    });
    if (matching.length === 1) return matching[0];
  }
  const objects = options.filter((option) => OBJECT_TYPES.has(option.type));
  return objects.length === 1 && objects.length === options.length ? objects[0] : undefined;
}

/**
 * valibot's object schemas accept an array (it is an object to `typeof`): `"filter": []` would
 * pass as an empty filter. Walks the schema beside the input and reports each array found where
 * the schema can only mean an object.
 */
export function arrayForObjectErrors(prefix: string, schema: v.GenericSchema, input: unknown): FieldErrors | null {
  const errors: FieldErrors = {};
  let count = 0;
  const stack: [SchemaNode, unknown, string, number][] = [[schema, input, "", 0]];
  while (stack.length > 0 && count < MAX_REPORTED_ISSUES) {
    const [node, value, path, depth] = stack.pop()!;
    if (depth > MAX_INPUT_DEPTH || value === null || typeof value !== "object") continue;
    let current = unwrap(node, value);
    if (current.type === "union" || current.type === "variant") {
      const option = objectOption(current, value);
      if (!option) continue;
      current = option;
    }
    if (OBJECT_TYPES.has(current.type) && current.entries) {
      if (Array.isArray(value)) {
        add(errors, prefix, path, "Invalid type: Expected Object but received Array");
        count++;
        continue;
      }
      for (const [key, entry] of Object.entries(current.entries)) {
        if (Object.hasOwn(value, key)) {
          stack.push([entry, (value as Record<string, unknown>)[key], join(path, key), depth + 1]);
        }
      }
    } else if (current.type === "array" && current.item && Array.isArray(value)) {
      value.forEach((item: unknown, index) => stack.push([current.item!, item, join(path, index), depth + 1]));
    } else if (current.type === "record" && current.value && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value)) stack.push([current.value, item, join(path, key), depth + 1]);
    } else if (current.type === "tuple" && current.items && Array.isArray(value)) {
      current.items.forEach((item, index) => stack.push([item, value[index], join(path, index), depth + 1]));
    }
  }
  return count > 0 ? errors : null;
}

/** Both input checks; the first that fails wins. */
export function inputShapeErrors(prefix: string, schema: v.GenericSchema, input: unknown): FieldErrors | null {
  return unsafeTextErrors(prefix, input) ?? arrayForObjectErrors(prefix, schema, input);
}
