import {
  areas,
  experimentEvents,
  images,
  objects,
  premises,
  rentalProjects,
  searchTagSites,
  searchTags,
  showings,
  staffContacts,
  stages,
  successionObjects,
  textDocuments,
  visits,
  webVitals,
} from "../../core/db/schema";

/**
 * The tables the catalogue seed replaces, in the order it writes them: every table after those
 * it points at. The interests are written by visitors, never by the seed, so they are not here.
 */
export const catalogueTables = {
  searchTags,
  searchTagSites,
  areas,
  stages,
  objects,
  premises,
  rentalProjects,
  successionObjects,
  images,
  showings,
  staffContacts,
  textDocuments,
  visits,
  experimentEvents,
  webVitals,
};
