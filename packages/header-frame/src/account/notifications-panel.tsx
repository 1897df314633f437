"use client";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Link } from "@housing/ui";
import type { HeaderNotification } from "../types";
import { notificationAction, notificationHref } from "./notification-links";
import styles from "./account.module.css";

/** The notifications foldout's list; a click closes the foldout before the page changes (spec section 4). */
export function NotificationsPanel({
  notifications,
  site,
  onNavigate,
}: {
  notifications: readonly HeaderNotification[];
  site: SiteConfig;
  onNavigate: () => void;
}) {
  const { t } = useI18n();
  if (notifications.length === 0) return <p className={styles.empty}>{t("header-frame.notifications.empty")}</p>;
  return (
    <ul className={styles.notifications}>
      {notifications.map((notification) => {
        const href = notificationHref(notification, site);
        const action = t(`header-frame.notifications.action.${notificationAction(notification)}`);
        return (
          <li key={notification.id} className={styles.notification}>
            <span className={styles.notificationTitle}>{notification.title}</span>
            {href ? (
              <Link href={href} className={styles.action} onClick={onNavigate}>
                {action}
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
