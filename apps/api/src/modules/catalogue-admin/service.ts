import { and, eq, ne, sql } from "drizzle-orm";
import type { AppDependencies } from "../../core/dependencies";
import { objects, stages } from "../../core/db/schema";
import { refreshStage } from "../catalogue/refresh-stage";
import { slugify } from "../../core/text";
import { ObjectStatus, OutdoorArea, Parking, ResidenceType } from "../catalogue/enums";
import { MATCH_JOB, type MatchJob } from "../saved-searches/matching";
import type { CatalogueHome } from "./request";

export type WriteResult = { id: string; isCreated: boolean } | { fieldErrors: Record<string, string[]> };

/**
 * Adds or replaces one home, then queues the saved-search matching for it: the job runs after
 * this answer, so a writer never waits for the alerts.
 */
export async function writeHome(
  deps: Pick<AppDependencies, "db" | "jobs">,
  id: string,
  home: CatalogueHome,
): Promise<WriteResult> {
  if (home.totalPrice !== null && home.totalPrice < home.price) {
    return { fieldErrors: { "body.totalPrice": ["Must not be below price"] } };
  }
  const objectNumber = home.objectNumber.trim();
  const name = home.name.trim();
  const result = await deps.db.transaction(async (tx): Promise<WriteResult> => {
    const [stage] = await tx.select().from(stages).where(eq(stages.id, home.stageId)).limit(1);
    if (!stage) return { fieldErrors: { "body.stageId": ["Unknown stage"] } };
    const [taken] = await tx
      .select({ id: objects.id })
      .from(objects)
      .where(and(eq(objects.stageId, stage.id), eq(objects.objectNumber, objectNumber), ne(objects.id, id)))
      .limit(1);
    if (taken) return { fieldErrors: { "body.objectNumber": ["Another home of the stage has this number"] } };
    const [existing] = await tx
      .select({ stageId: objects.stageId, recommendedRank: objects.recommendedRank })
      .from(objects)
      .where(eq(objects.id, id))
      .limit(1);
    const [{ nextRank } = { nextRank: 1 }] = await tx
      .select({ nextRank: sql<number>`coalesce(max(${objects.recommendedRank}), 0)::int + 1` })
      .from(objects)
      .where(eq(objects.siteKey, stage.siteKey));
    const row = {
      id,
      stageId: stage.id,
      siteKey: stage.siteKey,
      objectNumber,
      name,
      url: `${stage.url}${slugify(name)}/`,
      statusId: ObjectStatus.ids[home.status],
      stageStatusId: stage.statusId,
      countyTagId: stage.countyTagId,
      municipalityTagId: stage.municipalityTagId,
      areaTagId: stage.areaTagId,
      residenceTypeId: ResidenceType.ids[home.residenceType],
      disposalFormId: stage.disposalFormId,
      conceptIds: stage.conceptIds,
      rooms: home.rooms,
      minRooms: home.rooms,
      maxRooms: home.rooms,
      livingArea: home.livingArea,
      floor: home.floor,
      price: home.price,
      debtShare: home.debtShare,
      totalPrice: home.totalPrice,
      monthlyFee: home.monthlyFee,
      outdoorAreaIds: home.outdoorAreas.map((key) => OutdoorArea.ids[key]),
      parkingId: Parking.ids[home.parking],
      inhabitDate: home.inhabitDate,
      inhabitLabel: stage.inhabitLabel,
      vipStart: stage.vipStart,
      vipEnd: stage.vipEnd,
      hasShowing: home.hasShowing,
      lat: stage.lat,
      lng: stage.lng,
      shortDescription: home.shortDescription.trim(),
      searchImageUrl: stage.searchImageUrl,
      recommendedRank: existing?.recommendedRank ?? nextRank,
    };
    const { id: _id, ...changes } = row;
    await tx.insert(objects).values(row).onConflictDoUpdate({ target: objects.id, set: changes });
    await refreshStage(tx, stage.id);
    if (existing && existing.stageId !== stage.id) await refreshStage(tx, existing.stageId);
    return { id, isCreated: !existing };
  });
  if ("id" in result) await deps.jobs.send<MatchJob>(MATCH_JOB, { objectIds: [result.id] });
  return result;
}
