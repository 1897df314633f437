import { consent } from "./consent";

/** The cookie consent's messages (ids "consent.…") in sv, nb, fi and en. */
export const consentMessages = consent;

declare module "@housing/i18n" {
  interface MessageCatalogues {
    consent: (typeof consentMessages)["sv"];
  }
}
