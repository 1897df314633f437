import { atom } from "jotai";
import { ANONYMOUS_SESSION, type Session, type SessionUser } from "@housing/contracts";
import { readHint } from "./hint";

export { readHint };

/**
 * The visitor's session in the browser. Anonymous while the page renders on the server and
 * hydrates (public pages are the same HTML for everybody and stay cacheable); the
 * SessionProvider's check fills it in. Written by the session check and by auth-bankid only.
 */
export const sessionAtom = atom<Session>(ANONYMOUS_SESSION);

/** The logged-in user's summary, or null. */
export const userAtom = atom<SessionUser | null>((get) => {
  const session = get(sessionAtom);
  return session.status === "authenticated" ? session.user : null;
});

/**
 * Set when a session the page had ended (it expired or the API stopped accepting it):
 * auth-bankid's expired-session modal reads it (spec section 4). Cleared by a new login.
 */
export const sessionExpiredAtom = atom(false);

/** The expiry in the readable hint cookie, read in the browser after hydration; null = no session cookie. */
export const sessionHintAtom = atom<Date | null>(null);
sessionHintAtom.onMount = (set) => {
  set(readHint());
};

/**
 * A session check's answer: a session that ends while the page had one marks it expired
 * (a page that never had one is just anonymous).
 */
export const applySessionAtom = atom(null, (get, set, next: Session) => {
  const wasLoggedIn = get(sessionAtom).status === "authenticated";
  if (next.status === "anonymous" && wasLoggedIn) set(sessionExpiredAtom, true);
  if (next.status === "authenticated") set(sessionExpiredAtom, false);
  set(sessionAtom, next);
});
