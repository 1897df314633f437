"use client";
import { useAtomValue } from "jotai";
import { Suspense, lazy, type ReactNode } from "react";
import { sessionHintAtom } from "./atoms";

// Loaded only for a visitor with a session: anonymous visitors download none of it and make no request.
const SessionCheck = lazy(() => import("./session-check"));

/**
 * Keeps the session atom in step with the API in the browser (useSession, useUser read it).
 * Mount once per page, inside the ApiProvider (the check uses its HTTP client and query client)
 * and the jotai store's Provider when the page has one. The session hint cookie is read after
 * hydration: without it (no session cookie) nothing more happens.
 */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const hint = useAtomValue(sessionHintAtom);
  return (
    <>
      {children}
      {hint ? (
        <Suspense fallback={null}>
          <SessionCheck expiresAt={hint} />
        </Suspense>
      ) : null}
    </>
  );
}
