import { Hono } from "hono";
import { HealthSchema, type Health } from "@housing/contracts";
import type { AppDependencies } from "./dependencies";
import { pingDatabase } from "./db/client";
import { describeError } from "./logger";
import type { OperationSpec } from "./openapi/operation";

/** 200 when the database answers, 503 with status "degraded" when it does not. */
export function healthRoutes({ db, driver, version, logger }: AppDependencies): Hono {
  return new Hono().get("/health", async (c) => {
    let isReachable = true;
    try {
      await pingDatabase(db);
    } catch (error) {
      isReachable = false;
      logger.warn("database not reachable", describeError(error));
    }
    const body: Health = { status: isReachable ? "ok" : "degraded", database: { driver, isReachable }, version };
    return c.json(body, isReachable ? 200 : 503);
  });
}

export const healthOperation: OperationSpec = {
  method: "get",
  path: "/health",
  operationId: "getHealth",
  tag: "System",
  summary: "Health of the API and its database",
  responses: {
    200: { description: "The database answers.", schema: HealthSchema },
    503: { description: "The database does not answer; the body says `degraded`.", schema: HealthSchema },
  },
};
