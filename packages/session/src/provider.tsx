"use client";
import { Suspense, lazy, useEffect, useState, type ReactNode } from "react";
import { SESSION_HINT_EVENT, readHint } from "./hint";

// Loaded only for a visitor with a session: anonymous visitors download none of it (nor jotai) and make no request.
const SessionCheck = lazy(() => import("./session-check"));

/**
 * Keeps the session atom in step with the API in the browser (useSession, useUser read it).
 * Mount once per page, inside the ApiProvider (the check uses its HTTP client and query client)
 * and the page's store provider (@housing/ui/page-store) or a jotai Provider. The session hint
 * cookie is read after hydration (and again when a login or logout announces SESSION_HINT_EVENT):
 * without it (no session cookie) nothing more happens.
 */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const [hint, setHint] = useState<Date | null>(null);
  useEffect(() => {
    const read = () => setHint(readHint());
    read();
    window.addEventListener(SESSION_HINT_EVENT, read);
    return () => window.removeEventListener(SESSION_HINT_EVENT, read);
  }, []);
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
