"use client";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import type { Session } from "@housing/session";
import { SESSION_QUERY_KEY, readCookie, useIsSessionExpired, useSession } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { loginPathWithReferrer } from "./login/redirect";

/** The session check's last answer on this page: undefined until it has answered (or without a session cookie). */
function useCheckedSession(): Session | undefined {
  return useQuery<Session>({ queryKey: SESSION_QUERY_KEY, queryFn: skipToken }).data;
}

/**
 * For the personal pages drawn in the browser (my pages' entry, the consent page): a visitor
 * without a session goes to the login with this page as the referrer (spec section 4: a 401/403
 * page goes to login with a referrer). Without a session cookie at once; with one, once the
 * session check has answered that nobody is logged in (a forged or revoked cookie). A session
 * that ended while the page had it (a logout, which goes on by itself; an expiry, left to the
 * expired-session notice) sends nobody anywhere.
 */
export function useLoginWithoutSession(site: SiteConfig): Session {
  const session = useSession();
  const checked = useCheckedSession();
  const isExpired = useIsSessionExpired();
  const login = routePath(site, "login");
  const hadSession = useRef(false);
  useEffect(() => {
    if (session.status === "authenticated") hadSession.current = true;
    if (!login || session.status === "authenticated" || isExpired || hadSession.current) return;
    const noSession = !readCookie(document.cookie, SESSION_HINT_COOKIE) || checked?.status === "anonymous";
    if (noSession)
      window.location.replace(loginPathWithReferrer(login, window.location.pathname + window.location.search));
  }, [checked, isExpired, login, session.status]);
  return session;
}
