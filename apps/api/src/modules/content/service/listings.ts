import { sql } from "drizzle-orm";
import type {
  PremisesListPageData,
  PremisesPageData,
  PremisesSummary,
  RentalListPageData,
  RentalProjectPageData,
  RentalProjectSummary,
  SuccessionPageData,
} from "@housing/contracts";
import { ObjectStatus, PremiseStatus, PremiseType, RentalStatus } from "../../catalogue/enums";
import {
  imagesOf,
  mediaImage,
  PLACE_COLUMNS,
  placeJoins,
  placeOf,
  rowsOf,
  type PageContext,
  type PlaceRow,
} from "./rows";

/** Spec section 9: the premises search returns at most 500; the start page lists as many. */
const PREMISES_LIMIT = 500;
/** Spec section 9: "succession constant 6"; the list shows pages of that many times ten. */
const SUCCESSION_LIMIT = 60;

const num = (value: number | null) => (value === null ? null : Number(value));

interface PremisesRow extends PlaceRow {
  id: string;
  name: string;
  url: string;
  type_id: string;
  status_id: string;
  area_size: number;
  monthly_rent: number | null;
  available_from: string | null;
  short_description: string;
  search_image_url: string;
  stage_name: string | null;
  stage_url: string | null;
}

function premisesRows(context: PageContext, where: ReturnType<typeof sql>) {
  return rowsOf<PremisesRow>(
    context.db,
    sql`select p.id, p.name, p.url, p.type_id, p.status_id, p.area_size, p.monthly_rent,
      p.available_from::text as available_from, p.short_description, p.search_image_url,
      st.name as stage_name, st.url as stage_url, ${PLACE_COLUMNS}
      from premises p ${placeJoins("p")} left join stages st on st.id = p.stage_id
      where p.site_key = ${context.site.key} and ${where} order by p.area_size, p.id limit ${PREMISES_LIMIT}`,
  );
}

function premisesOf(context: PageContext, row: PremisesRow): PremisesSummary {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    type: PremiseType.keyOf(row.type_id) ?? "office",
    status: PremiseStatus.keyOf(row.status_id) ?? "forSale",
    areaSize: Number(row.area_size),
    monthlyRent: num(row.monthly_rent),
    availableFrom: row.available_from,
    place: placeOf(context.site, row),
    shortDescription: row.short_description,
    image: mediaImage(context, row.search_image_url, row.name),
  };
}

export async function premisesListPageData(context: PageContext): Promise<PremisesListPageData> {
  const rows = await premisesRows(context, sql`true`);
  return { kind: "premisesList", premises: rows.map((row) => premisesOf(context, row)) };
}

export async function premisesPageData(
  context: PageContext,
  path: string,
  listUrl: string,
): Promise<PremisesPageData | null> {
  const [row] = await premisesRows(context, sql`p.url = ${path}`);
  if (!row) return null;
  return {
    kind: "premises",
    premises: premisesOf(context, row),
    images: await imagesOf(context, "premises", row.id),
    stage: row.stage_name && row.stage_url ? { label: row.stage_name, href: row.stage_url } : null,
    listUrl,
  };
}

interface RentalRow extends PlaceRow {
  id: string;
  name: string;
  url: string;
  status_id: string;
  min_rent: number;
  max_rent: number;
  min_rooms: number;
  max_rooms: number;
  min_living_area: number;
  max_living_area: number;
  apartment_count: number;
  available_count: number;
  inhabit_date: string | null;
  short_description: string;
  search_image_url: string;
}

function rentalRows(context: PageContext, where: ReturnType<typeof sql>) {
  return rowsOf<RentalRow>(
    context.db,
    sql`select r.id, r.name, r.url, r.status_id, r.min_rent, r.max_rent, r.min_rooms, r.max_rooms, r.min_living_area,
      r.max_living_area, r.apartment_count, r.available_count, r.inhabit_date::text as inhabit_date,
      r.short_description, r.search_image_url, ${PLACE_COLUMNS}
      from rental_projects r ${placeJoins("r")} where r.site_key = ${context.site.key} and ${where} order by r.name, r.id`,
  );
}

