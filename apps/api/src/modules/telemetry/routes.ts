import { Hono } from "hono";
import {
  ExperimentParamsSchema,
  LastVisitedParamsSchema,
  MostVisitedParamsSchema,
  WebVitalsReportSchema,
} from "@housing/contracts";
import type { AppDependencies } from "../../core/dependencies";
import { sendNotFound } from "../../core/errors";
import { validate, validateBeaconBody } from "../../core/validation";
import { siteOf } from "../search/service/sites";
import { lastVisited, mostVisitedInCounty, recordExperiment, recordWebVital } from "./service";

/**
 * What the front ends report while people browse (spec section 7): experiment events and web
 * vitals (fire-and-forget, 204), and the visit time series read back from them.
 */
export function telemetryRoutes({ db, now }: AppDependencies): Hono {
  return new Hono()
    .post("/api/experiments/:code/:value", validate("param", ExperimentParamsSchema), async (c) => {
      const { code, value } = c.req.valid("param");
      await recordExperiment(db, code, value);
      return c.body(null, 204);
    })
    .post("/api/webvitals/save", async (c) => {
      const report = await validateBeaconBody(c, WebVitalsReportSchema);
      if (!report.success) return report.response;
      await recordWebVital(db, report.output);
      return c.body(null, 204);
    })
    .get("/timeseries/lastvisited/:userOrAnonId/:siteId", validate("param", LastVisitedParamsSchema), async (c) => {
      const params = c.req.valid("param");
      return c.json(await lastVisited(db, params.userOrAnonId, siteOf(params.siteId), now()));
    })
    .get("/timeseries/mostvisited/county/:id", validate("param", MostVisitedParamsSchema), async (c) => {
      const response = await mostVisitedInCounty(db, c.req.valid("param").id, now());
      return response ? c.json(response) : sendNotFound(c);
    });
}
