import { defineMessages } from "@housing/i18n";

/** Messages of the consent page(s) (ids "auth-bankid-pages.consent.…"). */
export const authBankidConsent = defineMessages({ sv: {} }, { nb: {}, fi: {}, en: {} });
