import type { EnumKey, Parking, PlotKind, StageStatus } from "../../modules/catalogue/enums";
import { catalogueId, daysFromReference } from "./common";
import { COPY } from "./copy";
import type { AreaPlace, Geography, MunicipalityPlace } from "./geography";
import { apportion, Random } from "../../core/random";
import type { ConceptKey, DisposalFormKey, HomeSiteProfile, ProjectTypeKey, ResidenceTypeKey } from "./sites";
import { roundDegrees, slugify } from "./text";

export type StageStatusKey = EnumKey<typeof StageStatus>;
export type ParkingKey = EnumKey<typeof Parking>;
type PlotKindKey = EnumKey<typeof PlotKind>;

/** Everything decided about a stage before its homes are drawn. */
export interface StagePlan {
  id: string;
  profile: HomeSiteProfile;
  /** The stage's own generator; its homes draw from generators of their own. */
  random: Random;
  name: string;
  url: string;
  municipality: MunicipalityPlace;
  area: AreaPlace;
  lat: number;
  lng: number;
  status: StageStatusKey;
  residenceType: ResidenceTypeKey;
  disposalForm: DisposalFormKey;
  concepts: ConceptKey[];
  projectType: ProjectTypeKey;
  lifecycle: number;
  constructionPhase: number;
  plotKind: PlotKindKey | null;
  /** Months from the reference date to the first move-in (negative: already moved in). */
  inhabitMonths: number;
  vipStart: Date | null;
  vipEnd: Date | null;
  /** Price per m² of this stage (the town's level, the location and the concept). */
  sqmPrice: number;
  parking: ParkingKey;
  homeCount: number;
  /** Position in the "recommended" order of its site, from 1. */
  rank: number;
}

/** Mostly selling stages; a few planned, finished or sold out, so every filter has something. */
const STATUS_WEIGHTS: Record<StageStatusKey, number> = {
  forSale: 46,
  preSelling: 14,
  vip: 7,
  planned: 6,
  moveInReady: 12,
  soldOut: 10,
  reference: 5,
  succession: 0,
};

/** The recommended order puts what can be bought first. */
const STATUS_ORDER: readonly StageStatusKey[] = [
  "forSale",
  "preSelling",
  "vip",
  "moveInReady",
  "planned",
  "soldOut",
  "reference",
  "succession",
];

/** Lifecycle 0-10 and construction phase 1-5 that fit a status (spec section 3). */
function progressOf(status: StageStatusKey, random: Random): { lifecycle: number; constructionPhase: number } {
  switch (status) {
    case "planned":
      return { lifecycle: 0, constructionPhase: 1 };
    case "vip":
      return { lifecycle: random.pick([1, 2]), constructionPhase: 1 };
    case "preSelling":
      return { lifecycle: 3, constructionPhase: 1 };
    case "forSale": {
      const lifecycle = random.pick([4, 5, 6, 7]);
      return { lifecycle, constructionPhase: lifecycle === 4 ? 1 : lifecycle === 5 ? 2 : 3 };
    }
    case "moveInReady":
      return { lifecycle: 9, constructionPhase: 4 };
    case "soldOut": {
      const lifecycle = random.pick([8, 9, 10]);
      return { lifecycle, constructionPhase: lifecycle - 5 };
    }
    case "reference":
    case "succession":
      return { lifecycle: 10, constructionPhase: 5 };
  }
}

function inhabitMonthsOf(status: StageStatusKey, random: Random): number {
  switch (status) {
    case "planned":
      return random.int(24, 42);
    case "vip":
      return random.int(14, 30);
    case "preSelling":
      return random.int(10, 28);
    case "forSale":
      return random.int(1, 20);
    case "moveInReady":
      return random.int(-10, 0);
    case "soldOut":
      return random.int(-24, -2);
    case "reference":
    case "succession":
      return random.int(-60, -24);
  }
}

/** VIP sale runs now on VIP stages, ran before pre-selling on some, and is announced on some planned ones. */
function vipWindowOf(status: StageStatusKey, hasVip: boolean, random: Random): { start: Date; end: Date } | null {
  if (!hasVip) return null;
  const window = (startDay: number, days: number) => ({
    start: daysFromReference(startDay, 6),
    end: daysFromReference(startDay + days, 21),
  });
  if (status === "vip") return window(-random.int(3, 30), random.int(20, 60));
  if (status === "preSelling" && random.chance(0.4)) return window(-random.int(40, 120), random.int(14, 35));
  if (status === "planned" && random.chance(0.3)) return window(random.int(20, 90), random.int(14, 30));
  return null;
}

