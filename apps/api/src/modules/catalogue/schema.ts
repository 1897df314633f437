/*
 * The residence catalogue's tables. The schema root (src/core/db/schema.ts) re-exports them,
 * so drizzle-kit sees them and `db` knows them; import tables from there.
 */
import { areas, searchTagSites, searchTags } from "./schema/geography";
import { images, showings, staffContacts } from "./schema/details";
import { premises, rentalProjects, successionObjects } from "./schema/listings";
import { objects } from "./schema/objects";
import { siteAreaStages, siteObjectFacets, siteStageFacets } from "./schema/facet-counts";
import { stages } from "./schema/stages";
import { textDocuments } from "./schema/text-search";

export { COUNTRIES, type CatalogueCountry } from "./schema/columns";
export { TAG_TYPES, type TagType } from "./schema/geography";
export { IMAGE_KINDS, IMAGE_OWNER_TYPES, type ImageKind, type ImageOwnerType } from "./schema/details";
export {
  TEXT_DOCUMENT_CATEGORIES,
  TEXT_SEARCH_LANGUAGES,
  type TextDocumentCategory,
  type TextSearchLanguage,
} from "./schema/text-search";
export {
  areas,
  images,
  objects,
  premises,
  rentalProjects,
  searchTagSites,
  searchTags,
  showings,
  siteAreaStages,
  siteObjectFacets,
  siteStageFacets,
  staffContacts,
  stages,
  successionObjects,
  textDocuments,
};

/** The catalogue's own tables, for the schema root (src/core/db/schema.ts). */
export const catalogueModuleTables = {
  searchTags,
  searchTagSites,
  areas,
  stages,
  objects,
  siteObjectFacets,
  siteStageFacets,
  siteAreaStages,
  premises,
  rentalProjects,
  successionObjects,
  images,
  showings,
  staffContacts,
  textDocuments,
};
