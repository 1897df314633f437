import { useQueryClient } from "@tanstack/react-query";
import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useMemo } from "react";
import { ANONYMOUS_SESSION, type Session, type SessionUser } from "@housing/contracts";
import { usePageStore } from "@housing/ui/page-store/store";
import { readHint, sessionAtom, sessionExpiredAtom, sessionHintAtom, userAtom } from "./atoms";
import { SESSION_HINT_EVENT } from "./hint";
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
export { SESSION_HINT_EVENT, hasSessionHint } from "./hint";

/*
 * These hooks read the page's jotai store (@housing/ui/page-store): a module that imports them
 * brings jotai along, so code in an anonymous visitor's first load does not (the header's
 * account button loads them only when the session hint cookie exists).
 */

/** The visitor's session: anonymous until the browser's check says otherwise (see SessionProvider). */
export function useSession(): Session {
  return useAtomValue(sessionAtom, { store: usePageStore() });
}

/** The logged-in user's summary, or null for an anonymous visitor. */
export function useUser(): SessionUser | null {
  return useAtomValue(userAtom, { store: usePageStore() });
}

/** Whether a session the page had has ended (spec section 4: the expired-session modal). */
export function useIsSessionExpired(): boolean {
  return useAtomValue(sessionExpiredAtom, { store: usePageStore() });
}

/**
 * For auth-bankid only (it writes the session; every other feature reads it): after a login has
 * set the cookies, `refresh()` reads the hint again and checks the session now; after a logout
 * has removed them, `clear()` makes the page anonymous at once.
 */
export function useSessionActions(): { refresh: () => Promise<void>; clear: () => void } {
  const queryClient = useQueryClient();
  const store = usePageStore();
  const setHint = useSetAtom(sessionHintAtom, { store });
  const setSession = useSetAtom(sessionAtom, { store });
  const setExpired = useSetAtom(sessionExpiredAtom, { store });
  const refresh = useCallback(async () => {
    setHint(readHint());
    window.dispatchEvent(new Event(SESSION_HINT_EVENT));
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient, setHint]);
  const clear = useCallback(() => {
    setHint(null);
    setSession(ANONYMOUS_SESSION);
    setExpired(false);
    window.dispatchEvent(new Event(SESSION_HINT_EVENT));
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient, setHint, setSession, setExpired]);
  return useMemo(() => ({ refresh, clear }), [refresh, clear]);
}
