/**
 * @housing/session: who the visitor is, for every feature (core).
 *
 * - `@housing/session/server`: `getSession()` / `getUser()` in server components and route
 *   handlers (reads the httpOnly cookie: makes the route dynamic; public pages do not call it).
 * - `@housing/session/provider`: `<SessionProvider>`, once per page inside the ApiProvider.
 * - `@housing/session/client`: `useSession()`, `useUser()`, `useIsSessionExpired()`, the atoms,
 *   the visitor's cookie consent (`useConsent()`, `consentAtom`), and `useSessionActions()` for
 *   auth-bankid, the one feature that writes the session.
 * - `@housing/session/testing`: a logged-in user and sessions for tests and stories.
 *
 * The contract (Session, SessionUser, the cookie names) is in @housing/contracts.
 */
export {
  ANONYMOUS_SESSION,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  type AuthenticatedSession,
  type Session,
  type SessionToken,
  type SessionUser,
} from "@housing/contracts";
export { initialsOf, loginRole, userDisplayName, type LoginRole } from "./user-display";
export {
  formatSessionHint,
  jwtClaims,
  jwtExpiry,
  parseSessionHint,
  parseSessionHintClaims,
  type SessionClaims,
} from "./cookies";
export { SESSION_HINT_EVENT, hasSessionHint, readHint, readHintClaims } from "./hint";
export { SESSION_CHECK_INTERVAL_MS } from "./session-query";
