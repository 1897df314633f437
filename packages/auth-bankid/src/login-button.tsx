"use client";
import { useI18n } from "@housing/i18n/react";
import type { HeaderAccount } from "@housing/session/header-account";

/** The logged-out visitor's login button in the header's look; it opens the login modal (login.tsx). */
export function LoginButton({ account, onClick }: { account: HeaderAccount; onClick: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className={account.classNames.action} onClick={onClick}>
      {account.userIcon}
      <span className={account.classNames.actionText}>{t("auth-bankid.login.button")}</span>
    </button>
  );
}
