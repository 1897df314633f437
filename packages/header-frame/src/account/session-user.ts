import type { SessionUser } from "@housing/contracts";
import type { HeaderUser } from "../types";

/** The session's user as the header shows them (spec section 6: board members by their association). */
export function headerUserOf(user: SessionUser | null): HeaderUser | null {
  if (!user) return null;
  return user.isBoardMember && user.associationName
    ? { isBoardMember: true, associationName: user.associationName }
    : { isBoardMember: false, firstName: user.firstName, lastName: user.lastName };
}
