import { sql } from "drizzle-orm";
import { INHABIT_DATES } from "@housing/contracts";
import type { AppDependencies } from "../../core/dependencies";
import { rowsOf, uuidArray } from "../../core/db/sql";
import { deliverOutbox } from "../account/outbox";
import { inhabitDeadline } from "../search/service/filter-sql";
import { onSavedSearchMatch, type SavedSearchMatch } from "./on-match";

/** The job the catalogue writers queue with the ids of the homes they added or changed. */
export const MATCH_JOB = "saved-search-match";
export interface MatchJob {
  objectIds: string[];
}

type Deps = Pick<AppDependencies, "db" | "now" | "logger" | "mailTransport" | "auth">;

interface MatchRow {
  saved_search_id: string;
  user_id: string;
  site_key: string;
  name: string;
  query: string;
  email: string | null;
  object_ids: string[];
}

/**
 * Finds the saved searches that the changed homes match and tells their users, once per
 * (saved search, home): one set-based statement joins the changed homes (only those the
 * search shows, spec section 9) with every saved search of their sites, compares the
 * predicates the search's objectWhere applies (search/service/filter-sql.ts) column by column,
 * and inserts the new pairs into saved_search_alerts; a pair that is already there raised its
 * alert before and is skipped. The users are told (onSavedSearchMatch) in the same transaction.
 */
export async function matchSavedSearches(deps: Deps, objectIds: readonly string[]): Promise<SavedSearchMatch[]> {
  if (objectIds.length === 0) return [];
  const now = deps.now();
  const deadline = (bucket: number) => inhabitDeadline(bucket, now) ?? null;
  const matches = await deps.db.transaction(async (tx) => {
    const rows = await rowsOf<MatchRow>(
      tx,
      sql`with changed as (
          select o.id, o.site_key, o.search_price, o.rooms, o.living_area, o.concept_ids, o.stage_status_id,
            o.disposal_form_id, o.outdoor_area_ids, o.residence_type_id, o.has_showing, o.inhabit_date,
            o.county_tag_id, o.municipality_tag_id, o.area_tag_id
          from objects o where o.id = any(${uuidArray([...new Set(objectIds)])}) and o.is_searched
        ), alerted as (
          insert into saved_search_alerts (saved_search_id, object_id, created_at)
          select s.id, o.id, ${now.toISOString()}::timestamptz
          from changed o join saved_searches s on s.site_key = o.site_key
          where (s.min_price is null or o.search_price >= s.min_price)
            and (s.max_price is null or o.search_price <= s.max_price)
            and (s.min_rooms is null or o.rooms >= s.min_rooms)
            and (s.max_rooms is null or o.rooms <= s.max_rooms)
            and (s.min_area is null or o.living_area >= s.min_area)
            and (s.max_area is null or o.living_area <= s.max_area)
            and (cardinality(s.concept_ids) = 0 or o.concept_ids && s.concept_ids)
            and (cardinality(s.stage_status_ids) = 0 or o.stage_status_id = any(s.stage_status_ids))
            and (cardinality(s.disposal_form_ids) = 0 or o.disposal_form_id = any(s.disposal_form_ids))
            and (cardinality(s.outdoor_area_ids) = 0 or o.outdoor_area_ids && s.outdoor_area_ids)
            and (cardinality(s.residence_type_ids) = 0 or o.residence_type_id = any(s.residence_type_ids))
            and (not s.viewing or o.has_showing)
            and (case s.inhabit_date
              when ${INHABIT_DATES.now} then o.inhabit_date <= ${deadline(INHABIT_DATES.now)}::date
              when ${INHABIT_DATES.withinSixMonths} then o.inhabit_date <= ${deadline(INHABIT_DATES.withinSixMonths)}::date
              when ${INHABIT_DATES.withinOneYear} then o.inhabit_date <= ${deadline(INHABIT_DATES.withinOneYear)}::date
              else true end)
            and (cardinality(s.tag_ids) = 0 or o.county_tag_id = any(s.tag_ids)
              or o.municipality_tag_id = any(s.tag_ids) or o.area_tag_id = any(s.tag_ids))
          on conflict do nothing
          returning saved_search_id, object_id
        )
        select s.id as saved_search_id, s.user_id, s.site_key, s.name, s.query, u.email,
          array_agg(a.object_id::text order by a.object_id) as object_ids
        from alerted a join saved_searches s on s.id = a.saved_search_id join users u on u.id = s.user_id
        group by s.id, u.email`,
    );
    const found = rows.map((row): SavedSearchMatch => ({
      savedSearchId: row.saved_search_id,
      userId: row.user_id,
      siteKey: row.site_key,
      name: row.name,
      query: row.query,
      email: row.email,
      objectIds: row.object_ids,
    }));
    if (found.length > 0) await onSavedSearchMatch({ ...deps, db: tx }, found);
    return found;
  });
  deps.logger.info("saved searches matched", { homes: objectIds.length, searches: matches.length });
  if (matches.length > 0 && deps.mailTransport) setImmediate(() => void deliverOutbox(deps));
  return matches;
}

/** Registers the matcher as the handler of MATCH_JOB (ApiModule.jobs). */
export function registerMatchJob(deps: AppDependencies): void {
  deps.jobs.handle<MatchJob>(MATCH_JOB, async ({ objectIds }) => {
    await matchSavedSearches(deps, objectIds);
  });
}
