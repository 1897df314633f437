import { combineMessages } from "@housing/i18n";
import { authBankidAddBankId } from "./add-bank-id";
import { authBankidPages } from "./auth-bankid-pages";
import { authBankidConsent } from "./consent";
import { authBankidLoginModal } from "./login-modal";
import { authBankidPasswords } from "./passwords";
import { authBankidRegister } from "./register";

/** The login, e-ID return and account pages' messages (ids "auth-bankid-pages.…"): sent with those pages only. */
export const authBankidPagesMessages = combineMessages(
  authBankidPages,
  authBankidLoginModal,
  authBankidRegister,
  authBankidPasswords,
  authBankidConsent,
  authBankidAddBankId,
);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "auth-bankid-pages": (typeof authBankidPagesMessages)["sv"];
  }
}
