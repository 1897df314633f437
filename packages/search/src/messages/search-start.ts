import { defineMessages } from "@housing/i18n";

/**
 * Messages of @housing/search's search box on the start page. The box reuses the home search's
 * tag messages (search.home.tags.*) for the field itself; these are its own frame.
 */
export const searchStart = defineMessages(
  {
    sv: {
      "search.start.heading": "Hitta ditt nya hem",
      "search.start.form": "Sök bostad på en plats",
      "search.start.submit": "Sök bostad",
      "search.start.loading": "Förslagen laddas …",
    },
  },
  {
    nb: {
      "search.start.heading": "Finn ditt nye hjem",
      "search.start.form": "Søk etter bolig på et sted",
      "search.start.submit": "Finn bolig",
      "search.start.loading": "Forslagene lastes …",
    },
    fi: {
      "search.start.heading": "Löydä uusi kotisi",
      "search.start.form": "Hae asuntoa paikkakunnalta",
      "search.start.submit": "Hae asuntoja",
      "search.start.loading": "Ehdotuksia ladataan …",
    },
    en: {
      "search.start.heading": "Find your new home",
      "search.start.form": "Search for a home by place",
      "search.start.submit": "Find a home",
      "search.start.loading": "Loading suggestions …",
    },
  },
);
