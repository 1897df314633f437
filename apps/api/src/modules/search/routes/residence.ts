import { Hono } from "hono";
import {
  ObjectSearchRequestSchema,
  StageAndAreaSearchRequestSchema,
  StageCountiesRequestSchema,
  StageSearchRequestSchema,
  type ObjectSearchResponse,
  type StageAndAreaSearchResponse,
  type StageCountiesResponse,
  type StageSearchResponse,
} from "@housing/contracts";
import type { AppDependencies } from "../../../core/dependencies";
import { rejectUnknownValues } from "../service/request";
import {
  countsOfObjects,
  countsOfStages,
  filterContext,
  findAreas,
  findObjects,
  findStages,
  stageAndObjectCounts,
  stageCounties,
} from "../service/residence";
import { validate } from "../../../core/validation";

/** One page of hits with the total and facets of the whole filter (search_object, search_stage). */
async function pageWithCounts<THit, TFacets>(
  hits: Promise<THit[]>,
  counts: Promise<{ facetDistribution: TFacets; total: number }>,
  page: { limit: number; offset: number },
) {
  const [pageHits, { facetDistribution, total }] = await Promise.all([hits, counts]);
  return { hits: pageHits, estimatedTotalHits: total, limit: page.limit, offset: page.offset, facetDistribution };
}

/** The residence searches of spec section 7 (map, object, stage and county lists). */
export function residenceSearchRoutes({ db, now }: AppDependencies): Hono {
  return new Hono()
    .post("/residence/stage_and_area_search", validate("json", StageAndAreaSearchRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const rejected = rejectUnknownValues(c, body.filter);
      if (rejected) return rejected;
      const context = filterContext(body.siteId, now());
      const page = { limit: body.limit, offset: 0 };
      const [stageList, areas, counts] = await Promise.all([
        findStages(db, body.filter, context, body.sort, page),
        findAreas(db, body.filter, context),
        stageAndObjectCounts(db, body.filter, context),
      ]);
      const response: StageAndAreaSearchResponse = {
        stages: { hits: stageList, estimatedTotalHits: counts.total },
        areas,
        objects: { estimatedTotalHits: counts.objectTotal },
        facetDistribution: counts.facetDistribution,
      };
      return c.json(response);
    })
    .post("/residence/search_object", validate("json", ObjectSearchRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const rejected = rejectUnknownValues(c, body.filter);
      if (rejected) return rejected;
      const context = filterContext(body.siteId, now());
      const response: ObjectSearchResponse = await pageWithCounts(
        findObjects(db, body.filter, context, body.sort, body),
        countsOfObjects(db, body.filter, context),
        body,
      );
      return c.json(response);
    })
    .post("/residence/search_stage", validate("json", StageSearchRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const rejected = rejectUnknownValues(c, body.filter);
      if (rejected) return rejected;
      const context = filterContext(body.siteId, now());
      const response: StageSearchResponse = await pageWithCounts(
        findStages(db, body.filter, context, body.sort, body),
        countsOfStages(db, body.filter, context),
        body,
      );
      return c.json(response);
    })
    .post("/residence/search_stage_counties", validate("json", StageCountiesRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const rejected = rejectUnknownValues(c, body.filter);
      if (rejected) return rejected;
      const context = filterContext(body.siteId, now());
      const counties = await stageCounties(db, body.filter, context);
      const response: StageCountiesResponse = { counties };
      return c.json(response);
    });
}
