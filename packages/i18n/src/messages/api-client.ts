import { defineMessages } from "./define";

/** Messages shown by @housing/api-client. */
export const apiClient = defineMessages(
  {
    sv: {
      "api-client.somethingWentWrong": "Något gick fel. Försök igen senare.",
    },
  },
  {
    nb: {
      "api-client.somethingWentWrong": "Noe gikk galt. Prøv igjen senere.",
    },
    fi: {
      "api-client.somethingWentWrong": "Jokin meni vikaan. Yritä myöhemmin uudelleen.",
    },
    en: {
      "api-client.somethingWentWrong": "Something went wrong. Please try again later.",
    },
  },
);
