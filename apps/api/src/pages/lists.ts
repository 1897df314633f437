import { sql } from "drizzle-orm";
import type {
  AreaPageData,
  AreaSummary,
  AreasPageData,
  ExternalObjectsPageData,
  PlaceCount,
  SeoPlacePageData,
  StageListPageData,
} from "@housing/contracts";
import { DEFAULT_HOSTS, getSiteByKey } from "@housing/site-config";
import { ObjectStatus, StageStatus } from "../catalogue/enums";
import {
  homeSearchPath,
  mediaImage,
  PLACE_COLUMNS,
  placeJoins,
  placeOf,
  rowsOf,
  stageSummaries,
  stageSummaryOf,
  type PageContext,
  type PlaceRow,
} from "./rows";

/** Lists stay readable and the page light; the counts still tell the whole story. */
const LIST_LIMIT = 100;

interface AreaRow extends PlaceRow {
  id: string;
  name: string;
  url: string;
  short_description: string;
  search_image_url: string;
  stage_count: number;
}

function areaOf(context: PageContext, row: AreaRow): AreaSummary {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    place: placeOf(context.site, row),
    shortDescription: row.short_description,
    image: mediaImage(context, row.search_image_url, row.name),
    stageCount: Number(row.stage_count),
  };
}

function areaRows(context: PageContext, where: ReturnType<typeof sql>) {
  return rowsOf<AreaRow>(
    context.db,
    sql`select a.id, a.name, a.url, a.short_description, a.search_image_url, a.stage_count, ${PLACE_COLUMNS}
      from areas a ${placeJoins("a")} where a.site_key = ${context.site.key} and ${where} order by a.name, a.id`,
  );
}

/** Template AreaPage: one development and its stages. */
export async function areaPageData(context: PageContext, path: string): Promise<AreaPageData | null> {
  const [row] = await areaRows(context, sql`a.url = ${path}`);
  if (!row) return null;
  const stages = await stageSummaries(context, sql`s.site_key = ${context.site.key} and s.area_id = ${row.id}`);
  return { kind: "area", area: areaOf(context, row), stages: stages.map((stage) => stageSummaryOf(context, stage)) };
}

/** Template AreasPage: every area of the site, and its counties as ways into the SEO pages. */
export async function areasPageData(context: PageContext): Promise<AreasPageData> {
  const [areas, counties] = await Promise.all([areaRows(context, sql`true`), countiesOf(context)]);
  return { kind: "areas", areas: areas.map((row) => areaOf(context, row)), counties };
}

async function countiesOf(context: PageContext): Promise<PlaceCount[]> {
  const search = homeSearchPath(context.site);
  if (!search) return [];
  const rows = await rowsOf<{ name: string; url: string; stage_count: number }>(
    context.db,
    sql`select t.name, t.url, count(*)::int as stage_count from stages s join search_tags t on t.id = s.county_tag_id
      where s.site_key = ${context.site.key} group by t.name, t.url order by t.name`,
  );
  return rows.map((row) => ({ name: row.name, url: `${search}${row.url}/`, stageCount: Number(row.stage_count) }));
}

interface TagRow {
  id: string;
  name: string;
  url: string;
  type: "county" | "municipality" | "area";
  parent_name: string | null;
  parent_url: string | null;
}

/** The county or municipality tag of the site's country at `slug` (`stockholms-lan`, `stockholms-lan/solna`). */
export async function placeTag(context: PageContext, slug: string): Promise<TagRow | null> {
  const [row] = await rowsOf<TagRow>(
    context.db,
    sql`select t.id, t.name, t.url, t.type, p.name as parent_name, p.url as parent_url
      from search_tags t left join search_tags p on p.id = t.parent_id
      where t.country = ${context.site.country} and t.url = ${slug} and t.type in ('county', 'municipality') limit 1`,
  );
  return row ?? null;
}

