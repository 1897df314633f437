import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { ByIdsRequestSchema, type ObjectsByIdsResponse, type StagesByIdsResponse } from "@housing/contracts";
import type { AppDependencies } from "../../../core/app";
import { OBJECT_COLUMNS, STAGE_COLUMNS, STAGE_JOINS, objectHits, stageHits } from "../service/hits";
import { uuidArray } from "../../../core/db/sql";
import { validate } from "../../../core/validation";

/**
 * Hits for known ids (favourites, interests, recently seen), whatever their status: a sold
 * home stays on a favourites list. The order of the ids is kept through `array_position`.
 */
export function byIdsRoutes({ db, now }: AppDependencies): Hono {
  return new Hono()
    .post("/residence/search/by_ids/stage", validate("json", ByIdsRequestSchema), async (c) => {
      const ids = uuidArray(c.req.valid("json").ids.map((id) => id.toLowerCase()));
      const hits = await stageHits(
        db,
        sql`select ${STAGE_COLUMNS} from stages s ${STAGE_JOINS} where s.id = any(${ids})`,
        sql`array_position(${ids}, s.id)`,
        now(),
      );
      const response: StagesByIdsResponse = { hits };
      return c.json(response);
    })
    .post("/residence/search/by_ids/object", validate("json", ByIdsRequestSchema), async (c) => {
      const ids = uuidArray(c.req.valid("json").ids.map((id) => id.toLowerCase()));
      const hits = await objectHits(
        db,
        sql`select ${OBJECT_COLUMNS} from objects o where o.id = any(${ids})`,
        sql`array_position(${ids}, o.id)`,
        now(),
      );
      const response: ObjectsByIdsResponse = { hits };
      return c.json(response);
    });
}