function rentalOf(context: PageContext, row: RentalRow): RentalProjectSummary {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    status: RentalStatus.keyOf(row.status_id) ?? "forSale",
    place: placeOf(context.site, row),
    rent: { min: num(row.min_rent), max: num(row.max_rent) },
    rooms: { min: num(row.min_rooms), max: num(row.max_rooms) },
    livingArea: { min: num(row.min_living_area), max: num(row.max_living_area) },
    apartmentCount: Number(row.apartment_count),
    availableCount: Number(row.available_count),
    inhabitDate: row.inhabit_date,
    shortDescription: row.short_description,
    image: mediaImage(context, row.search_image_url, row.name),
  };
}

export async function rentalListPageData(context: PageContext): Promise<RentalListPageData> {
  const rows = await rentalRows(context, sql`true`);
  return { kind: "rentalList", projects: rows.map((row) => rentalOf(context, row)) };
}

export async function rentalProjectPageData(
  context: PageContext,
  path: string,
  listUrl: string,
): Promise<RentalProjectPageData | null> {
  const [row] = await rentalRows(context, sql`r.url = ${path}`);
  if (!row) return null;
  return {
    kind: "rental",
    project: rentalOf(context, row),
    images: await imagesOf(context, "rental_project", row.id),
    listUrl,
  };
}

interface SuccessionRow extends PlaceRow {
  id: string;
  address: string;
  status_id: string;
  price: number;
  monthly_fee: number | null;
  rooms: number;
  living_area: number;
  image_url: string;
  url: string;
  broker_name: string;
  published_at: Date | string;
}

/**
 * Templates SuccessionPage and SuccessionStagePage: resale homes for sale or reserved, newest
 * first; a municipality's page (`/maklar-objekt/{county}/{municipality}/`) only that town's.
 */
export async function successionPageData(
  context: PageContext,
  listUrl: string,
  municipality: { id: string; name: string } | null,
): Promise<SuccessionPageData> {
  const statuses = [ObjectStatus.ids.forSale, ObjectStatus.ids.reserved];
  const where = sql`x.site_key = ${context.site.key} and x.status_id in (${statuses[0]}, ${statuses[1]})`;
  const inTown = municipality ? sql`and x.municipality_tag_id = ${municipality.id}` : sql``;
  const [rows, [count], towns] = await Promise.all([
    rowsOf<SuccessionRow>(
      context.db,
      sql`select x.id, x.address, x.status_id, x.price, x.monthly_fee, x.rooms, x.living_area, x.image_url, x.url,
        x.broker_name, x.published_at, ct.name as county, ct.url as county_url, mt.name as municipality,
        mt.url as municipality_url, null as area_name
        from succession_objects x join search_tags ct on ct.id = x.county_tag_id join search_tags mt on mt.id = x.municipality_tag_id
        where ${where} ${inTown} order by x.published_at desc, x.id limit ${SUCCESSION_LIMIT}`,
    ),
    rowsOf<{ count: number }>(
      context.db,
      sql`select count(*)::int as count from succession_objects x where ${where} ${inTown}`,
    ),
    rowsOf<{ name: string; url: string; stage_count: number }>(
      context.db,
      sql`select mt.name, mt.url, count(*)::int as stage_count from succession_objects x
        join search_tags mt on mt.id = x.municipality_tag_id where ${where} group by mt.name, mt.url order by mt.name`,
    ),
  ]);
  return {
    kind: "succession",
    municipality: municipality?.name ?? null,
    totalCount: Number(count?.count ?? 0),
    objects: rows.map((row) => ({
      id: row.id,
      address: row.address,
      status: ObjectStatus.keyOf(row.status_id) ?? "forSale",
      place: { ...placeOf(context.site, row), area: null },
      price: num(row.price),
      monthlyFee: num(row.monthly_fee),
      rooms: Number(row.rooms),
      livingArea: Number(row.living_area),
      image: mediaImage(context, row.image_url, row.address),
      url: row.url,
      brokerName: row.broker_name,
      publishedAt: new Date(row.published_at).toISOString(),
    })),
    // `stageCount` counts resale homes here: the municipality picker shows how many each town has.
    municipalities: towns.map((row) => ({
      name: row.name,
      url: `${listUrl}${row.url}/`,
      stageCount: Number(row.stage_count),
    })),
    listUrl,
  };
}
