import { defineMessages } from "./messages/define";

/**
 * A feature's catalogue as the tests of this package see one: i18n cannot import the feature
 * packages, whose messages live beside their code. Only the tests import it; its augmentation
 * is part of this package's own type check only.
 */
export const exampleMessages = defineMessages(
  {
    sv: {
      "example.home": "{siteName}, till startsidan",
      "example.copyright": "© {year} {companyName}, org.nr {organisationNumber}",
      "example.more": "Visa fler",
    },
  },
  {
    nb: {
      "example.home": "{siteName}, til forsiden",
      "example.copyright": "© {year} {companyName}, org.nr. {organisationNumber}",
      "example.more": "Vis flere",
    },
    fi: {
      "example.home": "{siteName}, etusivulle",
      "example.copyright": "© {year} {companyName}, Y-tunnus {organisationNumber}",
      "example.more": "Näytä lisää",
    },
    en: {
      "example.home": "{siteName}, go to the home page",
      "example.copyright": "© {year} {companyName}, Corporate ID no. {organisationNumber}",
      "example.more": "Show more",
    },
  },
);

declare module "./messages" {
  interface MessageCatalogues {
    example: (typeof exampleMessages)["sv"];
  }
}
