import { combineMessages } from "@housing/i18n";
import { authBankid } from "./auth-bankid";

/** The login's messages (ids "auth-bankid.…") in sv, nb, fi and en. */
export const authBankidMessages = combineMessages(authBankid);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "auth-bankid": (typeof authBankidMessages)["sv"];
  }
}
