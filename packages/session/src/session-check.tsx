"use client";
import { useQuery } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useSessionHttp } from "@housing/api-client/session-http";
import { usePageStore } from "@housing/ui/page-store/store";
import { applySessionAtom } from "./atoms";
import { readHint, readHintClaims } from "./hint";
import { loadSession } from "./load-session";
import { SESSION_CHECK_INTERVAL_MS, SESSION_QUERY_KEY } from "./session-query";

/**
 * The browser's session check, loaded only when the session hint cookie exists: asks the API
 * who is logged in (the httpOnly cookie goes along with the call; the page never sees the
 * token) now and every 30 s while the page is visible (spec sections 4 and 9), and writes the
 * answer to the session atom. A failed check (the API down) keeps the session the page had.
 * Each check reads the expiry anew from the hint cookie (a refresh moves it on), and an expiry
 * the browser's clock has passed ends the session before any refresh is tried (spec section 4).
 */
export default function SessionCheck({ expiresAt }: { expiresAt: Date }) {
  const http = useSessionHttp();
  const apply = useSetAtom(applySessionAtom, { store: usePageStore() });
  const { data } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) =>
      loadSession({ http, expiresAt: readHint() ?? expiresAt, signal, refresh: true, claims: readHintClaims() }),
    refetchInterval: SESSION_CHECK_INTERVAL_MS,
    staleTime: 0,
  });
  useEffect(() => {
    if (data) apply(data);
  }, [data, apply]);
  return null;
}
