import type { LoginType } from "./types";

/** Spec section 2: these hashes (on load, on hashchange, from a same-page link) open the login modal with their login type. */
export const LOGIN_HASHES = {
  private: "open-login-private",
  boardMember: "open-login-board",
  privateCase: "case-management-private",
  boardMemberCase: "case-management-board",
} as const satisfies Readonly<Record<LoginType, string>>;

/** How the login modal opens: its login type, and what it shows first. */
export interface LoginModalVariant {
  loginType: LoginType;
  /** No private/board tabs: the private login only. */
  hideTypeToggle?: boolean;
  /** The view it opens on: the bank-ID login (default), e-mail and password, or the national-identity-number question of a logged-in user. */
  view?: "bankid" | "email" | "pid";
}

/**
 * The login modal's names (spec section 2: the hash triggers and the registered modal names),
 * each a hash that opens it and the hash it keeps in the URL while open. The case types open the
 * fault report after the login (CASE_MANAGEMENT_EVENT); `-private` hides the type toggle.
 * `update-bank-id-modal` asks a logged-in user without a national identity number to verify.
 */
export const LOGIN_MODAL_VARIANTS = {
  "open-login-private": { loginType: "private" },
  "open-login-board": { loginType: "boardMember" },
  "case-management-private": { loginType: "privateCase" },
  "case-management-board": { loginType: "boardMemberCase" },
  "login-form": { loginType: "private" },
  "login-form-email": { loginType: "private", view: "email" },
  "login-form-case-management": { loginType: "privateCase" },
  "login-form-case-management-private": { loginType: "privateCase", hideTypeToggle: true },
  "case-management-sweden": { loginType: "privateCase" },
  "case-management-norway": { loginType: "privateCase" },
  "update-bank-id-modal": { loginType: "privateCase", hideTypeToggle: true, view: "pid" },
} as const satisfies Record<string, LoginModalVariant>;

export type LoginModalName = keyof typeof LOGIN_MODAL_VARIANTS;
export const LOGIN_MODAL_NAMES = Object.keys(LOGIN_MODAL_VARIANTS) as LoginModalName[];

/** The event that opens the fault report (its wizard) after a case login: contracts, shared with case management. */
export { CASE_MANAGEMENT_EVENT } from "@housing/contracts/cases";
