import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Health } from "@housing/contracts";
import type { AppDependencies } from "./app";
import { describeError } from "./logger";

/** 200 when the database answers, 503 with status "degraded" when it does not. */
export function healthRoutes({ db, driver, version, logger }: AppDependencies): Hono {
  return new Hono().get("/health", async (c) => {
    let isReachable = true;
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      isReachable = false;
      logger.warn("database not reachable", describeError(error));
    }
    const body: Health = { status: isReachable ? "ok" : "degraded", database: { driver, isReachable }, version };
    return c.json(body, isReachable ? 200 : 503);
  });
}
