import type { pages } from "../../core/db/schema";
import type { areas, searchTagSites } from "../../core/db/schema";
import { catalogueId, mediaUrl } from "./common";
import { COPY } from "./copy";
import { buildTextDocuments, type TextDocumentRow } from "./documents";
import { buildGeography, type SearchTagRow } from "./geography";
import { buildHomes, type ObjectRow } from "./homes";
import { imageIdOf, imageRow, type ImageRow } from "./images";
import {
  premisesOf,
  rentalProjectsOf,
  successionObjectsOf,
  type PremisesRow,
  type RentalProjectRow,
  type SuccessionObjectRow,
} from "./listings";
import {
  homeShowingsOf,
  isUpcoming,
  rosterOf,
  showingDay,
  stageShowingsOf,
  staffOf,
  type ShowingRow,
  type StaffRow,
} from "./people";
import { apportion } from "../../core/random";
import { HOME_SITES } from "./sites";
import { stageRow, type StageRow } from "./stage-rows";
import { planStages, type StagePlan } from "./stages";
import { buildVisits, type VisitRow } from "./visits";

type AreaRow = typeof areas.$inferInsert;
type TagSiteRow = typeof searchTagSites.$inferInsert;
type PageRow = typeof pages.$inferInsert;

/** About 200 stages; the benchmark asks for 50,000 or 100,000 with `--objects`. */
export const DEFAULT_CATALOGUE_OBJECTS = 6000;

export interface CatalogueOptions {
  /** Homes (objects) in all; stages, listings and news follow from it. At least one per home site. */
  objects?: number;
  /** The seed's clock: showings are placed relative to its day (the reference date unless given; the server passes its own). */
  now?: Date;
}

/** Every catalogue row, in the tables' shapes; pure, so two builds with the same input are equal. */
export interface CatalogueData {
  searchTags: SearchTagRow[];
  searchTagSites: TagSiteRow[];
  areas: AreaRow[];
  stages: StageRow[];
  objects: ObjectRow[];
  premises: PremisesRow[];
  rentalProjects: RentalProjectRow[];
  successionObjects: SuccessionObjectRow[];
  images: ImageRow[];
  showings: ShowingRow[];
  staffContacts: StaffRow[];
  textDocuments: TextDocumentRow[];
  visits: VisitRow[];
}

export function catalogueObjectCount(options: CatalogueOptions = {}): number {
  const objects = options.objects ?? DEFAULT_CATALOGUE_OBJECTS;
  if (!Number.isInteger(objects) || objects < HOME_SITES.length) {
    throw new Error(`The catalogue needs a whole number of at least ${HOME_SITES.length} objects, not ${objects}`);
  }
  return objects;
}

/** A development of two or more stages of one site in the same neighbourhood becomes an area of the search result. */
function developmentsOf(
  plans: readonly StagePlan[],
  stageRows: readonly StageRow[],
): { rows: AreaRow[]; images: ImageRow[] } {
  const groups = new Map<string, number[]>();
  plans.forEach((plan, index) => {
    const key = `${plan.profile.site.key}|${plan.area.id}`;
    const members = groups.get(key) ?? [];
    members.push(index);
    groups.set(key, members);
  });
  const rows: AreaRow[] = [];
  const images: ImageRow[] = [];
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const first = plans[members[0]!]!;
    const copy = COPY[first.profile.language];
    const id = catalogueId("area", first.profile.site.key, first.area.id);
    const homes = members.reduce((sum, index) => sum + stageRows[index]!.objectCount, 0);
    for (const index of members) stageRows[index]!.areaId = id;
    rows.push({
      id,
      siteKey: first.profile.site.key,
      name: first.area.name,
      url: `${copy.segments.areas}${first.municipality.url.split("/").at(-1)}-${first.area.url.split("/").at(-1)}/`,
      countyTagId: first.municipality.county.id,
      municipalityTagId: first.municipality.id,
      areaTagId: first.area.id,
      lat: first.area.lat,
      lng: first.area.lng,
      shortDescription: copy.areaDescription(members.length, homes, first.municipality.name),
      searchImageUrl: mediaUrl("aerial", imageIdOf("area", id)),
      stageCount: members.length,
    });
    images.push(imageRow("aerial", "area", id, 0, `${first.area.name}, ${first.municipality.name}`, members.length));
  }
  return { rows, images };
}

/**
 * Per site and tag: the stages the home search lists under it (those with searched homes, as
 * search/place-counts.ts counts them) and their searched homes, for the tag lists and the
 * autocomplete ranking (search_tag_sites). A tag whose stages are all planned or sold keeps
 * its row with no stages: the site has it, the search lists nothing under it.
 */
