"use client";
import { Suspense, lazy, useEffect, useState } from "react";
import { SESSION_HINT_EVENT, hasSessionHint } from "@housing/session/hint";
import { useHeaderAccount } from "@housing/session/header-account";
import { eidentReturnPath, routePath, type SiteConfig } from "@housing/site-config";
import { bankIdDeepLinkOf, type BankIdDeepLink } from "./bankid-deep-link";
import { eidentErrorOfHash, type EidentErrorKind } from "./eident-errors";
import { takeSessionExpiredMark } from "./expired-session-mark";
import { LoginButton } from "./login-button";

// The session's state (jotai) loads only for a visitor with a session cookie: an anonymous visitor's first load has none of it.
const SignedInAccount = lazy(() =>
  import("./signed-in-account").then((module) => ({ default: module.SignedInAccount })),
);
// Loaded once the page had a session (or the previous page found it expired), and for an e-ident error hash.
const ExpiredSessionModal = lazy(() => import("./expired-session-modal"));
const EidentErrorModal = lazy(() => import("./eident-error-modal"));
// Only for a page opened with a BankID order in its query (back from the app on a phone).
const BankIdResume = lazy(() => import("./bankid-resume"));

/**
 * The header's account place (slot `header.account`): the login button, and for a visitor with a
 * session the user button once the session check knows who it is. The server and the first
 * render in the browser show the login button (public pages are the same for everybody). It also
 * holds the frame's session modals: the expired session (spec section 4), the e-ident hash
 * errors (spec section 8) and the BankID order resumed from the query (`poolingId`, `type`;
 * spec section 2: the search page's mobile deep link; the login page resumes its own).
 */
export function AccountButton({ site }: { site: SiteConfig }) {
  const account = useHeaderAccount();
  const [hasSession, setHasSession] = useState(false);
  const [expiryWatch, setExpiryWatch] = useState<{ shownAtStart: boolean } | null>(null);
  const [eidentError, setEidentError] = useState<EidentErrorKind | null>(null);
  const [bankIdOrder, setBankIdOrder] = useState<BankIdDeepLink | null>(null);
  useEffect(() => {
    const readOrder = () =>
      setBankIdOrder(
        window.location.pathname === routePath(site, "login") ? null : bankIdDeepLinkOf(window.location.search),
      );
    readOrder();
  }, [site]);
  useEffect(() => {
    const wasExpired = takeSessionExpiredMark();
    const read = () => {
      const has = hasSessionHint();
      setHasSession(has);
      setExpiryWatch((current) => current ?? (wasExpired || has ? { shownAtStart: wasExpired } : null));
    };
    read();
    window.addEventListener(SESSION_HINT_EVENT, read);
    return () => window.removeEventListener(SESSION_HINT_EVENT, read);
  }, []);
  useEffect(() => {
    // The e-ID return page shows its own error in the page.
    const returnPage = eidentReturnPath(site);
    const read = () =>
      setEidentError(window.location.pathname === returnPage ? null : eidentErrorOfHash(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [site]);
  if (!account) return null;
  const login = <LoginButton site={site} account={account} />;
  return (
    <>
      {hasSession ? (
        <Suspense fallback={login}>
          <SignedInAccount site={site} />
        </Suspense>
      ) : (
        login
      )}
      {expiryWatch ? (
        <Suspense fallback={null}>
          <ExpiredSessionModal site={site} shownAtStart={expiryWatch.shownAtStart} />
        </Suspense>
      ) : null}
      {bankIdOrder ? (
        <Suspense fallback={null}>
          <BankIdResume link={bankIdOrder} />
        </Suspense>
      ) : null}
      {eidentError ? (
        <Suspense fallback={null}>
          <EidentErrorModal kind={eidentError} onClose={() => setEidentError(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
