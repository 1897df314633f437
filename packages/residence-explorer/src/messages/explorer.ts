import { defineMessages } from "@housing/i18n";

/** Messages of the explorer's frame, building, card, filters and table (ids "residence-explorer.…"). */
export const explorerMessages = defineMessages(
  { sv: { "residence-explorer.open": "Utforska huset" } },
  {
    nb: { "residence-explorer.open": "Utforsk bygget" },
    fi: { "residence-explorer.open": "Tutki taloa" },
    en: { "residence-explorer.open": "Explore the building" },
  },
);
