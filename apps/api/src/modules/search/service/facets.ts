import { sql, type SQL } from "drizzle-orm";
import type { ResidenceFacets, SearchFilter } from "@housing/contracts";
import { OBJECT_FACET_KEY, STAGE_FACET_KEY, facetDistributionOf, type FacetKeyLayout } from "../../catalogue/facet-key";
import type { Database } from "../../../core/db/client";
import { preparedRowsOf } from "../../../core/db/sql";

/*
 * Facet counts over the matched rows, with the total from the same scan. The rows are grouped by their
 * facet key (one stored integer holding every facet value, see catalogue/facet-key.ts); the
 * few hundred groups are unpacked here.
 */
async function facetsOf(db: Database, layout: FacetKeyLayout, from: SQL, where: SQL, extra = sql``) {
  return facetsOfGroups(
    db,
    layout,
    sql`select facet_key as key, count(*)::int as count${extra} from ${from} where ${where} group by facet_key`,
  );
}

/** Facets and total from a query of `(key, count[, homes])` groups. */
async function facetsOfGroups(db: Database, layout: FacetKeyLayout, query: SQL) {
  const groups = await preparedRowsOf<{ key: number; count: number; homes?: number }>(db, query);
  const facetDistribution: ResidenceFacets = facetDistributionOf(
    layout,
    groups.map((group) => ({ key: Number(group.key), count: Number(group.count) })),
  );
  const total = groups.reduce((sum, group) => sum + Number(group.count), 0);
  const homes = groups.reduce((sum, group) => sum + Number(group.homes ?? 0), 0);
  return { facetDistribution, total, homes };
}

/**
 * Over matched homes (`objects o`), the filter given as conditions that each select a disjoint
 * part of its rows (see objectWhereParts): one scan per part, counted together.
 */
export function objectFacets(db: Database, parts: readonly SQL[]) {
  if (parts.length === 1) return facetsOf(db, OBJECT_FACET_KEY, sql`objects o`, parts[0]!);
  const rows = sql.join(
    parts.map((where) => sql`select o.facet_key from objects o where ${where}`),
    sql` union all `,
  );
  return facetsOfGroups(
    db,
    OBJECT_FACET_KEY,
    sql`select facet_key as key, count(*)::int as count from (${rows}) o group by facet_key`,
  );
}

/**
 * The same over every searched home of the site (the search as it opens), read from the counts
 * the triggers of migration 0024 keep per site and facet key: a few thousand rows instead of
 * the site's whole objects index (catalogue/schema/facet-counts.ts).
 */
export function siteObjectFacets(db: Database, siteKey: string) {
  return facetsOfGroups(
    db,
    OBJECT_FACET_KEY,
    sql`select facet_key as key, object_count as count from site_object_facets
      where site_key = ${siteKey} and object_count > 0`,
  );
}

/** The same over the site's listed stages (the search as it opens), from their kept counts. */
export function siteStageFacets(db: Database, siteKey: string) {
  return facetsOfGroups(
    db,
    STAGE_FACET_KEY,
    sql`select facet_key as key, stage_count as count, object_count as homes from site_stage_facets
      where site_key = ${siteKey} and stage_count > 0`,
  );
}

/**
 * The same over matched stages (`stages s`); outdoor areas belong to homes, so stage facets leave
 * them out. `homes` sums the matched stages' searched homes, the home count of a filter that
 * matches whole stages (see countObjects), from the same index-only scan.
 */
export function stageFacets(db: Database, where: SQL) {
  return facetsOf(db, STAGE_FACET_KEY, sql`stages s`, where, sql`, sum(s.searched_object_count)::int as homes`);
}

/** The enumeration filters: several values of one are alternatives (any of them matches). */
const ENUM_FACETS = ["concepts", "projectStatus", "disposalForm", "outdoorArea", "residenceType"] as const;

/**
 * Disjunctive counts: a chosen filter's own values are counted as if only the other filters
 * applied, so each count says what choosing that value too would find. Counted with its own
 * filter, every unchosen status read "(0)" once one status was chosen, and the front end could
 * not tell an empty option from one that widens the search. One extra facet scan per enumeration
 * filter in use; the search as it opens has none.
 */
export async function withDisjunctiveCounts<T extends { facetDistribution: ResidenceFacets }>(
  counts: Promise<T>,
  filter: SearchFilter,
  countsOf: (filter: SearchFilter) => Promise<{ facetDistribution: ResidenceFacets }>,
): Promise<T> {
  const chosen = ENUM_FACETS.filter((key) => filter[key].length > 0);
  if (chosen.length === 0) return counts;
  const [own, ...without] = await Promise.all([counts, ...chosen.map((key) => countsOf({ ...filter, [key]: [] }))]);
  const facetDistribution: ResidenceFacets = { ...own.facetDistribution };
  chosen.forEach((key, index) => {
    const widened = without[index]?.facetDistribution[key];
    if (widened) facetDistribution[key] = widened;
  });
  return { ...own, facetDistribution };
}
