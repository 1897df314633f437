import { Provider, createStore } from "jotai";
import { useState, type ReactNode } from "react";
import type { AuthenticatedSession, Session, SessionUser, User } from "@housing/contracts";
import { sites } from "@housing/site-config";
import { sessionAtom } from "./atoms";

/**
 * A logged-in private customer of the Swedish main site, as the session holds her (tests and
 * stories): she has consented to that site, as registering there records (spec section 2's
 * consent gate lets her stay on it).
 */
export const TEST_USER: SessionUser = Object.freeze({
  id: "3f2b9c1e-7d4a-4e8b-9a61-0c5d2e7f8a90",
  firstName: "Astrid",
  lastName: "Lindqvist",
  isBoardMember: false,
  associationName: null,
  vipSiteIds: [],
  consentSiteIds: [sites.se.siteId],
});

/** A board member, shown by the association account she logged in with (spec section 6). */
export const TEST_BOARD_MEMBER: SessionUser = Object.freeze({
  ...TEST_USER,
  id: "8c0d4b7a-2e19-4f63-b5d8-71a9e3c6f402",
  firstName: "Erik",
  lastName: "Berg",
  isBoardMember: true,
  associationName: "BRF Fjällvik 3",
});

/** GET /account_service/user's answer for TEST_USER (with personal data the session leaves out). */
export const TEST_API_USER: User = Object.freeze({
  id: TEST_USER.id,
  firstName: TEST_USER.firstName,
  lastName: TEST_USER.lastName,
  email: "astrid.lindqvist@example.se",
  securityNumber: "19850312-2384",
  newsletter: false,
  vipMemberships: [],
  isBoardMember: false,
  isVip: false,
  consents: [{ site: sites.se.siteId }],
  payments: [],
  bookings: [],
  purchases: [],
  showings: [],
  favorites: [],
  interests: [],
  activeObject: null,
  hasCases: false,
  showErrands: false,
  showPayments: false,
  hasAccount: true,
  firstSsnLogin: false,
  deceased: false,
});

export function authenticatedSession(
  user: SessionUser = TEST_USER,
  expiresAt = "2026-11-24T23:30:00.000Z",
): AuthenticatedSession {
  return { status: "authenticated", user, expiresAt };
}

/**
 * A page's session for tests and stories: its own jotai store holding `session` (default
 * anonymous), so what is under it reads that visitor through useSession and useUser.
 */
export function TestSessionProvider({ session, children }: { session?: Session; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    if (session) created.set(sessionAtom, session);
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}
