import { combineMessages } from "@housing/i18n";
import { authBankid } from "./auth-bankid";
import { authLogin } from "./auth-login";

/** The header's account place and login modal (ids "auth-bankid.…"): sent with every page. */
export const authBankidMessages = authBankid;

/** The login, e-ID return and account pages (ids "auth-login.…"): sent with those pages only. */
export const authLoginMessages = combineMessages(authLogin);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "auth-bankid": (typeof authBankidMessages)["sv"];
    "auth-login": (typeof authLoginMessages)["sv"];
  }
}
