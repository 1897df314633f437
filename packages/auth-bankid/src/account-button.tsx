"use client";
import { Suspense, lazy, useEffect, useState } from "react";
import { SESSION_HINT_EVENT, hasSessionHint } from "@housing/session/hint";
import { useHeaderAccount } from "@housing/session/header-account";
import type { SiteConfig } from "@housing/site-config";
import { Login } from "./login";
import { LoginButton } from "./login-button";

// The session's state (jotai) loads only for a visitor with a session cookie: an anonymous visitor's first load has none of it.
const SignedInAccount = lazy(() =>
  import("./signed-in-account").then((module) => ({ default: module.SignedInAccount })),
);

/**
 * The header's account place (slot `header.account`): the login button, and for a visitor with a
 * session the user button once the session check knows who it is. The server and the first
 * render in the browser show the login button (public pages are the same for everybody). The
 * login (its hashes and modal) stays mounted across the change, so a login made in the modal
 * ends in the modal's verification view.
 */
export function AccountButton({ site }: { site: SiteConfig }) {
  const account = useHeaderAccount();
  const [hasSession, setHasSession] = useState(false);
  useEffect(() => {
    const read = () => setHasSession(hasSessionHint());
    read();
    window.addEventListener(SESSION_HINT_EVENT, read);
    return () => window.removeEventListener(SESSION_HINT_EVENT, read);
  }, []);
  if (!account) return null;
  return (
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
  );
}
