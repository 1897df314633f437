import { defineMessages } from "./define";

/** Messages of @housing/search's map view: markers, clusters, popups and the map's controls. */
export const searchMap = defineMessages(
  {
    sv: {
      "search.map.placeholder": "Sök",
    },
  },
  {
    nb: { "search.map.placeholder": "Søk" },
    fi: { "search.map.placeholder": "Hae" },
    en: { "search.map.placeholder": "Search" },
  },
);
