import { sql } from "drizzle-orm";
import type { ObjectPageData, StageObjectRow, StagePageData } from "@housing/contracts";
import { BOOKING_FLOW_KINDS, type BookingFlowKind } from "@housing/contracts/booking";
import { DisposalForm, ObjectStatus, Parking, PlotKind, ResidenceType } from "../../catalogue/enums";
import { contactsOf, showingsOf } from "./contacts";
import {
  homeSearchPath,
  imagesOf,
  PLACE_COLUMNS,
  placeJoins,
  rowsOf,
  STAGE_SUMMARY_COLUMNS,
  stageSummaryOf,
  type PageContext,
  type StageSummaryRow,
} from "./rows";

interface StageDetailRow extends StageSummaryRow {
  residence_type_ids: string[];
  disposal_form_id: string;
  construction_phase: number;
  plot_kind: number | null;
  vip_start: Date | string | null;
  vip_end: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Stages of the site matching `where` (on alias s), with the detail columns of a stage page. */
async function stageDetails(context: PageContext, where: ReturnType<typeof sql>) {
  return rowsOf<StageDetailRow>(
    context.db,
    sql`select ${STAGE_SUMMARY_COLUMNS}, ${PLACE_COLUMNS}, array_to_json(s.residence_type_ids) as residence_type_ids,
      s.disposal_form_id, s.construction_phase, s.plot_kind, s.vip_start, s.vip_end
      from stages s ${placeJoins("s")} where s.site_key = ${context.site.key} and ${where} limit 1`,
  );
}

/** A home's figures as the stage table, the external list and the home's own page read them (alias o). */
export const OBJECT_LIST_COLUMNS = sql`o.id, o.name, o.object_number, o.url, o.status_id, o.rooms, o.min_rooms, o.max_rooms,
  o.living_area, o.floor, o.price, o.total_price, o.monthly_fee`;

export interface ObjectListRow {
  id: string;
  name: string;
  object_number: string;
  url: string;
  status_id: string;
  rooms: number;
  min_rooms: number;
  max_rooms: number;
  living_area: number;
  floor: number | null;
  price: number;
  total_price: number | null;
  monthly_fee: number | null;
}

/** The columns of OBJECT_LIST_COLUMNS, the one reading of a home's figures for every page that shows it. */
export function objectRowOf(row: ObjectListRow): StageObjectRow {
  return {
    id: row.id,
    name: row.name,
    objectNumber: row.object_number,
    url: row.url,
    status: ObjectStatus.keyOf(row.status_id) ?? "notAvailable",
    rooms: Number(row.rooms),
    minRooms: Number(row.min_rooms),
    maxRooms: Number(row.max_rooms),
    livingArea: Number(row.living_area),
    floor: row.floor === null ? null : Number(row.floor),
    price: Number(row.price),
    totalPrice: row.total_price === null ? null : Number(row.total_price),
    monthlyFee: row.monthly_fee === null ? null : Number(row.monthly_fee),
  };
}

function stageOf(context: PageContext, row: StageDetailRow): StagePageData["stage"] {
  const summary = stageSummaryOf(context, row);
  return {
    ...summary,
    address: [row.area_name, row.municipality].filter(Boolean).join(", "),
    description: row.short_description,
    residenceTypes: row.residence_type_ids.flatMap((id) => ResidenceType.keyOf(id) ?? []),
    disposalForm: DisposalForm.keyOf(row.disposal_form_id) ?? "all",
    constructionPhase: Number(row.construction_phase),
    plotKind: row.plot_kind === null ? null : (PlotKind.keyOf(Number(row.plot_kind)) ?? null),
    vipStart: iso(row.vip_start),
    vipEnd: iso(row.vip_end),
  };
}

/** The stage at `path` on the site, or null. */
export async function stagePageData(context: PageContext, path: string): Promise<StagePageData | null> {
  const [row] = await stageDetails(context, sql`s.url = ${path}`);
  if (!row) return null;
  const [images, objects, showings, contacts] = await Promise.all([
    imagesOf(context, "stage", row.id),
    rowsOf<ObjectListRow>(
      context.db,
      sql`select ${OBJECT_LIST_COLUMNS} from objects o where o.stage_id = ${row.id} order by o.object_number`,
    ),
    showingsOf(context, row.id),
    contactsOf(context, row.id),
  ]);
  return {
    kind: "stage",
    stage: stageOf(context, row),
    images,
    objects: objects.map(objectRowOf),
    showings,
    contacts,
    searchUrl: homeSearchPath(context.site),
  };
}

const isBookingFlow = (value: number | null): value is BookingFlowKind =>
  (BOOKING_FLOW_KINDS as readonly number[]).includes(Number(value));

interface ObjectDetailRow extends ObjectListRow {
  stage_id: string;
  residence_type_id: string;
  disposal_form_id: string;
  debt_share: number | null;
  parking_id: string;
  plot_kind: number | null;
  inhabit_date: string | null;
  inhabit_label: string;
  short_description: string;
  booking_flow: number | null;
}

/** `/a/b/c/` -> `/a/b/`. */
export function parentPath(path: string): string {
  return path.replace(/[^/]+\/$/, "");
}

/** The home at `path` on the site, with its stage, or null. */
export async function objectPageData(context: PageContext, path: string): Promise<ObjectPageData | null> {
  const [row] = await rowsOf<ObjectDetailRow>(
    context.db,
    // Through the stage's unique (site, url) index and the homes' stage index: no scan of all homes.
    sql`select ${OBJECT_LIST_COLUMNS}, o.stage_id, o.residence_type_id, o.disposal_form_id, o.debt_share,
      o.parking_id, o.plot_kind, o.inhabit_date::text as inhabit_date, o.inhabit_label, o.short_description,
      s.booking_flow
      from stages s join objects o on o.stage_id = s.id
      where s.site_key = ${context.site.key} and s.url = ${parentPath(path)} and o.url = ${path} limit 1`,
  );
  if (!row) return null;
  const [[stage], objectImages, stageImages, showings, contacts] = await Promise.all([
    stageDetails(context, sql`s.id = ${row.stage_id}`),
    imagesOf(context, "object", row.id),
    imagesOf(context, "stage", row.stage_id),
    showingsOf(context, row.stage_id, row.id),
    contactsOf(context, row.stage_id),
  ]);
  const base = objectRowOf(row);
  return {
    kind: "object",
    object: {
      id: base.id,
      name: base.name,
      objectNumber: base.objectNumber,
      status: base.status,
      residenceType: ResidenceType.keyOf(row.residence_type_id) ?? "apartment",
      disposalForm: DisposalForm.keyOf(row.disposal_form_id) ?? "all",
      rooms: base.rooms,
      minRooms: base.minRooms,
      maxRooms: base.maxRooms,
      livingArea: base.livingArea,
      floor: base.floor,
      price: base.price,
      debtShare: row.debt_share === null ? null : Number(row.debt_share),
      totalPrice: base.totalPrice,
      monthlyFee: base.monthlyFee,
      parking: Parking.keyOf(row.parking_id) ?? "unknown",
      plotKind: row.plot_kind === null ? null : (PlotKind.keyOf(Number(row.plot_kind)) ?? null),
      inhabitDate: row.inhabit_date,
      inhabitLabel: row.inhabit_label,
      description: row.short_description,
    },
    stage: stageSummaryOf(context, stage!),
    // The floor plan first, then the building.
    images: [...objectImages, ...stageImages],
    showings,
    contacts,
    searchUrl: homeSearchPath(context.site),
    // Click-to-buy (spec section 2): the stage's online booking flow, if it has one.
    bookingFlow: isBookingFlow(row.booking_flow) ? row.booking_flow : null,
  };
}
