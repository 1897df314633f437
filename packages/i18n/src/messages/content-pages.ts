import { defineMessages } from "./define";

/** Messages shown by @housing/content-pages. */
export const contentPages = defineMessages(
  {
    sv: {
      "content-pages.start.readMore": "Läs mer",
    },
  },
  {
    nb: {
      "content-pages.start.readMore": "Les mer",
    },
    fi: {
      "content-pages.start.readMore": "Lue lisää",
    },
    en: {
      "content-pages.start.readMore": "Read more",
    },
  },
);
