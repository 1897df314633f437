import { combineMessages } from "@housing/i18n";
import { authBankidPages } from "./auth-bankid-pages";
import { authBankidLoginModal } from "./login-modal";

/**
 * What the login modal shows (the login views and the modal's own texts), without the account
 * pages' messages: the modal's chunk imports it, so it loads with the modal's first opening, never
 * with the frame. All four locales come along (a few kilobytes compressed); the modal picks its own.
 */
export const authBankidLoginMessages = combineMessages(authBankidPages, authBankidLoginModal);
