import type { SessionClaims } from "@housing/session";
import type { CaseType } from "../engine/types";

/**
 * The case role of a session (spec section 6): a board login with an association is a board
 * member with management, without one a board member without management (the login downgrades a
 * board login to that, spec section 4); any other login is a resident's. A session without
 * readable claims falls back to the user's board membership.
 */
export function caseTypeOf(
  claims: Pick<SessionClaims, "loginType" | "association"> | null,
  isBoardMember: boolean,
): CaseType {
  const loginType = claims?.loginType;
  if (loginType === "boardMember" || loginType === "boardMemberCase") {
    return claims?.association ? "boardMember" : "boardMemberNoManagement";
  }
  return !claims && isBoardMember ? "boardMember" : "resident";
}
