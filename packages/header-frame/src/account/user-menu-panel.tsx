"use client";
import { caseManagementHref } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Link } from "@housing/ui";
import type { HeaderUser } from "../types";
import styles from "./account.module.css";

/** The name on the user button (spec section 2): the association account for board members, else the first name. */
export function userDisplayName(user: HeaderUser): string {
  return user.isBoardMember ? user.associationName : user.firstName;
}

/**
 * The user menu (spec section 2): my pages or the board-member pages, settings, logout; and,
 * where the site has errands, the fault report (the wizard opens over the page).
 */
export function UserMenuPanel({
  user,
  site,
  onNavigate,
  onLogout,
}: {
  user: HeaderUser;
  site: SiteConfig;
  onNavigate: () => void;
  onLogout?: () => void;
}) {
  const { t } = useI18n();
  const myPages = routePath(site, "myPages");
  const settings = routePath(site, "settings");
  const hasErrands = routePath(site, "errands") !== null;
  return (
    <ul className={styles.menu}>
      {myPages ? (
        <li>
          <Link href={myPages} className={styles.menuLink} onClick={onNavigate}>
            {user.isBoardMember ? t("header-frame.user.boardPages") : t("header-frame.user.myPages")}
          </Link>
        </li>
      ) : null}
      {hasErrands ? (
        <li>
          <a href={caseManagementHref(user.isBoardMember)} className={styles.menuLink} onClick={onNavigate}>
            {t("header-frame.user.faultReport")}
          </a>
        </li>
      ) : null}
      {settings ? (
        <li>
          <Link href={settings} className={styles.menuLink} onClick={onNavigate}>
            {t("header-frame.user.settings")}
          </Link>
        </li>
      ) : null}
      <li>
        <button type="button" className={styles.menuLink} onClick={onLogout}>
          {t("header-frame.user.logout")}
        </button>
      </li>
    </ul>
  );
}
