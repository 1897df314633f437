import { authBankid } from "./auth-bankid";

/** The login's and the user button's messages (ids "auth-bankid.…") in sv, nb, fi and en. */
export const authBankidMessages = authBankid;

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "auth-bankid": (typeof authBankidMessages)["sv"];
  }
}
