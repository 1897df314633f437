import type { AuthenticatedSession, SessionUser } from "@housing/contracts";

/** The name on the user button (spec sections 2 and 6): the association account for board members, else the first name. */
export function userDisplayName(user: Pick<SessionUser, "isBoardMember" | "associationName" | "firstName">): string {
  return user.isBoardMember && user.associationName ? user.associationName : user.firstName;
}

/** Up to two initials of a name ("Astrid Lindqvist" → "AL", "BRF Fjällvik 3" → "BF"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => (/\p{L}/u.exec(word)?.[0] ?? "").toLocaleUpperCase())
    .join("");
}

/** The roles a login ends in (spec sections 4 and 6; the API's LoginOk `role`). */
export type LoginRole = "private" | "boardMember" | "boardMemberWithoutManagement";

/**
 * The role of a session, from the user and the token's claims: a board login (boardMember or
 * boardMemberCase) without an association is a board member without technical management (a
 * non-member who chose the board type is downgraded to one; spec section 4); with one it is a
 * board member; anything else is private. A session without claims falls back to the user.
 */
export function loginRole(session: Pick<AuthenticatedSession, "user" | "token">): LoginRole {
  const loginType = session.token?.loginType;
  if (loginType === "boardMember" || loginType === "boardMemberCase") {
    return session.token?.association ? "boardMember" : "boardMemberWithoutManagement";
  }
  return session.user.isBoardMember && !session.token ? "boardMember" : "private";
}
