import { authBankid } from "./auth-bankid";

/** The header's account place and the login modal (ids "auth-bankid.…"): sent with every page. */
export const authBankidMessages = authBankid;

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "auth-bankid": (typeof authBankidMessages)["sv"];
  }
}