function tagRelevance(stageRows: readonly StageRow[]): TagSiteRow[] {
  const counts = new Map<string, TagSiteRow>();
  for (const stage of stageRows) {
    for (const tagId of [stage.countyTagId, stage.municipalityTagId, stage.areaTagId]) {
      if (!tagId) continue;
      const key = `${stage.siteKey}|${tagId}`;
      const row = counts.get(key) ?? { siteKey: stage.siteKey, tagId, stageCount: 0, objectCount: 0, relevance: 0 };
      if (stage.searchedObjectCount > 0) row.stageCount += 1;
      row.objectCount += stage.searchedObjectCount;
      row.relevance = row.objectCount + 10 * row.stageCount;
      counts.set(key, row);
    }
  }
  return [...counts.values()].sort((a, b) => a.siteKey.localeCompare(b.siteKey) || a.tagId.localeCompare(b.tagId));
}

function stageImages(plan: StagePlan): ImageRow[] {
  const floors = plan.residenceType === "apartment" ? Math.min(12, Math.max(3, Math.ceil(plan.homeCount / 6))) : 2;
  return [
    imageRow("facade", "stage", plan.id, 0, plan.name, floors),
    imageRow("aerial", "stage", plan.id, 1, `${plan.area.name}, ${plan.municipality.name}`, 1),
    imageRow("facade", "stage", plan.id, 2, plan.name, floors),
  ];
}

/** The whole catalogue for `options`, plus one text document per content page in `pageRows`. */
export function buildCatalogue(options: CatalogueOptions = {}, pageRows: readonly PageRow[] = []): CatalogueData {
  const total = catalogueObjectCount(options);
  const day = showingDay(options.now);
  const geography = buildGeography();
  const homesPerSite = apportion(
    total,
    HOME_SITES.map((profile) => profile.share),
    1,
  );
  const data: CatalogueData = {
    searchTags: geography.tags,
    searchTagSites: [],
    areas: [],
    stages: [],
    objects: [],
    premises: [],
    rentalProjects: [],
    successionObjects: [],
    images: [],
    showings: [],
    staffContacts: [],
    textDocuments: [],
    visits: [],
  };
  const plans: StagePlan[] = [];
  HOME_SITES.forEach((profile, siteIndex) => {
    const sitePlans = planStages(profile, geography, homesPerSite[siteIndex]!);
    const roster = rosterOf(profile, sitePlans.length);
    for (const plan of sitePlans) {
      const stageShowings = stageShowingsOf(plan, day);
      const upcoming = (showing: ShowingRow) => isUpcoming(showing, day);
      const homes = buildHomes(plan, stageShowings.some(upcoming));
      const homeShowings = homeShowingsOf(plan, homes, day);
      const shownHomes = new Set(homeShowings.map((showing) => showing.objectId));
      for (const home of homes) if (shownHomes.has(home.id)) home.hasShowing = true;
      plans.push(plan);
      data.stages.push(stageRow(plan, homes, [...stageShowings, ...homeShowings].some(upcoming)));
      for (const home of homes) data.objects.push(home);
      data.showings.push(...stageShowings, ...homeShowings);
      data.staffContacts.push(...staffOf(plan, roster));
      data.images.push(...stageImages(plan));
      const planWord = COPY[profile.language].floorPlan;
      for (const home of homes)
        data.images.push(imageRow("plan", "object", home.id, 0, `${planWord}: ${home.name}`, home.rooms));
    }
    // Premises on the three main sites, rentals in Sweden and Finland, resales on the Swedish brands.
    const stageCount = sitePlans.length;
    const premises =
      profile.site.brand === "main"
        ? premisesOf(profile, sitePlans, geography, Math.max(3, Math.round(stageCount * 0.12)))
        : null;
    const rentals =
      profile.site.brand === "main" && profile.country !== "no"
        ? rentalProjectsOf(profile, geography, Math.max(2, Math.round(stageCount * 0.06)))
        : null;
    const successions =
      profile.country === "se"
        ? successionObjectsOf(profile, geography, Math.max(4, Math.round(homesPerSite[siteIndex]! / 20)))
        : null;
    if (premises) data.premises.push(...premises.rows);
    if (rentals) data.rentalProjects.push(...rentals.rows);
    if (successions) data.successionObjects.push(...successions.rows);
    for (const listing of [premises, rentals, successions]) if (listing) data.images.push(...listing.images);
  });

  const developments = developmentsOf(plans, data.stages);
  data.areas = developments.rows;
  data.images.push(...developments.images);
  data.searchTagSites = tagRelevance(data.stages);
  const rentalTags = new Set(
    data.rentalProjects.flatMap((rental) => [rental.countyTagId, rental.municipalityTagId, rental.areaTagId]),
  );
  for (const tag of data.searchTags) tag.hasRental = rentalTags.has(tag.id);
  data.textDocuments = buildTextDocuments(pageRows, data.stages, geography);
  data.visits = buildVisits(data.stages);
  return data;
}
