import { defineMessages } from "./define";

/** Messages of @housing/search's premises search and succession list. */
export const searchListings = defineMessages(
  {
    sv: {
      "search.listings.placeholder": "Sök",
    },
  },
  {
    nb: { "search.listings.placeholder": "Søk" },
    fi: { "search.listings.placeholder": "Hae" },
    en: { "search.listings.placeholder": "Search" },
  },
);
