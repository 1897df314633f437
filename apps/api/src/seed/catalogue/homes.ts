import {
  Concept,
  DisposalForm,
  type EnumKey,
  ObjectStatus,
  OutdoorArea,
  OutdoorDirection,
  Parking,
  PlotKind,
  ResidenceType,
  StageStatus,
} from "../../modules/catalogue/enums";
import type { objects } from "../../core/db/schema";
import { catalogueId, mediaUrl, monthFromReference } from "./common";
import { COPY } from "./copy";
import { Random } from "../../core/random";
import type { ResidenceTypeKey } from "./sites";
import type { StagePlan, StageStatusKey } from "./stages";
import { roundDegrees, roundTo, slugify } from "./text";

export type ObjectRow = typeof objects.$inferInsert;
type ObjectStatusKey = EnumKey<typeof ObjectStatus>;
type OutdoorAreaKey = EnumKey<typeof OutdoorArea>;

/** Home statuses by stage status: selling stages are mostly for sale, reserved or pre-selling (spec section 9). */
const STATUS_WEIGHTS: Record<StageStatusKey, Partial<Record<ObjectStatusKey, number>>> = {
  planned: { notAvailable: 1 },
  vip: { preSelling: 85, reserved: 12, booked: 3 },
  preSelling: { preSelling: 78, reserved: 15, booked: 7 },
  forSale: { forSale: 60, reserved: 12, booked: 8, sold: 17, notAvailable: 2, showingApartment: 1 },
  moveInReady: { forSale: 40, reserved: 7, booked: 8, sold: 44, showingApartment: 1 },
  soldOut: { sold: 95, booked: 5 },
  reference: { sold: 1 },
  succession: { succession: 1 },
};

type Weights = Record<number, number>;
const FLAT_ROOMS: Record<"default" | "fi" | "senior", Weights> = {
  default: { 1: 10, 2: 28, 3: 32, 4: 20, 5: 10 },
  fi: { 1: 18, 2: 35, 3: 30, 4: 15, 5: 2 },
  senior: { 1: 10, 2: 55, 3: 35 },
};
const HOUSE_ROOMS: Record<Exclude<ResidenceTypeKey, "apartment">, Weights> = {
  townHouse: { 3: 25, 4: 50, 5: 25 },
  semiDetachedHouse: { 4: 60, 5: 40 },
  detachedHouse: { 4: 25, 5: 45, 6: 30 },
  house: { 4: 50, 5: 50 },
  // Plots are sold with a house package, so they have the package's rooms.
  plot: { 4: 40, 5: 40, 6: 20 },
};
const FLAT_AREA: Record<number, readonly [number, number]> = {
  1: [28, 40],
  2: [44, 60],
  3: [62, 82],
  4: [82, 104],
  5: [100, 130],
};

function pickNumber(weights: Weights, random: Random): number {
  return Number(random.weightedKey(weights));
}

function roomsOf(plan: StagePlan, random: Random) {
  const type = plan.residenceType;
  const flatWeights = plan.concepts.includes("seniorGarden")
    ? FLAT_ROOMS.senior
    : FLAT_ROOMS[plan.profile.country === "fi" ? "fi" : "default"];
  const rooms = pickNumber(type === "apartment" ? flatWeights : HOUSE_ROOMS[type], random);
  /*
   * One room count per home: its floor plan, living area, description and the rooms filter all
   * follow `rooms`, so a seeded home is not "flexible" (a range would be read as 3–4 rok on one
   * page and 3 rok on another). The generator still spends the draw a layout choice takes,
   * so the later fields of every home keep their values.
   */
  if (type !== "apartment" || rooms >= 3) random.next();
  return { rooms, minRooms: rooms, maxRooms: rooms };
}

function livingAreaOf(type: ResidenceTypeKey, rooms: number, random: Random): number {
  if (type === "apartment") {
    const [min, max] = FLAT_AREA[rooms]!;
    return roundTo(random.float(min, max), 0.5);
  }
  const perRoom = type === "townHouse" ? 24 : type === "semiDetachedHouse" ? 26 : 27;
  return roundTo(rooms * perRoom + 12 + random.float(-10, 14), 0.5);
}

