import { defineMessages } from "@housing/i18n";

/** Messages of the register page(s) (ids "auth-bankid-pages.register.…"). */
export const authBankidRegister = defineMessages({ sv: {} }, { nb: {}, fi: {}, en: {} });
