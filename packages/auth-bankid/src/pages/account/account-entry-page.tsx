"use client";
import { useEffect, useState } from "react";
import { logout } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { TemplateProps } from "@housing/contracts/manifest";
import { useI18n } from "@housing/i18n/react";
import { SESSION_HINT_COOKIE } from "@housing/contracts";
import { readCookie, useSession, useSessionActions } from "@housing/session/client";
import { routePath, startPath } from "@housing/site-config";
import { Button, Container, Heading } from "@housing/ui";
import { loginPathWithReferrer } from "../login/redirect";
import { AddBankId } from "./add-bank-id";
import styles from "../login/login.module.css";

/**
 * My pages' entry until my pages arrive with their own feature (spec section 2): the user's name,
 * role and a logout button. The page is personal, so it is drawn in the browser from the session;
 * a visitor without one is sent to the login with this page as the referrer (spec section 4:
 * a 401/403 page goes to login with a referrer).
 */
export function AccountEntryPage({ site }: TemplateProps) {
  const { t } = useI18n();
  const session = useSession();
  const http = useSessionHttp();
  const { clear } = useSessionActions();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const login = routePath(site, "login");

  useEffect(() => {
    // No session cookie at all: nothing to wait for.
    if (!readCookie(document.cookie, SESSION_HINT_COOKIE) && login) {
      window.location.replace(loginPathWithReferrer(login, window.location.pathname + window.location.search));
    }
  }, [login]);

  const onLogout = async () => {
    setIsLoggingOut(true);
    await logout(http).catch(() => undefined);
    clear();
    window.location.assign(startPath(site));
  };

  if (session.status !== "authenticated") {
    return (
      <Container>
        <div className={styles.page}>
          <Heading level={1}>{t("auth-bankid-pages.account.heading")}</Heading>
          <p role="status">{t("auth-bankid-pages.account.loading")}</p>
        </div>
      </Container>
    );
  }
  const { user } = session;
  const role = user.isBoardMember
    ? t("auth-bankid-pages.account.role.boardMember", { association: user.associationName ?? "" })
    : user.vipSiteIds.includes(site.siteId)
      ? t("auth-bankid-pages.account.role.vip")
      : t("auth-bankid-pages.account.role.private");
  return (
    <Container>
      <div className={styles.page}>
        <Heading level={1}>{t("auth-bankid-pages.account.heading")}</Heading>
        <p className={styles.confirmation}>{t("auth-bankid-pages.account.greeting", { name: user.firstName })}</p>
        <p>
          {t("auth-bankid-pages.account.role")}: {role}
        </p>
        <AddBankId site={site} />
        <Button type="button" onClick={() => void onLogout()} disabled={isLoggingOut}>
          {t("auth-bankid-pages.account.logout")}
        </Button>
      </div>
    </Container>
  );
}
