"use client";
import { Suspense, lazy, useEffect, useState } from "react";
import { SESSION_HINT_EVENT, hasSessionHint } from "@housing/session/hint";
import { useHeaderAccount } from "@housing/session/header-account";
import { eidentReturnPath, routePath, type SiteConfig } from "@housing/site-config";
import { takeSessionExpiredMark } from "./expired-session-mark";
import { Login } from "./login";
import { LoginButton } from "./login-button";

// The session's state (jotai) loads only for a visitor with a session cookie: an anonymous visitor's first load has none of it.
const SignedInAccount = lazy(() =>
  import("./signed-in-account").then((module) => ({ default: module.SignedInAccount })),
);
// Loaded once the page had a session (or the previous page found it expired), and for an e-ident error hash.
const ExpiredSessionModal = lazy(() => import("./expired-session-modal"));
const EidentErrorHashModal = lazy(() =>
  import("./eident-error-modal").then((module) => ({ default: module.EidentErrorHashModal })),
);
// Only for a page opened with a BankID order in its query (back from the app on a phone).
const BankIdResume = lazy(() => import("./bankid-resume"));

/*
 * What every page's first load carries is only the noticing: a hash that starts like an e-ident
 * error, a query with both BankID parameters. Their parsing (the kinds, the order's checks) is in
 * the chunks loaded then.
 */
const isEidentErrorHash = (hash: string) => hash.startsWith("#eident-error");
const hasBankIdOrder = (search: string) => {
  const query = new URLSearchParams(search);
  return query.has("poolingId") && query.has("type");
};

/**
 * The header's account place (slot `header.account`): the login button, and for a visitor with a
 * session the user button once the session check knows who it is. The server and the first
 * render in the browser show the login button (public pages are the same for everybody). The
 * login (its hashes and modal) stays mounted across the change, so a login made in the modal
 * ends in the modal's verification view. It also holds the frame's session modals: the expired
 * session (spec section 4), the e-ident hash errors (spec section 8) and the BankID order
 * resumed from the query (`poolingId`, `type`; spec section 2: the search page's mobile deep
 * link; the login page resumes its own).
 */
export function AccountButton({ site }: { site: SiteConfig }) {
  const account = useHeaderAccount();
  const [hasSession, setHasSession] = useState(false);
  const [expiryWatch, setExpiryWatch] = useState<{ shownAtStart: boolean } | null>(null);
  const [eidentErrorHash, setEidentErrorHash] = useState<string | null>(null);
  const [bankIdOrder, setBankIdOrder] = useState<string | null>(null);
  useEffect(() => {
    const readOrder = () => {
      const { pathname, search } = window.location;
      setBankIdOrder(pathname !== routePath(site, "login") && hasBankIdOrder(search) ? search : null);
    };
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
    const read = () => {
      const { pathname, hash } = window.location;
      setEidentErrorHash(pathname !== returnPage && isEidentErrorHash(hash) ? hash : null);
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [site]);
  if (!account) return null;
  return (
    <>
      <Login
        site={site}
        onOpen={account.closeFoldouts}
        isLoggedIn={hasSession}
        renderButton={(open) => {
          const login = <LoginButton account={account} onClick={open} />;
          return hasSession ? (
            <Suspense fallback={login}>
              <SignedInAccount site={site} onLogin={open} />
            </Suspense>
          ) : (
            login
          );
        }}
      />
      {expiryWatch ? (
        <Suspense fallback={null}>
          <ExpiredSessionModal site={site} shownAtStart={expiryWatch.shownAtStart} />
        </Suspense>
      ) : null}
      {bankIdOrder ? (
        <Suspense fallback={null}>
          <BankIdResume search={bankIdOrder} />
        </Suspense>
      ) : null}
      {eidentErrorHash ? (
        <Suspense fallback={null}>
          <EidentErrorHashModal hash={eidentErrorHash} onClose={() => setEidentErrorHash(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
