"use client";
import { useEffect } from "react";
import { useI18n } from "@housing/i18n/react";
import { initialsOf, userDisplayName, type SessionUser } from "@housing/session";
import { useUser } from "@housing/session/client";
import { useHeaderAccount, type HeaderAccount } from "@housing/session/header-account";
import { routePath, type SiteConfig } from "@housing/site-config";
import { VisuallyHidden } from "@housing/ui";
import { ConsentGate } from "./consent-gate";
import { LoginButton } from "./login-button";

/** The initials on the user button: the association's for a board member, else first and last name's. */
export function userInitials(user: SessionUser): string {
  return initialsOf(
    user.isBoardMember && user.associationName ? user.associationName : `${user.firstName} ${user.lastName}`,
  );
}

/**
 * The account place for a visitor with a session (reads it with useUser): the user button
 * (spec sections 2 and 6: the association account's name for a board member, the first name
 * otherwise) that opens the header's user menu, or the login button while nobody is logged in
 * (`onLogin` opens the login modal; without it the button goes to the login page).
 * Tells the header who is logged in, so it shows the notifications, favourites and user menu,
 * and holds the consent gate (consent-gate.tsx), which needs the same session.
 */
export function SignedInAccount({ site, onLogin }: { site: SiteConfig; onLogin?: () => void }) {
  const account = useHeaderAccount();
  const user = useUser();
  const setUser = account?.setUser;
  useEffect(() => {
    if (!setUser) return;
    setUser(user);
    return () => setUser(null);
  }, [user, setUser]);
  const login = onLogin ?? (() => window.location.assign(routePath(site, "login") ?? `${site.pathPrefix}/`));
  const button = !account ? null : user ? (
    <UserButton user={user} account={account} />
  ) : (
    <LoginButton account={account} onClick={login} />
  );
  return (
    <>
      <ConsentGate site={site} />
      {button}
    </>
  );
}

export function UserButton({ user, account }: { user: SessionUser; account: HeaderAccount }) {
  const { t } = useI18n();
  const { classNames } = account;
  return (
    <button type="button" className={classNames.action} {...account.userMenuButtonProps()}>
      <span className={classNames.initials} aria-hidden="true">
        {userInitials(user)}
      </span>
      <VisuallyHidden>{t("auth-bankid.user.menu")}, </VisuallyHidden>
      <span className={classNames.userName}>{userDisplayName(user)}</span>
    </button>
  );
}
