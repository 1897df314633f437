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
import { EMPTY_SEARCH_FILTER } from "@housing/contracts";
import { DEFAULT_HOSTS, getSiteByKey } from "@housing/site-config";
import { StageStatus } from "../../catalogue/enums";
import { placeCounts, placeCountsBy, stagesUnderTag } from "../../search/service/place-counts";
import { filterContext } from "../../search/service/residence";
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
import { OBJECT_LIST_COLUMNS, objectRowOf, type ObjectListRow } from "./stage";

/** Lists stay readable and the page light; the counts still tell the whole story. */
const LIST_LIMIT = 100;

/** The home search's filter context for the page's site and clock. */
const searchContextOf = (context: PageContext) => filterContext(context.site.siteId, context.now);

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

/** The site's counties with the stages the search lists in each (search/place-counts.ts), as links to their SEO pages. */
async function countiesOf(context: PageContext): Promise<PlaceCount[]> {
  const search = homeSearchPath(context.site);
  if (!search) return [];
  const rows = await placeCountsBy(context.db, searchContextOf(context), "county_tag_id");
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

/**
 * Templates SeoCountyPage and SeoMunicipalityPage: the place's stages as the home search lists
 * them with only the place chosen, so the page's count, its municipalities' counts, the tag
 * suggestions and the search's own count are one figure (search/place-counts.ts).
 */
export async function seoPlacePageData(context: PageContext, tag: TagRow): Promise<SeoPlacePageData> {
  const search = homeSearchPath(context.site) ?? "/";
  const searchContext = searchContextOf(context);
  const [stages, counts, municipalities] = await Promise.all([
    stageSummaries(
      context,
      stagesUnderTag(EMPTY_SEARCH_FILTER, searchContext, sql`${tag.id}::uuid`),
      sql`s.recommended_rank, s.id`,
      LIST_LIMIT,
    ),
    placeCounts(context.db, searchContext, tag.id),
    tag.type === "county"
      ? placeCountsBy(context.db, searchContext, "municipality_tag_id", tag.id)
      : Promise.resolve([]),
  ]);
  return {
    kind: tag.type === "county" ? "seoCounty" : "seoMunicipality",
    name: tag.name,
    county: tag.parent_name && tag.parent_url ? { label: tag.parent_name, href: `${search}${tag.parent_url}/` } : null,
    stageCount: counts.stageCount,
    availableCount: counts.availableCount,
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
    rowsOf<ObjectListRow & { stage_name: string; municipality: string }>(
      context.db,
      sql`select ${OBJECT_LIST_COLUMNS}, s.name as stage_name, mt.name as municipality
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
    objects: rows.map((row) => ({ ...objectRowOf(row), stageName: row.stage_name, municipality: row.municipality })),
  };
}
