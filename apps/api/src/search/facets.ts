import { sql, type SQL } from "drizzle-orm";
import type { ResidenceFacets } from "@housing/contracts";
import { Concept, DisposalForm, OutdoorArea, ResidenceType, StageStatus, type Enumeration } from "../catalogue/enums";
import type { Database } from "../db/client";
import { rowsOf } from "./sql";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEnum = Enumeration<any>;

/** One facet: the filter attribute it counts, its column, and the enumeration of its values. */
interface FacetColumn {
  facet: keyof ResidenceFacets;
  column: SQL;
  isList: boolean;
  values: AnyEnum;
}

/*
 * Meilisearch-style facet counts over the matched rows (their own filter included, as
 * Meilisearch counts them). Facet values are the enumerations' known GUIDs, so every count is
 * a `count(*) filter (...)` of one plain aggregate: a single scan, no hashing of uuid arrays
 * (which a GROUP BY per facet spent most of its time on). Values nobody has are left out, as
 * Meilisearch leaves them out. The total comes from the same scan.
 */
async function facetsOf(db: Database, from: SQL, where: SQL, columns: readonly FacetColumn[]) {
  const cells = columns.flatMap(({ facet, column, isList, values }) =>
    (values.allIds as string[]).map((id) => ({
      facet,
      id,
      sql: isList
        ? sql`count(*) filter (where ${id}::uuid = any(${column}))`
        : sql`count(*) filter (where ${column} = ${id}::uuid)`,
    })),
  );
  const [row] = await rowsOf<{ counts: number[] }>(
    db,
    sql`select array_to_json(array[count(*), ${sql.join(
      cells.map((cell) => cell.sql),
      sql`, `,
    )}]) as counts from ${from} where ${where}`,
  );
  const [total = 0, ...counts] = (row?.counts ?? []).map(Number);
  const facetDistribution: ResidenceFacets = Object.fromEntries(columns.map(({ facet }) => [facet, {}]));
  cells.forEach((cell, index) => {
    const count = counts[index] ?? 0;
    if (count > 0) facetDistribution[cell.facet]![cell.id] = count;
  });
  return { facetDistribution, total };
}

/**
 * Over matched homes. Reading the outdoor-area arrays is the costliest part, so that facet is
 * a query of its own: on PostgreSQL the pool runs both at once.
 */
export async function objectFacets(db: Database, where: SQL) {
  const [main, outdoor] = await Promise.all([
    facetsOf(db, sql`objects o`, where, [
      { facet: "concepts", column: sql`o.concept_ids`, isList: true, values: Concept },
      { facet: "projectStatus", column: sql`o.stage_status_id`, isList: false, values: StageStatus },
      { facet: "disposalForm", column: sql`o.disposal_form_id`, isList: false, values: DisposalForm },
      { facet: "residenceType", column: sql`o.residence_type_id`, isList: false, values: ResidenceType },
    ]),
    facetsOf(db, sql`objects o`, where, [
      { facet: "outdoorArea", column: sql`o.outdoor_area_ids`, isList: true, values: OutdoorArea },
    ]),
  ]);
  return { facetDistribution: { ...main.facetDistribution, ...outdoor.facetDistribution }, total: main.total };
}

/** The same over matched stages; outdoor areas belong to homes, so stage facets leave them out. */
export function stageFacets(db: Database, where: SQL) {
  return facetsOf(db, sql`stages s`, where, [
    { facet: "concepts", column: sql`s.concept_ids`, isList: true, values: Concept },
    { facet: "projectStatus", column: sql`s.status_id`, isList: false, values: StageStatus },
    { facet: "disposalForm", column: sql`s.disposal_form_id`, isList: false, values: DisposalForm },
    { facet: "residenceType", column: sql`s.residence_type_ids`, isList: true, values: ResidenceType },
  ]);
}
