import type { CataloguePageData, Image } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";
import { CATALOGUE_SEGMENTS } from "../../../core/url-segments";
import { CATALOGUE_PAGE_COPY } from "./copy";
import {
  areaPageData,
  areasPageData,
  externalObjectsPageData,
  placeTag,
  referenceProjectsPageData,
  seoPlacePageData,
  soldOutPageData,
} from "./lists";
import {
  premisesListPageData,
  premisesPageData,
  rentalListPageData,
  rentalProjectPageData,
  successionPageData,
} from "./listings";
import { homeSearchPath, type PageContext } from "./rows";
import { objectPageData, parentPath, stagePageData } from "./stage";
import { stageFormPage } from "./stage-forms";
import { CATALOGUE_TEMPLATES as T, type CatalogueTemplateName } from "../templates";

/*
 * Which site has which catalogue pages follows the catalogue (catalogue/seed/build.ts):
 * stages, homes, areas and SEO pages wherever homes are sold (Swedish main, senior, borätt,
 * Norway, Finland); premises on the Swedish and Finnish main sites (the routes of spec
 * section 2: /lokaler/, /liiketilat/); rental projects on those two; resale (succession)
 * homes on the Swedish brands. The English sub-site and the contractor site sell nothing.
 */
const PREMISES_SITES = new Set(["se", "fi"]);
const RENTAL_SITES = new Set(["se", "fi"]);
const SUCCESSION_SITES = new Set(["se", "senior", "boratt"]);

/** A catalogue page the API builds without a page row: the template, its texts and its data. */
export interface CatalogueRoute {
  templateName: CatalogueTemplateName;
  /** Stable id of what the page shows (a stage, a home, a tag). */
  pageId: string;
  objectId: string | null;
  title: string;
  description: string;
  /**
   * The not-found variants come with their view model, so the front end's 404 page (status 404)
   * keeps ways on (the stage, the municipality) where its plain 404 template offers only the start page.
   */
  noIndex: boolean;
  images: Image[];
  data: CataloguePageData;
}

function segmentsOf(site: SiteConfig) {
  return site.locale === "en" ? null : CATALOGUE_SEGMENTS[site.locale];
}

/** The path below `prefix` split into segments, or null when `path` is not under it. */
function below(path: string, prefix: string | null | undefined): string[] | null {
  if (!prefix || !path.startsWith(prefix) || path === prefix) return null;
  return path.slice(prefix.length).split("/").filter(Boolean);
}

export function premisesListPath(site: SiteConfig): string | null {
  return PREMISES_SITES.has(site.code) ? routePath(site, "premises") : null;
}

export function rentalListPath(site: SiteConfig): string | null {
  return RENTAL_SITES.has(site.code) ? (segmentsOf(site)?.rentals ?? null) : null;
}

export function areasListPath(site: SiteConfig): string | null {
  return homeSearchPath(site) ? (segmentsOf(site)?.areas ?? null) : null;
}

export function successionListPath(site: SiteConfig): string | null {
  return SUCCESSION_SITES.has(site.code) ? routePath(site, "succession") : null;
}

/** The data of a seeded page row whose template is a catalogue template; undefined for other templates. */
export async function dataForPageRow(
  context: PageContext,
  templateName: string,
  path: string,
): Promise<CataloguePageData | undefined> {
  const { site } = context;
  switch (templateName) {
    case T.areas:
      return areasPageData(context);
    case T.premisesStart:
      return premisesListPageData(context);
    case T.rentalStart:
      return rentalListPageData(context);
    case T.succession:
      return successionPageData(context, successionListPath(site) ?? path, null);
    case T.soldOut:
      return soldOutPageData(context);
    case T.externalObjects:
      return externalObjectsPageData(context);
    case T.referenceProjects:
    case T.referenceProjectsSecondBrand:
      return referenceProjectsPageData(context);
    default: {
      // A CMS row may also sit on a listing's own path; it then gets the listing's data.
      const route = await resolveCataloguePath(context, path);
      return route && route.templateName === templateName ? route.data : undefined;
    }
  }
}

