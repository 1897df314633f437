"use client";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { getCurrentUser, isApiError } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import { readCookie } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { loginPathWithReferrer } from "../login/redirect";

/** The full user of these pages (the session's summary has no e-mail or password flag). */
export const ACCOUNT_USER_QUERY_KEY = ["auth-bankid", "account-user"] as const;

/**
 * A personal page's login (spec section 4: a 401/403 page goes to the login with a referrer):
 * a visitor without a session cookie is sent there at once (the proxy does it before the page
 * for document requests); `toLogin` sends one whose session the API refused.
 */
export function useLoginRequired(site: SiteConfig): () => void {
  const login = routePath(site, "login");
  const toLogin = useCallback(() => {
    if (login) window.location.replace(loginPathWithReferrer(login, window.location.pathname + window.location.search));
  }, [login]);
  useEffect(() => {
    if (!readCookie(document.cookie, SESSION_HINT_COOKIE)) toLogin();
  }, [toLogin]);
  return toLogin;
}

/** The logged-in user (GET /account_service/user); a refused session goes to the login. */
export function useAccountUser(onUnauthorized: () => void, enabled = true) {
  const http = useSessionHttp();
  const query = useQuery({
    queryKey: ACCOUNT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser(http, { signal }),
    enabled,
    // Spec section 9: one retry, but not of an answer that will not change (a refused session).
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
  const isRefused = isApiError(query.error) && (query.error.status === 401 || query.error.status === 403);
  useEffect(() => {
    if (isRefused) onUnauthorized();
  }, [isRefused, onUnauthorized]);
  return query;
}
