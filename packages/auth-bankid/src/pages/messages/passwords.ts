import { defineMessages } from "@housing/i18n";

/** Messages of the passwords page(s) (ids "auth-bankid-pages.passwords.…"). */
export const authBankidPasswords = defineMessages(
  { sv: {} },
  { nb: {}, fi: {}, en: {} },
);
