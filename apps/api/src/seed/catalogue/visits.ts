import type { visits } from "../../core/db/schema";
import { catalogueId, daysFromReference } from "./common";
import { Random } from "../../core/random";
import type { StageRow } from "./stage-rows";

export type VisitRow = typeof visits.$inferInsert;

export const SEEDED_VISITS = 3000;
const VISITORS = 400;

/**
 * Stage visits over the 60 days before the reference date, so "last visited" and "most
 * visited in a county" have answers. Each visitor keeps to one site; stages with more homes
 * for sale draw more visits. Visitor ids are UUIDs whether they stand for a user or an
 * anonymous cookie, as they do in the calls.
 */
export function buildVisits(stageRows: readonly StageRow[], count = SEEDED_VISITS): VisitRow[] {
  if (stageRows.length === 0) return [];
  const bySite = new Map<string, StageRow[]>();
  for (const stage of stageRows) {
    const list = bySite.get(stage.siteKey) ?? [];
    list.push(stage);
    bySite.set(stage.siteKey, list);
  }
  const siteKeys = [...bySite.keys()].sort();
  const visitors = Array.from({ length: VISITORS }, (_, index) => {
    const random = Random.for(`visitor:${index}`);
    const siteKey = random.weighted(siteKeys, (key) => bySite.get(key)!.length);
    return { id: catalogueId("visitor", index), stages: bySite.get(siteKey)! };
  });
  return Array.from({ length: count }, (_, index) => {
    const random = Random.for(`visit:${index}`);
    const visitor = random.pick(visitors);
    const stage = random.weighted(visitor.stages, (candidate) => 1 + candidate.searchedObjectCount);
    return {
      id: catalogueId("visit", index),
      visitorId: visitor.id,
      siteKey: stage.siteKey,
      stageId: stage.id,
      countyTagId: stage.countyTagId,
      visitedAt: daysFromReference(-random.int(1, 60), random.int(6, 21), random.int(0, 59)),
    };
  });
}
