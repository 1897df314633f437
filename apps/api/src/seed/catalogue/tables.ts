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
  bookingChoiceOptions,
  bookingEidentSignings,
  bookingFlows,
  bookingSignOrders,
  explorerClickAreas,
  explorerLinkers,
  projectStaff,
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
  // Click-to-buy's rows point at stages and homes: emptied with them (seed/booking.ts writes the choices again).
  bookingChoiceOptions,
  bookingFlows,
  bookingSignOrders,
  bookingEidentSignings,
  // The explorer's rows point at stages: emptied with them (seed/explorer.ts writes staff and linkers again).
  projectStaff,
  explorerClickAreas,
  explorerLinkers,
};
