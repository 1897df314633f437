"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { getCurrentUser, logout } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { PageSlotProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import type { User } from "@housing/contracts";
import { loginRole } from "@housing/session";
import { useSessionActions } from "@housing/session/client";
import { startPath, type SiteConfig } from "@housing/site-config";
import { Button } from "@housing/ui";
import { afterRegistrationPath, hasUnpaidVipPayment } from "../register/after-registration";
import { useLoginWithoutSession } from "../without-session";
import { VipUpgrade } from "./vip-upgrade";
import { AddBankId } from "./add-bank-id";
import styles from "../login/login.module.css";

/** The logged-in user in full (payments are not in the session's summary); only for a VIP of this site. */
const ACCOUNT_USER_QUERY_KEY = ["housing", "account", "user"] as const;

/** Spec section 2: a VIP whose fee is unpaid is told so (the payments page is drawn here until it arrives). */
function UnpaidVipNotice({ site }: { site: SiteConfig }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const { data: user } = useQuery({
    queryKey: ACCOUNT_USER_QUERY_KEY,
    queryFn: ({ signal }) => getCurrentUser(http, { signal }),
  });
  if (!user || !hasUnpaidVipPayment(user, site.siteId)) return null;
  return (
    <p role="status" className={styles.confirmation}>
      {t("auth-bankid-pages.register.vip.unpaid")}
    </p>
  );
}

/** The VIP upgrade's form, then its confirmation while the session is read again and the page moves on. */
function VipUpgradePlace({ site }: { site: SiteConfig }) {
  const { t } = useI18n();
  const { refresh } = useSessionActions();
  const [isDone, setIsDone] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (isDone) doneRef.current?.focus();
  }, [isDone]);
  const onUpgraded = (user: User) => {
    setIsDone(true);
    // Spec section 2: after an upgrade, payments when the fee is unpaid, else my pages.
    const destination = afterRegistrationPath(site, user);
    void refresh().finally(() => window.location.assign(destination));
  };
  if (isDone) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" className={styles.confirmation}>
        {t("auth-bankid-pages.register.vip.done")}
      </p>
    );
  }
  return <VipUpgrade site={site} onUpgraded={onUpgraded} />;
}

/**
 * The account's part of my pages (spec section 2): the user's name, role and a logout button;
 * where the site has VIP, a user who is not VIP here may become one with a campaign code, and a
 * VIP with an unpaid fee is told so; in Norway, adding BankID to the login. My pages' overview
 * shows it in its slot `myPages.overview.account` (features meet through slots); the payments
 * path shows it as a page until the payments feature arrives. The session is read in the
 * browser; a visitor without one is sent to the login with this page as the referrer (spec
 * section 4: a 401/403 page goes to login with a referrer).
 */
export function AccountPanel({ site }: { site: SiteConfig }) {
  const { t } = useI18n();
  const session = useLoginWithoutSession(site);
  const http = useSessionHttp();
  const { clear } = useSessionActions();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const onLogout = async () => {
    setIsLoggingOut(true);
    await logout(http).catch(() => undefined);
    clear();
    window.location.assign(startPath(site));
  };

  if (session.status !== "authenticated") {
    return <p role="status">{t("auth-bankid-pages.account.loading")}</p>;
  }
  const { user } = session;
  const isVipHere = user.vipSiteIds.includes(site.siteId);
  const kind = loginRole(session);
  const role =
    kind === "boardMember"
      ? t("auth-bankid-pages.account.role.boardMember", { association: user.associationName ?? "" })
      : kind === "boardMemberWithoutManagement"
        ? t("auth-bankid-pages.account.role.boardMemberWithoutManagement")
        : isVipHere
          ? t("auth-bankid-pages.account.role.vip")
          : t("auth-bankid-pages.account.role.private");
  return (
    <div className={styles.page}>
      <p className={styles.confirmation}>{t("auth-bankid-pages.account.greeting", { name: user.firstName })}</p>
      <p>
        {t("auth-bankid-pages.account.role")}: {role}
      </p>
      {site.features.hasVip && isVipHere ? <UnpaidVipNotice site={site} /> : null}
      {site.features.hasVip && !isVipHere && !user.isBoardMember ? <VipUpgradePlace site={site} /> : null}
      <AddBankId site={site} />
      <Button type="button" onClick={() => void onLogout()} disabled={isLoggingOut}>
        {t("auth-bankid-pages.account.logout")}
      </Button>
    </div>
  );
}

/** The account's card in my pages' overview slot `myPages.overview.account`. */
export function AccountOverviewCard({ site }: PageSlotProps) {
  return <AccountPanel site={site} />;
}