/** The catalogue page at `path` (lower-cased, trailing slash) when no page row matches, or null. */
export async function resolveCataloguePath(context: PageContext, path: string): Promise<CatalogueRoute | null> {
  const { site } = context;
  const copy = CATALOGUE_PAGE_COPY[site.locale];
  const notFound = (
    entity: "stage" | "object" | "premises",
    links: { label: string; href: string }[],
  ): CatalogueRoute => ({
    templateName: entity === "stage" ? T.notFoundStage : entity === "object" ? T.notFoundObject : T.notFoundPremises,
    pageId: `not-found:${site.key}:${path}`,
    objectId: null,
    title: copy.notFound[entity],
    description: copy.notFound.description,
    noIndex: true,
    images: [],
    data: { kind: "notFound", entity, links },
  });

  const search = below(path, homeSearchPath(site));
  // A showing or order form below a stage's (or home's) page; otherwise the segment may be a home's.
  if (search && (search.length === 4 || search.length === 5)) {
    const form = await stageFormPage(context, path, search.length);
    if (form) {
      return {
        templateName: form.templateName,
        pageId: form.pageId,
        objectId: form.data.objectId,
        title: form.title,
        description: form.description,
        noIndex: true,
        images: [],
        data: form.data,
      };
    }
  }
  if (search && search.length <= 4) {
    if (search.length === 4) {
      const home = await objectPageData(context, path);
      if (home) {
        return {
          templateName: T.object,
          pageId: home.object.id,
          objectId: home.object.id,
          title: copy.objectTitle(home.object.name, home.stage.name),
          description: home.object.description,
          noIndex: false,
          images: home.images.slice(0, 1),
          data: home,
        };
      }
      const stage = await stagePageData(context, parentPath(path));
      if (stage) return notFound("object", [{ label: stage.stage.name, href: stage.stage.url }]);
    }
    if (search.length === 3) {
      const stage = await stagePageData(context, path);
      if (stage) {
        return {
          templateName: T.stage,
          pageId: stage.stage.id,
          objectId: null,
          title: copy.stageTitle(stage.stage.name, stage.stage.place.municipality),
          description: stage.stage.description,
          noIndex: false,
          images: stage.images.slice(0, 1),
          data: stage,
        };
      }
    }
    const tag = await placeTag(context, search.slice(0, 2).join("/"));
    if (!tag) return null;
    if (search.length > 2 || tag.type !== (search.length === 1 ? "county" : "municipality")) {
      if (search.length < 3 || tag.type !== "municipality") return null;
      return notFound(search.length === 3 ? "stage" : "object", [
        { label: tag.name, href: `${homeSearchPath(site)}${tag.url}/` },
      ]);
    }
    const data = await seoPlacePageData(context, tag);
    const isCounty = tag.type === "county";
    return {
      templateName: isCounty ? T.seoCounty : T.seoMunicipality,
      pageId: tag.id,
      objectId: null,
      title: isCounty ? copy.seoCountyTitle(tag.name) : copy.seoMunicipalityTitle(tag.name),
      description: isCounty
        ? copy.seoCountyDescription(tag.name, data.stageCount)
        : copy.seoMunicipalityDescription(tag.name, data.stageCount),
      noIndex: false,
      images: [],
      data,
    };
  }

  const premisesList = premisesListPath(site);
  const premises = below(path, premisesList);
  if (premises && premisesList) {
    if (premises.length !== 1) return null;
    const data = await premisesPageData(context, path, premisesList);
    if (!data) return notFound("premises", [{ label: copy.premisesList, href: premisesList }]);
    return {
      templateName: T.premisesObject,
      pageId: data.premises.id,
      objectId: data.premises.id,
      title: data.premises.name,
      description: data.premises.shortDescription,
      noIndex: false,
      images: data.images.slice(0, 1),
      data,
    };
  }

  const area = below(path, areasListPath(site));
  if (area?.length === 1) {
    const data = await areaPageData(context, path);
    if (!data) return null;
    return {
      templateName: T.area,
      pageId: data.area.id,
      objectId: null,
      title: data.area.name,
      description: data.area.shortDescription,
      noIndex: false,
      images: [],
      data,
    };
  }

  const rentalList = rentalListPath(site);
  const rental = below(path, rentalList);
  if (rental?.length === 1 && rentalList) {
    const data = await rentalProjectPageData(context, path, rentalList);
    if (!data) return null;
    return {
      templateName: T.rentalProject,
      pageId: data.project.id,
      objectId: null,
      title: data.project.name,
      description: data.project.shortDescription,
      noIndex: false,
      images: data.images.slice(0, 1),
      data,
    };
  }

  const successionList = successionListPath(site);
  const succession = below(path, successionList);
  if (succession?.length === 2 && successionList) {
    const tag = await placeTag(context, succession.join("/"));
    if (!tag || tag.type !== "municipality") return null;
    return {
      templateName: T.successionStage,
      pageId: tag.id,
      objectId: null,
      title: copy.successionTownTitle(tag.name),
      description: copy.successionTownTitle(tag.name),
      noIndex: false,
      images: [],
      data: await successionPageData(context, successionList, { id: tag.id, name: tag.name }),
    };
  }
  return null;
}
