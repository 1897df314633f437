import { defineMessages } from "./define";

/** Messages of @housing/search's home search: filters, tags, sorts, result lists and their states. */
export const search = defineMessages(
  {
    sv: {
      "search.home.placeholder": "Sök",
    },
  },
  {
    nb: { "search.home.placeholder": "Søk" },
    fi: { "search.home.placeholder": "Hae" },
    en: { "search.home.placeholder": "Search" },
  },
);
