import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";

/** A uuid[] literal built from bound parameters; both drivers accept it without array serialisation. */
export function uuidArray(ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`'{}'::uuid[]`;
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
}

/** `column in (...)` over bound parameters. */
export function inList(column: SQL, values: readonly (string | number)[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

export function and(parts: readonly (SQL | undefined)[]): SQL {
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

/** Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The embedded PGlite, told apart by the client drizzle wraps (the Database type hides the driver). */
export function isPglite(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * Rows of a query in `order` (written against `alias`, the subquery's name), for pages of wide
 * hit rows. PGlite converts result values field by field, which for a few hundred wide rows
 * costs more than the query itself, so there the rows travel as one JSON text parsed once;
 * PostgreSQL sends plain rows faster than it builds that JSON. Timestamps arrive as Date or
 * as ISO text accordingly; `isoTimestamp` reads both.
 */
export async function hitRowsOf<T>(db: Database, query: SQL, alias: string, order: SQL): Promise<T[]> {
  const name = sql.raw(alias);
  if (!isPglite(db)) return rowsOf<T>(db, sql`select * from (${query}) ${name} order by ${order}`);
  const [row] = await rowsOf<{ rows: string }>(
    db,
    sql`select coalesce(json_agg(${name} order by ${order}), '[]'::json)::text as rows from (${query}) ${name}`,
  );
  return JSON.parse(row?.rows ?? "[]") as T[];
}

/** Timestamps arrive as Date from node-postgres and PGlite alike, but text from a json column. */
export function isoTimestamp(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
