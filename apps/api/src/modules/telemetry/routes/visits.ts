import { sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  LastVisitedParamsSchema,
  MostVisitedParamsSchema,
  type LastVisitedResponse,
  type MostVisitedResponse,
} from "@housing/contracts";
import type { AppDependencies } from "../../../core/app";
import { sendNotFound } from "../../../core/errors";
import { STAGE_COLUMNS, STAGE_JOINS, stageHits } from "../../search/service/hits";
import { siteOf } from "../../search/service/sites";
import { isoTimestamp, rowsOf } from "../../../core/db/sql";
import { validate } from "../../../core/validation";

/** Our caps: a "recently seen" strip and a "popular in your county" list show a handful each. */
export const LAST_VISITED_LIMIT = 20;
export const MOST_VISITED_LIMIT = 12;

/** The visit time series of spec section 7, read from the visits table (stage visits only). */
export function visitRoutes({ db, now }: AppDependencies): Hono {
  return new Hono()
    .get("/timeseries/lastvisited/:userOrAnonId/:siteId", validate("param", LastVisitedParamsSchema), async (c) => {
      const params = c.req.valid("param");
      const site = siteOf(params.siteId);
      // One entry per stage, at its latest visit, newest first (visits_visitor_site_idx).
      const latest = await rowsOf<{ stage_id: string; visited_at: Date | string }>(
        db,
        sql`select stage_id, max(visited_at) as visited_at from visits
          where visitor_id = ${params.userOrAnonId.toLowerCase()} and site_key = ${site.key}
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
              now(),
            );
      const byId = new Map(hits.map((hit) => [hit.id, hit]));
      const response: LastVisitedResponse = {
        hits: latest.flatMap((row) => {
          const stage = byId.get(row.stage_id);
          return stage ? [{ visitedAt: isoTimestamp(row.visited_at)!, stage, object: null }] : [];
        }),
      };
      return c.json(response);
    })
    .get("/timeseries/mostvisited/county/:id", validate("param", MostVisitedParamsSchema), async (c) => {
      const id = c.req.valid("param").id.toLowerCase();
      const [county] = await rowsOf<{ id: string }>(
        db,
        sql`select id from search_tags where id = ${id} and type = 'county'`,
      );
      if (!county) return sendNotFound(c);
      const hits = await stageHits(
        db,
        sql`with v as (select stage_id, count(*)::int as visits from visits where county_tag_id = ${id}
            group by stage_id order by count(*) desc, stage_id asc limit ${MOST_VISITED_LIMIT})
          select ${STAGE_COLUMNS}, v.visits from v join stages s on s.id = v.stage_id ${STAGE_JOINS}`,
        sql`s.visits desc, s.id asc`,
        now(),
      );
      const response: MostVisitedResponse = { hits };
      return c.json(response);
    });
}
