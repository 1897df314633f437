/** How the login modal was asked for (spec section 4: login types). */
export type LoginType = "private" | "boardMember" | "privateCase" | "boardMemberCase";