function outdoorOf(
  plan: StagePlan,
  floor: number | null,
  isTopFloor: boolean,
  rooms: number,
  random: Random,
): OutdoorAreaKey[] {
  const country = plan.profile.country;
  const areas: OutdoorAreaKey[] = [];
  if (floor === null) {
    if (random.chance(0.9)) areas.push("patio");
    if (random.chance(0.35)) areas.push("porch");
    if (random.chance(0.3)) areas.push("terrace");
  } else if (floor === 0) {
    if (random.chance(0.85)) areas.push("patio");
  } else if (isTopFloor && random.chance(0.35)) {
    areas.push(random.chance(0.25) ? "roofTop" : "terrace");
  } else {
    const balcony = random.weightedKey({ balcony: 75, frenchBalcony: 15, none: 10 });
    if (balcony !== "none") areas.push(balcony);
  }
  const saunaOdds = country === "fi" ? (floor === null ? 0.95 : 0.65) : floor === null ? 0.12 : 0.04;
  if (random.chance(saunaOdds)) areas.push("sauna");
  if (rooms >= 3 && random.chance(0.25)) areas.push("walkInCloset");
  return areas;
}

/** One or two neighbouring compass points for homes with somewhere to sit outside. */
function directionsOf(outdoor: readonly OutdoorAreaKey[], random: Random): number[] {
  if (!outdoor.some((key) => key === "balcony" || key === "terrace" || key === "patio" || key === "roofTop")) return [];
  const clockwise = ["north", "northEast", "east", "southEast", "south", "southWest", "west", "northWest"] as const;
  const start = random.int(0, clockwise.length - 1);
  const count = random.chance(0.3) ? 2 : 1;
  return Array.from(
    { length: count },
    (_, step) => OutdoorDirection.ids[clockwise[(start + step) % clockwise.length]!],
  );
}

/** Monthly fee in the local currency: the association's fee, felleskostnader or vastike. */
function monthlyFeeOf(plan: StagePlan, livingArea: number, debtShare: number | null, random: Random): number | null {
  const { country } = plan.profile;
  if (country === "fi") return Math.round(livingArea * random.float(4.2, 5.2) + (debtShare ?? 0) * 0.0045);
  if (plan.disposalForm === "ownership" && plan.residenceType !== "apartment") return null;
  const perSqm =
    country === "no"
      ? plan.disposalForm === "condominium"
        ? random.float(55, 80)
        : random.float(28, 42)
      : random.float(48, 68);
  return roundTo(livingArea * perSqm, 10);
}

interface Layout {
  number: string;
  floor: number | null;
  isTopFloor: boolean;
}

/** Flats are numbered by staircase and floor in each country's way; houses 1, 2, 3… */
function layoutOf(plan: StagePlan, index: number, perFloor: number, floorsPerStair: number): Layout {
  if (plan.residenceType !== "apartment") return { number: String(index + 1), floor: null, isTopFloor: false };
  const perStair = perFloor * floorsPerStair;
  const stairs = Math.ceil(plan.homeCount / perStair);
  const stair = String.fromCharCode(65 + (Math.floor(index / perStair) % 26));
  const within = index % perStair;
  const floor = Math.floor(within / perFloor);
  const flat = (within % perFloor) + 1;
  const two = (value: number) => String(value).padStart(2, "0");
  const prefix = stairs > 1 ? stair : "";
  const cycle = Math.floor(index / (perStair * 26));
  const suffix = cycle > 0 ? `-${cycle + 1}` : "";
  const number =
    plan.profile.country === "se"
      ? `${prefix}${10 + floor}${two(flat)}` // Swedish standard: 10 is the entrance floor
      : plan.profile.country === "no"
        ? `${prefix ? `${prefix}-` : ""}H${two(floor + 1)}${two(flat)}` // Norwegian bruksenhetsnummer
        : `${stair} ${within + 1}`; // Finnish: staircase letter and running number
  return { number: `${number}${suffix}`, floor, isTopFloor: floor === floorsPerStair - 1 };
}

export function inhabitLabelOf(plan: StagePlan, months: number): string {
  const copy = COPY[plan.profile.language];
  if (months <= 0) return copy.readyToMoveIn;
  const date = monthFromReference(months);
  return copy.quarter(Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1, Number(date.slice(0, 4)));
}