function parkingOf(type: ResidenceTypeKey, random: Random): ParkingKey {
  return type === "apartment"
    ? random.weightedKey({ canPurchase: 55, unknown: 15, cannotPurchase: 10, included: 15, canPurchaseTwo: 5 })
    : random.weightedKey({ included: 50, twoIncluded: 25, canPurchase: 10, canPurchaseTwo: 10, unknown: 5 });
}

/** Relative size of a stage: blocks of flats are big, house projects small. */
function sizeWeightOf(type: ResidenceTypeKey, random: Random): number {
  if (type === "apartment") return random.float(0.8, 2.2);
  if (type === "townHouse") return random.float(0.35, 0.7);
  return random.float(0.2, 0.45);
}

/** A name not yet used on the site: "Brf Tallkronan", else "Brf Tallkronan etapp 2". */
function uniqueName(base: string, nextStage: string, used: Set<string>): string {
  let name = base;
  for (let number = 2; used.has(name); number++) name = `${base} ${nextStage} ${number}`;
  used.add(name);
  return name;
}

/** Stages of one site, spread over its towns by population, with `homes` homes between them. */
export function planStages(profile: HomeSiteProfile, geography: Geography, homes: number): StagePlan[] {
  const copy = COPY[profile.language];
  const towns = geography.municipalities[profile.country].filter((town) => town.population >= profile.minPopulation);
  const count = Math.max(1, Math.min(homes, Math.round(homes / profile.homesPerStage)));
  const usedNames = new Set<string>();
  const drafts = Array.from({ length: count }, (_, index) => {
    const id = catalogueId("stage", profile.site.key, index);
    const random = Random.for(id);
    const municipality = random.weighted(towns, (town) => town.population);
    const area = random.pick(municipality.areas);
    const status = random.weightedKey({ ...STATUS_WEIGHTS, vip: profile.hasVip ? STATUS_WEIGHTS.vip : 0 });
    const residenceType = random.weightedKey(profile.residenceTypes as Record<ResidenceTypeKey, number>);
    const disposalForm = profile.disposalForm(residenceType, random);
    const concepts = profile.concepts(random);
    const vip = vipWindowOf(status, profile.hasVip, random);
    const base = `${profile.namePrefix(disposalForm)}${random.pick(copy.nameStarts)}${random.pick(copy.nameEnds)}`;
    const name = uniqueName(base, copy.nextStage, usedNames);
    const plan: StagePlan = {
      id,
      profile,
      random,
      name,
      url: `${profile.homeSearchPath}${municipality.url}/${slugify(name)}/`,
      municipality,
      area,
      lat: roundDegrees(area.lat + random.float(-0.006, 0.006)),
      lng: roundDegrees(area.lng + random.float(-0.01, 0.01)),
      status,
      residenceType,
      disposalForm,
      concepts,
      projectType: profile.projectType(residenceType, disposalForm),
      ...progressOf(status, random),
      plotKind:
        profile.country === "fi" ? random.weightedKey({ ownPlot: 55, rentalLot: 35, optionalRentalPlot: 10 }) : null,
      inhabitMonths: inhabitMonthsOf(status, random),
      vipStart: vip?.start ?? null,
      vipEnd: vip?.end ?? null,
      sqmPrice: municipality.sqmPrice * random.float(0.88, 1.15) * (concepts.includes("premium") ? 1.12 : 1),
      parking: parkingOf(residenceType, random),
      homeCount: 0,
      rank: 0,
    };
    return { plan, weight: sizeWeightOf(residenceType, random), order: random.next() };
  });

  const sizes = apportion(
    homes,
    drafts.map((draft) => draft.weight),
    1,
  );
  drafts.forEach((draft, index) => (draft.plan.homeCount = sizes[index]!));
  [...drafts]
    .sort((a, b) => STATUS_ORDER.indexOf(a.plan.status) - STATUS_ORDER.indexOf(b.plan.status) || a.order - b.order)
    .forEach((draft, index) => (draft.plan.rank = index + 1));
  return drafts.map((draft) => draft.plan);
}
