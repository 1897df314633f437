import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useMemo } from "react";
import { ANONYMOUS_SESSION, type Session, type SessionUser } from "@housing/contracts";
import { readHint, sessionAtom, sessionExpiredAtom, sessionHintAtom, userAtom } from "./atoms";
import { SESSION_QUERY_KEY } from "./session-query";

export { sessionAtom, sessionExpiredAtom, userAtom } from "./atoms";
export {
  CONSENT_COOKIE,
  CONSENT_FIELDS,
  UNANSWERED,
  consentAtom,
  parseConsent,
  readConsentCookie,
  useConsent,
  type ConsentChoices,
  type ConsentState,
} from "./consent";
export { SESSION_QUERY_KEY } from "./session-query";
export { readCookie } from "./cookies";

/** The visitor's session: anonymous until the browser's check says otherwise (see SessionProvider). */
export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

/** The logged-in user's summary, or null for an anonymous visitor. */
export function useUser(): SessionUser | null {
  return useAtomValue(userAtom);
}

/** Whether a session the page had has ended (spec section 4: the expired-session modal). */
export function useIsSessionExpired(): boolean {
  return useAtomValue(sessionExpiredAtom);
}

/**
 * For auth-bankid only (it writes the session; every other feature reads it): after a login has
 * set the cookies, `refresh()` reads the hint again and checks the session now; after a logout
 * has removed them, `clear()` makes the page anonymous at once.
 */
export function useSessionActions(): { refresh: () => Promise<void>; clear: () => void } {
  const queryClient = useQueryClient();
  const setHint = useSetAtom(sessionHintAtom);
  const setSession = useSetAtom(sessionAtom);
  const setExpired = useSetAtom(sessionExpiredAtom);
  const refresh = useCallback(async () => {
    setHint(readHint());
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient, setHint]);
  const clear = useCallback(() => {
    setHint(null);
    setSession(ANONYMOUS_SESSION);
    setExpired(false);
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient, setHint, setSession, setExpired]);
  return useMemo(() => ({ refresh, clear }), [refresh, clear]);
}