/** The homes of a stage, all drawn from generators named after the stage, so they are the same on every run. */
export function buildHomes(plan: StagePlan, hasShowing: boolean): ObjectRow[] {
  const copy = COPY[plan.profile.language];
  const layoutRandom = Random.for(`${plan.id}:layout`);
  const perFloor = layoutRandom.int(3, 6);
  const floorsPerStair = Math.min(12, Math.max(2, Math.ceil(plan.homeCount / perFloor)));
  const { priceStep, country } = plan.profile;
  return Array.from({ length: plan.homeCount }, (_, index) => {
    const id = catalogueId("object", plan.id, index);
    const random = Random.for(id);
    const layout = layoutOf(plan, index, perFloor, floorsPerStair);
    const { rooms, minRooms, maxRooms } = roomsOf(plan, random);
    const livingArea = livingAreaOf(plan.residenceType, rooms, random);
    const status = random.weightedKey(STATUS_WEIGHTS[plan.status] as Record<ObjectStatusKey, number>);
    const smallFlatPremium = Math.min(1.15, Math.max(0.92, 1 + (60 - livingArea) / 400));
    const floorPremium = 1 + 0.012 * (layout.floor ?? 0);
    const houseDiscount = plan.residenceType === "apartment" ? 1 : 0.85;
    const value =
      livingArea * plan.sqmPrice * random.float(0.95, 1.06) * smallFlatPremium * floorPremium * houseDiscount;
    // Finland: the list price is debt-free; the sales price is what remains after the loan share.
    const totalPrice = country === "fi" ? roundTo(value, priceStep) : null;
    const debtShare =
      totalPrice === null
        ? null
        : plan.disposalForm === "condominium"
          ? roundTo(totalPrice * random.float(0.55, 0.72), priceStep)
          : 0;
    const price = totalPrice === null ? roundTo(value, priceStep) : totalPrice - debtShare!;
    const outdoor = outdoorOf(plan, layout.floor, layout.isTopFloor, rooms, random);
    const months = plan.inhabitMonths + (layout.floor === null ? Math.floor(index / 4) % 4 : 0);
    const name = `${copy.homeNoun[plan.residenceType]} ${layout.number}`;
    return {
      id,
      stageId: plan.id,
      siteKey: plan.profile.site.key,
      objectNumber: layout.number,
      name,
      url: `${plan.url}${slugify(name)}/`,
      statusId: ObjectStatus.ids[status],
      stageStatusId: StageStatus.ids[plan.status],
      countyTagId: plan.municipality.county.id,
      municipalityTagId: plan.municipality.id,
      areaTagId: plan.area.id,
      residenceTypeId: ResidenceType.ids[plan.residenceType],
      disposalFormId: DisposalForm.ids[plan.disposalForm],
      conceptIds: plan.concepts.map((key) => Concept.ids[key]),
      rooms,
      minRooms,
      maxRooms,
      livingArea,
      floor: layout.floor,
      price,
      debtShare,
      totalPrice,
      monthlyFee: monthlyFeeOf(plan, livingArea, debtShare, random),
      outdoorAreaIds: outdoor.map((key) => OutdoorArea.ids[key]),
      outdoorDirections: directionsOf(outdoor, random),
      parkingId: Parking.ids[plan.parking],
      plotKind: plan.plotKind === null ? null : PlotKind.ids[plan.plotKind],
      inhabitDate: monthFromReference(months),
      inhabitLabel: inhabitLabelOf(plan, months),
      vipStart: plan.vipStart,
      vipEnd: plan.vipEnd,
      hasShowing,
      lat: roundDegrees(plan.lat + random.float(-0.0008, 0.0008)),
      lng: roundDegrees(plan.lng + random.float(-0.0012, 0.0012)),
      shortDescription: copy.homeDescription(
        rooms,
        livingArea,
        layout.floor,
        outdoor[0] ? copy.outdoor[outdoor[0]] : null,
      ),
      searchImageUrl: mediaUrl("plan", catalogueId("image", "object", id, 0)),
      recommendedRank: plan.rank * 10_000 + index,
    };
  });
}
