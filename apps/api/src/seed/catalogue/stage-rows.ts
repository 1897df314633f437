import {
  Concept,
  DisposalForm,
  isSearchedStatus,
  ObjectStatus,
  PlotKind,
  ProjectType,
  ResidenceType,
  StageStatus,
} from "../../modules/catalogue/enums";
import type { stages } from "../../core/db/schema";
import { catalogueId, mediaUrl } from "./common";
import { COPY } from "./copy";
import { inhabitLabelOf, type ObjectRow } from "./homes";
import type { StagePlan } from "./stages";

export type StageRow = typeof stages.$inferInsert;

function range(values: readonly number[]): [number, number] | [null, null] {
  if (values.length === 0) return [null, null];
  return [Math.min(...values), Math.max(...values)];
}

function rangeText(min: number | null, max: number | null): string {
  if (min === null || max === null) return "";
  return min === max ? String(min) : `${min}–${max}`;
}

/**
 * The stage row with its search columns taken from its homes: prices over the homes that
 * can still be bought (null when none can), rooms and living area over all of them.
 */
export function stageRow(plan: StagePlan, homes: readonly ObjectRow[], hasShowing: boolean): StageRow {
  const copy = COPY[plan.profile.language];
  const searched = homes.filter((home) => isSearchedStatus(home.statusId));
  const [minPrice, maxPrice] = range(searched.map((home) => home.price));
  const totals = searched.flatMap((home) => (home.totalPrice == null ? [] : [home.totalPrice]));
  const [minTotalPrice, maxTotalPrice] = range(totals);
  const [minRooms, maxRooms] = range(homes.flatMap((home) => [home.minRooms, home.maxRooms]));
  const [minLivingArea, maxLivingArea] = range(homes.map((home) => home.livingArea));
  const soldId = ObjectStatus.ids.sold;
  const homesText = `${homes.length} ${copy.homePlural[plan.residenceType]}`;
  return {
    id: plan.id,
    siteKey: plan.profile.site.key,
    areaId: null,
    name: plan.name,
    url: plan.url,
    statusId: StageStatus.ids[plan.status],
    countyTagId: plan.municipality.county.id,
    municipalityTagId: plan.municipality.id,
    areaTagId: plan.area.id,
    lat: plan.lat,
    lng: plan.lng,
    minPrice,
    maxPrice,
    minTotalPrice,
    maxTotalPrice,
    minRooms,
    maxRooms,
    minLivingArea,
    maxLivingArea,
    inhabitDate: homes.map((home) => home.inhabitDate!).sort()[0] ?? null,
    inhabitLabel: inhabitLabelOf(plan, plan.inhabitMonths),
    vipStart: plan.vipStart,
    vipEnd: plan.vipEnd,
    conceptIds: plan.concepts.map((key) => Concept.ids[key]),
    residenceTypeIds: [ResidenceType.ids[plan.residenceType]],
    disposalFormId: DisposalForm.ids[plan.disposalForm],
    hasShowing,
    projectType: ProjectType.ids[plan.projectType],
    lifecycle: plan.lifecycle,
    constructionPhase: plan.constructionPhase,
    plotKind: plan.plotKind === null ? null : PlotKind.ids[plan.plotKind],
    shortDescription: copy.stageDescription(
      homesText,
      rangeText(minRooms, maxRooms),
      plan.area.name,
      plan.municipality.name,
    ),
    searchImageUrl: mediaUrl("facade", catalogueId("image", "stage", plan.id, 0)),
    objectCount: homes.length,
    searchedObjectCount: searched.length,
    soldObjectCount: homes.filter((home) => home.statusId === soldId).length,
    recommendedRank: plan.rank,
    // Click-to-buy's flows are given to a few stages by seed/booking.ts, after the catalogue is written.
    bookingFlow: null,
  };
}
