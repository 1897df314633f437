import { combineMessages } from "@housing/i18n";
import { authBankidPages } from "./auth-bankid-pages";

/** The login, e-ID return and account pages' messages (ids "auth-bankid-pages.…"): sent with those pages only. */
export const authBankidPagesMessages = combineMessages(authBankidPages);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "auth-bankid-pages": (typeof authBankidPagesMessages)["sv"];
  }
}
