import { sql } from "drizzle-orm";
import type * as v from "valibot";
import type { LastVisitedResponse, MostVisitedResponse, WebVitalsReportSchema } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { experimentEvents, webVitals } from "../../core/db/schema";
import { isoTimestamp, rowsOf } from "../../core/db/sql";
import { STAGE_COLUMNS, STAGE_JOINS, stageHits } from "../search/service/hits";

/** Our caps: a "recently seen" strip and a "popular in your county" list show a handful each. */
export const LAST_VISITED_LIMIT = 20;
export const MOST_VISITED_LIMIT = 12;

export async function recordExperiment(db: Database, code: string, value: string): Promise<void> {
  await db.insert(experimentEvents).values({ code, value });
}

export async function recordWebVital(db: Database, report: v.InferOutput<typeof WebVitalsReportSchema>): Promise<void> {
  await db.insert(webVitals).values({
    metricId: report.id,
    name: report.name,
    value: report.value,
    navigationType: report.navigationType,
    rating: report.rating,
    path: report.path,
    host: report.host,
  });
}

/** The stages a user or anonymous visitor looked at lately on a site, newest first (stage visits only). */
export async function lastVisited(
  db: Database,
  visitorId: string,
  site: SiteConfig,
  now: Date,
): Promise<LastVisitedResponse> {
  const latest = await rowsOf<{ stage_id: string; visited_at: Date | string }>(
    db,
    sql`select stage_id, max(visited_at) as visited_at from visits
      where visitor_id = ${visitorId.toLowerCase()} and site_key = ${site.key}
      group by stage_id order by max(visited_at) desc, stage_id asc limit ${LAST_VISITED_LIMIT}`,
  );
  const ids = latest.map((row) => row.stage_id);
  const hits =
    ids.length === 0
      ? []
      : await stageHits(
          db,
          sql`select ${STAGE_COLUMNS} from stages s ${STAGE_JOINS} where s.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
          sql`s.id`,
          now,
        );
  const byId = new Map(hits.map((hit) => [hit.id, hit]));
  return {
    hits: latest.flatMap((row) => {
      const stage = byId.get(row.stage_id);
      return stage ? [{ visitedAt: isoTimestamp(row.visited_at)!, stage, object: null }] : [];
    }),
  };
}

/** The most visited stages of a county, or null when there is no such county. */
export async function mostVisitedInCounty(
  db: Database,
  countyId: string,
  now: Date,
): Promise<MostVisitedResponse | null> {
  const id = countyId.toLowerCase();
  const [county] = await rowsOf<{ id: string }>(
    db,
    sql`select id from search_tags where id = ${id} and type = 'county'`,
  );
  if (!county) return null;
  const hits = await stageHits(
    db,
    sql`with v as (select stage_id, count(*)::int as visits from visits where county_tag_id = ${id}
        group by stage_id order by count(*) desc, stage_id asc limit ${MOST_VISITED_LIMIT})
      select ${STAGE_COLUMNS}, v.visits from v join stages s on s.id = v.stage_id ${STAGE_JOINS}`,
    sql`s.visits desc, s.id asc`,
    now,
  );
  return { hits };
}