/** Templates SeoCountyPage and SeoMunicipalityPage: the site's stages under a county or municipality tag. */
export async function seoPlacePageData(context: PageContext, tag: TagRow): Promise<SeoPlacePageData> {
  const search = homeSearchPath(context.site) ?? "/";
  const column = sql.raw(tag.type === "county" ? "county_tag_id" : "municipality_tag_id");
  const where = sql`s.site_key = ${context.site.key} and s.${column} = ${tag.id}`;
  const [stages, [counts], municipalities] = await Promise.all([
    stageSummaries(context, where, sql`s.recommended_rank, s.id`, LIST_LIMIT),
    rowsOf<{ stage_count: number; available_count: number }>(
      context.db,
      sql`select count(*)::int as stage_count, coalesce(sum(s.searched_object_count), 0)::int as available_count
        from stages s where ${where}`,
    ),
    tag.type === "county"
      ? rowsOf<{ name: string; url: string; stage_count: number }>(
          context.db,
          sql`select t.name, t.url, count(*)::int as stage_count from stages s join search_tags t on t.id = s.municipality_tag_id
            where ${where} group by t.name, t.url order by t.name`,
        )
      : Promise.resolve([]),
  ]);
  return {
    kind: tag.type === "county" ? "seoCounty" : "seoMunicipality",
    name: tag.name,
    county: tag.parent_name && tag.parent_url ? { label: tag.parent_name, href: `${search}${tag.parent_url}/` } : null,
    stageCount: Number(counts?.stage_count ?? 0),
    availableCount: Number(counts?.available_count ?? 0),
    municipalities: municipalities.map((row) => ({
      name: row.name,
      url: `${search}${row.url}/`,
      stageCount: Number(row.stage_count),
    })),
    stages: stages.map((stage) => stageSummaryOf(context, stage)),
    // The home search reads the place's tag URL from `q` (spec section 2: semicolon-separated tag URLs).
    searchUrl: homeSearchPath(context.site) ? `${search}?q=${encodeURIComponent(tag.url)}` : null,
  };
}

/**
 * Template ReferenceProjectsPage: completed stages (construction phase 5). The contractor
 * site sells nothing itself; it shows the family's completed Swedish projects, which it
 * built, linking to each project's page on its own site.
 */
export async function referenceProjectsPageData(context: PageContext): Promise<StageListPageData> {
  const isContractor = context.site.brand === "contractor";
  const sitesOf = isContractor
    ? sql`s.site_key in (select key from sites where code in ('se', 'senior', 'boratt'))`
    : sql`s.site_key = ${context.site.key}`;
  const rows = await stageSummaries(
    context,
    sql`${sitesOf} and s.construction_phase = 5`,
    sql`s.inhabit_date desc nulls last, s.id`,
    LIST_LIMIT,
  );
  return {
    kind: "referenceProjects",
    stages: rows.map((row) =>
      stageSummaryOf(context, row, (stage) => {
        if (stage.site_key === context.site.key) return stage.url;
        const owner = getSiteByKey(stage.site_key);
        return owner ? `https://${DEFAULT_HOSTS[owner.code][0]}${stage.url}` : stage.url;
      }),
    ),
  };
}

/** Template SoldOutPage: the site's sold-out stages, most recent move-in first. */
export async function soldOutPageData(context: PageContext): Promise<StageListPageData> {
  const rows = await stageSummaries(
    context,
    sql`s.site_key = ${context.site.key} and s.status_id = ${StageStatus.ids.soldOut}`,
    sql`s.inhabit_date desc nulls last, s.id`,
    LIST_LIMIT,
  );
  return { kind: "soldOut", stages: rows.map((row) => stageSummaryOf(context, row)) };
}

/** Template ExternalObjectsPage: homes on sale (spec section 9's searched statuses) in the recommended order. */
export async function externalObjectsPageData(context: PageContext): Promise<ExternalObjectsPageData> {
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: string;
      name: string;
      object_number: string;
      url: string;
      status_id: string;
      rooms: number;
      living_area: number;
      floor: number | null;
      price: number;
      total_price: number | null;
      monthly_fee: number | null;
      stage_name: string;
      municipality: string;
    }>(
      context.db,
      sql`select o.id, o.name, o.object_number, o.url, o.status_id, o.rooms, o.living_area, o.floor, o.price, o.total_price,
        o.monthly_fee, s.name as stage_name, mt.name as municipality
        from objects o join stages s on s.id = o.stage_id join search_tags mt on mt.id = o.municipality_tag_id
        where o.site_key = ${context.site.key} and o.is_searched order by o.recommended_rank, o.id limit ${LIST_LIMIT}`,
    ),
    rowsOf<{ count: number }>(
      context.db,
      sql`select count(*)::int as count from objects o where o.site_key = ${context.site.key} and o.is_searched`,
    ),
  ]);
  return {
    kind: "externalObjects",
    totalCount: Number(count?.count ?? 0),
    objects: rows.map((row) => ({
      id: row.id,
      name: row.name,
      objectNumber: row.object_number,
      url: row.url,
      status: ObjectStatus.keyOf(row.status_id) ?? "forSale",
      rooms: Number(row.rooms),
      livingArea: Number(row.living_area),
      floor: row.floor === null ? null : Number(row.floor),
      price: Number(row.price),
      totalPrice: row.total_price === null ? null : Number(row.total_price),
      monthlyFee: row.monthly_fee === null ? null : Number(row.monthly_fee),
      stageName: row.stage_name,
      municipality: row.municipality,
    })),
  };
}
