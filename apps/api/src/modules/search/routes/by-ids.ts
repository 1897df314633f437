import { Hono } from "hono";
import { ByIdsRequestSchema, type ObjectsByIdsResponse, type StagesByIdsResponse } from "@housing/contracts";
import type { AppDependencies } from "../../../core/dependencies";
import { objectsByIds, stagesByIds } from "../service/by-ids";
import { validate } from "../../../core/validation";

/**
 * Hits for known ids (favourites, interests, recently seen), whatever their status: a sold
 * home stays on a favourites list. The order of the ids is kept through `array_position`.
 */
export function byIdsRoutes({ db, now }: AppDependencies): Hono {
  return new Hono()
    .post("/residence/search/by_ids/stage", validate("json", ByIdsRequestSchema), async (c) => {
      const hits = await stagesByIds(db, c.req.valid("json").ids, now());
      const response: StagesByIdsResponse = { hits };
      return c.json(response);
    })
    .post("/residence/search/by_ids/object", validate("json", ByIdsRequestSchema), async (c) => {
      const hits = await objectsByIds(db, c.req.valid("json").ids, now());
      const response: ObjectsByIdsResponse = { hits };
      return c.json(response);
    });
}
