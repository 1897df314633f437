import { defineMessages } from "./define";

/** Messages of @housing/search's text search and corporate search pages. */
export const searchText = defineMessages(
  {
    sv: {
      "search.text.placeholder": "Sök",
    },
  },
  {
    nb: { "search.text.placeholder": "Søk" },
    fi: { "search.text.placeholder": "Hae" },
    en: { "search.text.placeholder": "Search" },
  },
);
