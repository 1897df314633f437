import { defineMessages } from "@housing/i18n";

/** Messages of the sun study and the 360 views (ids "residence-explorer.sun.…", "residence-explorer.panorama.…"). */
export const sunAndPanoramaMessages = defineMessages(
  { sv: { "residence-explorer.sun.heading": "Solstudie" } },
  {
    nb: { "residence-explorer.sun.heading": "Solstudie" },
    fi: { "residence-explorer.sun.heading": "Aurinkotutkielma" },
    en: { "residence-explorer.sun.heading": "Sun study" },
  },
);
