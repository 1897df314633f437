import type { LoginType } from "./types";

/** Spec section 2: these hashes (on load, on hashchange, from a same-page link) open the login modal with their login type. */
export const LOGIN_HASHES: Readonly<Record<LoginType, string>> = {
  private: "open-login-private",
  boardMember: "open-login-board",
  privateCase: "case-management-private",
  boardMemberCase: "case-management-board",
};
