import * as v from "valibot";

/** The dotted paths a value fails at ("(root)" for a whole-value issue); empty when it passes. */
export function failingPaths(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  if (result.success) return [];
  return [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? "(root)"))];
}

/** The messages of the issues at one path, to check that a 400 says something useful. */
export function messagesAt(schema: v.GenericSchema, value: unknown, path: string): string[] {
  const result = v.safeParse(schema, value);
  if (result.success) return [];
  return result.issues.filter((issue) => (v.getDotPath(issue) ?? "(root)") === path).map((issue) => issue.message);
}
