import { eq } from "drizzle-orm";
import { getSiteByKey } from "@housing/site-config";
import { objects, stages } from "../../core/db/schema";
import { describeError } from "../../core/logger";
import type { AppDependencies } from "../../core/dependencies";
import type { BookingDeps } from "./deps";

/*
 * Spec section 2: "the search and object pages show the new status at once". After a home's status
 * changes (reserved, released, booked) a job tells its site's app to render the searches, the
 * object page and the stage page again (site-shell's `POST /_revalidate/` with the tags of
 * cache-tags.ts). Nothing is sent without HOUSING_REVALIDATE_SECRET; a failure is logged (the
 * site and the status code, never a person) and the pages catch up when their cache ends.
 */

export const REVALIDATE_JOB = "booking.revalidate";
export interface RevalidateJob {
  objectId: string;
}

/** Queues the sites' revalidation of a home whose status changed. */
export async function announceStatusChange(
  deps: Pick<BookingDeps, "jobs" | "revalidate" | "logger">,
  objectId: string,
) {
  if (!deps.revalidate) return;
  try {
    await deps.jobs.send<RevalidateJob>(REVALIDATE_JOB, { objectId });
  } catch (error) {
    deps.logger.warn("revalidation not queued", describeError(error));
  }
}

/** The tags of one home's pages (site-shell's cache-tags.ts: search, page). */
export function tagsOf(code: string, objectUrl: string, stageUrl: string): string[] {
  return [`search:${code}`, `page:${code}:${objectUrl}`, `page:${code}:${stageUrl}`];
}

export async function revalidateHome(deps: Pick<AppDependencies, "db" | "revalidate" | "logger">, job: RevalidateJob) {
  const settings = deps.revalidate;
  if (!settings) return;
  const [home] = await deps.db
    .select({ siteKey: objects.siteKey, objectUrl: objects.url, stageUrl: stages.url })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(eq(objects.id, job.objectId))
    .limit(1);
  const site = home && getSiteByKey(home.siteKey);
  const origin = site && settings.origins[site.code];
  if (!home || !site || !origin) return;
  try {
    const response = await fetch(new URL("/_revalidate/", origin), {
      method: "POST",
      headers: { authorization: `Bearer ${settings.secret}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: tagsOf(site.code, home.objectUrl, home.stageUrl), expire: "now" }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) deps.logger.warn("site revalidation refused", { site: site.code, status: response.status });
  } catch (error) {
    deps.logger.warn("site revalidation failed", { site: site.code, ...describeError(error) });
  }
}
