import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../core/db/client";
import {
  areas,
  images,
  objects,
  premises,
  rentalProjects,
  searchTagSites,
  searchTags,
  showings,
  staffContacts,
  stages,
  successionObjects,
  textDocuments,
  visits,
} from "../../core/db/schema";
import type { CatalogueData } from "./build";
import { catalogueTables } from "./tables";

export type CatalogueCounts = Record<keyof CatalogueData, number>;

/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Inserts rows 1,000 at a time, each batch as one JSON parameter expanded by
 * json_populate_recordset: the same SQL on PostgreSQL and PGlite, about three times faster
 * than a VALUES list with a parameter per cell, and never near the 65,535-parameter limit.
 * JSON arrays become PostgreSQL arrays, ISO strings timestamps; generated columns are left
 * to the database. A key missing from a row would become NULL (not the column default), so
 * every row must name every column.
 */
async function insertAll<T extends PgTable>(db: Database, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  const columns = Object.entries(getTableColumns(table))
    .filter(([, column]) => !column.generated)
    .map(([key, column]) => ({ key, name: column.name }));
  const names = sql.raw(columns.map(({ name }) => `"${name}"`).join(", "));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const batch = rows.slice(start, start + ROWS_PER_INSERT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const { key, name } of columns) {
        const value = (row as Record<string, unknown>)[key];
        if (value === undefined) throw new Error(`${getTableName(table)}: a row has no value for ${key}`);
        record[name] = value;
      }
      return record;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/** Parents before children: every foreign key finds its row. */
const WRITE_ORDER = [
  ["searchTags", searchTags],
  ["areas", areas],
  ["stages", stages],
  ["objects", objects],
  ["premises", premises],
  ["rentalProjects", rentalProjects],
  ["successionObjects", successionObjects],
  ["images", images],
  ["showings", showings],
  ["staffContacts", staffContacts],
  ["searchTagSites", searchTagSites],
  ["textDocuments", textDocuments],
  ["visits", visits],
] as const satisfies readonly (readonly [keyof CatalogueData, PgTable])[];

/**
 * Replaces the whole catalogue with `data`; call it inside the seed's transaction. Every
 * catalogue table is emptied first, the run-time ones (visits, experiment events, web
 * vitals) too, so a second seed gives the same rows. TRUNCATE, not DELETE: 100,000 homes
 * go in seconds and leave no dead rows behind; it locks the tables until the commit.
 */
export async function writeCatalogue(db: Database, data: CatalogueData): Promise<CatalogueCounts> {
  await db.execute(sql`truncate table ${everyCatalogueTable()}`);
  const counts = {} as CatalogueCounts;
  for (const [key, table] of WRITE_ORDER) {
    const rows = data[key] as readonly (typeof table)["$inferInsert"][];
    await insertAll(db, table, rows);
    counts[key] = rows.length;
  }
  return counts;
}

/**
 * VACUUM (ANALYZE) of the catalogue, after the seed's transaction has committed (VACUUM
 * cannot run inside one): fresh statistics for the planner, and a visibility map, without
 * which counts and facets over the partial search indexes fetch every matching row from
 * the table instead of answering from the index alone.
 */
export async function vacuumCatalogue(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) ${everyCatalogueTable()}`);
}

function everyCatalogueTable() {
  return sql.join(
    Object.values(catalogueTables).map((table) => sql`${table}`),
    sql`, `,
  );
}
