import type { SessionUser } from "@housing/contracts";

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
