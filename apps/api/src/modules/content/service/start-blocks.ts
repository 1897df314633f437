import { sql } from "drizzle-orm";
import { INHABIT_DATES, type ContentBlock, type SearchFilter } from "@housing/contracts";
import { routePath, type Locale } from "@housing/site-config";
import { StageStatus } from "../../catalogue/enums";
import { stageWhere } from "../../search/service/filter-sql";
import { filterContext } from "../../search/service/residence";
import { rowsOf, type PageContext } from "./rows";

/*
 * The start page's ways into the catalogue (issue: "the home search cannot be found"): the
 * current projects, for sale and coming, each linking to its stage page, and the places (the
 * municipalities) the site builds in, each linking to the search's municipality page, which
 * lists every project there. Municipalities rather than counties: a county page shows the first
 * page of its projects only (30), a municipality's projects fit on one, so every project is two
 * links from the start page, for visitors and for search engines alike.
 * Built from the catalogue on every request, so the start page follows sales without an editor;
 * the CMS blocks stay as the editors wrote them, these come right after the hero.
 */

/** Projects per list: enough to show what is on, few enough to keep the start page short. */
const PROJECTS_PER_LIST = 6;

interface StartCopy {
  forSale: string;
  coming: string;
  places: string;
  teaser: (municipality: string, county: string) => string;
  place: (name: string, stages: number) => string;
}

const COPY: Record<Exclude<Locale, "en">, StartCopy> = {
  sv: {
    forSale: "Till salu nu",
    coming: "Kommande projekt",
    places: "Nyproduktion per ort",
    teaser: (town, county) => `${town}, ${county}`,
    place: (name, n) => `${name} (${n} projekt)`,
  },
  nb: {
    forSale: "Til salgs nå",
    coming: "Kommende prosjekter",
    places: "Nye boliger per sted",
    teaser: (town, county) => `${town}, ${county}`,
    place: (name, n) => `${name} (${n} ${n === 1 ? "prosjekt" : "prosjekter"})`,
  },
  fi: {
    forSale: "Myynnissä nyt",
    coming: "Tulevat kohteet",
    places: "Uudet asunnot paikkakunnittain",
    teaser: (town, county) => `${town}, ${county}`,
    place: (name, n) => `${name} (${n} ${n === 1 ? "kohde" : "kohdetta"})`,
  },
};

/** Stage statuses a buyer can act on now, and those whose sale is still to come. */
const FOR_SALE = [StageStatus.ids.forSale, StageStatus.ids.vip];
const COMING = [StageStatus.ids.preSelling, StageStatus.ids.planned];

interface StageRow {
  name: string;
  url: string;
  municipality: string;
  county: string;
}

function filterOf(statusIds: readonly string[]): SearchFilter {
  return {
    tags: [],
    concepts: [],
    projectStatus: [...statusIds],
    disposalForm: [],
    outdoorArea: [],
    residenceType: [],
    viewing: false,
    inhabitDate: INHABIT_DATES.moreThanOneYear,
    stageIds: [],
  };
}

async function projectList(context: PageContext, id: string, heading: string, statusIds: readonly string[]) {
  const { site } = context;
  const copy = COPY[site.locale as Exclude<Locale, "en">];
  const where = stageWhere(filterOf(statusIds), filterContext(site.siteId, context.now));
  const rows = await rowsOf<StageRow>(
    context.db,
    sql`select s.name, s.url, mt.name as municipality, ct.name as county
      from stages s
      join search_tags mt on mt.id = s.municipality_tag_id
      join search_tags ct on ct.id = s.county_tag_id
      where ${where}
      order by s.inhabit_date asc nulls last, s.name asc, s.id asc
      limit ${PROJECTS_PER_LIST}`,
  );
  if (rows.length === 0) return [];
  const block: ContentBlock = {
    id,
    type: "teaserGrid",
    heading,
    teasers: rows.map((row) => ({
      heading: row.name,
      text: copy.teaser(row.municipality, row.county),
      link: { label: row.name, href: row.url },
    })),
  };
  return [block];
}

/** Every municipality with a project the search lists, by name, linking to its search page (`{search}{county}/{municipality}/`). */
async function placeLinks(context: PageContext, searchPath: string): Promise<ContentBlock[]> {
  const { site } = context;
  const copy = COPY[site.locale as Exclude<Locale, "en">];
  const where = stageWhere(filterOf([]), filterContext(site.siteId, context.now));
  const places = await rowsOf<{ name: string; url: string; stages: number }>(
    context.db,
    sql`select mt.name, mt.url, count(*)::int as stages
      from stages s join search_tags mt on mt.id = s.municipality_tag_id
      where ${where}
      group by mt.id, mt.name, mt.url order by mt.name asc, mt.id asc`,
  );
  if (places.length === 0) return [];
  return [
    {
      id: "start-places",
      type: "linkList",
      heading: copy.places,
      links: places.map((place) => ({
        label: copy.place(place.name, place.stages),
        href: `${searchPath}${place.url}/`,
      })),
    },
  ];
}

/** The catalogue blocks of a site's start page; none on a site without a home search. */
export async function startPageCatalogueBlocks(context: PageContext): Promise<ContentBlock[]> {
  const { site } = context;
  const searchPath = routePath(site, "homeSearch");
  if (!site.features.isSearchEnabled || !searchPath || site.locale === "en") return [];
  const copy = COPY[site.locale];
  const [forSale, coming, places] = await Promise.all([
    projectList(context, "start-projects-for-sale", copy.forSale, FOR_SALE),
    projectList(context, "start-projects-coming", copy.coming, COMING),
    placeLinks(context, searchPath),
  ]);
  return [...forSale, ...coming, ...places];
}

/** Puts the catalogue blocks right after the page's hero (or first, when it has none). */
export function withCatalogueBlocks(blocks: ContentBlock[], extra: ContentBlock[]): ContentBlock[] {
  if (extra.length === 0) return blocks;
  const hero = blocks.findIndex((block) => block.type === "hero");
  return [...blocks.slice(0, hero + 1), ...extra, ...blocks.slice(hero + 1)];
}
