"use client";
import { useEffect, useRef, useState } from "react";
import { logout } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { useI18n } from "@housing/i18n/react";
import { useIsSessionExpired, useSessionActions } from "@housing/session/client";
import { routePath, startPath, type SiteConfig } from "@housing/site-config";
import { Button, Modal } from "@housing/ui";
import { markSessionExpired } from "./expired-session-mark";
import { LOGIN_HASHES } from "./login-hashes";
import styles from "./session.module.css";

/** Whether `path` is my pages or a page under them. */
export function isMyPagesPath(site: SiteConfig, path: string): boolean {
  const myPages = routePath(site, "myPages");
  if (!myPages) return false;
  const normalized = path.endsWith("/") ? path : `${path}/`;
  return normalized.toLowerCase().startsWith(myPages.toLowerCase());
}

/**
 * The expired-session modal (spec sections 4 and 8). The session check (every 30 s) compares the
 * token's expiry with the browser's clock and marks the session expired; then this logs out
 * (the session bridge removes the cookies), leaves my pages for the start page (where the modal
 * shows after the load: `shownAtStart`) and shows "Your session has expired" with a login button
 * that opens the login modal. Loaded only for a visitor who had a session on this page.
 */
export default function ExpiredSessionModal({
  site,
  shownAtStart = false,
}: {
  site: SiteConfig;
  shownAtStart?: boolean;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const isExpired = useIsSessionExpired();
  const { clear } = useSessionActions();
  const [isOpen, setOpen] = useState(shownAtStart);
  const isHandled = useRef(false);

  useEffect(() => {
    if (!isExpired || isHandled.current) return;
    isHandled.current = true;
    // The API answers 401 to the expired token: the bridge removes the cookies all the same.
    void logout(http)
      .catch(() => undefined)
      .finally(() => {
        clear();
        isHandled.current = false;
        if (isMyPagesPath(site, window.location.pathname)) {
          markSessionExpired();
          window.location.assign(startPath(site));
        } else setOpen(true);
      });
  }, [isExpired, http, clear, site]);

  const login = () => {
    setOpen(false);
    // The header's login button opens its modal on this hash (once this one has let go of the focus).
    window.setTimeout(() => {
      window.location.hash = LOGIN_HASHES.private;
    }, 0);
  };

  return (
    <Modal open={isOpen} onClose={() => setOpen(false)} title={t("auth-bankid.sessionExpired.title")} noHash>
      <p className={styles.text}>{t("auth-bankid.sessionExpired.text")}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={login}>
          {t("auth-bankid.sessionExpired.login")}
        </Button>
      </div>
    </Modal>
  );
}
