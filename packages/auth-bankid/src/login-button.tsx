"use client";
import { useI18n } from "@housing/i18n/react";
import type { HeaderAccount } from "@housing/session/header-account";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Login } from "./login";

/** The logged-out visitor's login button in the header, with the login modal and its hash triggers. */
export function LoginButton({ site, account }: { site: SiteConfig; account: HeaderAccount }) {
  const { t } = useI18n();
  return (
    <Login
      loginPath={routePath(site, "login")}
      onOpen={account.closeFoldouts}
      renderButton={(open) => (
        <button type="button" className={account.classNames.action} onClick={open}>
          {account.userIcon}
          <span className={account.classNames.actionText}>{t("auth-bankid.login.button")}</span>
        </button>
      )}
    />
  );
}
