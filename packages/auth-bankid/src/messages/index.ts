import { combineMessages } from "@housing/i18n";
import { authBankid } from "./auth-bankid";
import { authBankidSession } from "./session";

/** The header's account place and the login modal (ids "auth-bankid.…"): sent with every page. */
export const authBankidMessages = combineMessages(authBankid, authBankidSession);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "auth-bankid": (typeof authBankidMessages)["sv"];
  }
}
