"use client";
import { useRef } from "react";
import { I18nMessages, useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Modal } from "@housing/ui";
import { LOGIN_MODAL_VARIANTS, type LoginModalName } from "./login-hashes";
import { LoginModalBody } from "./pages/login/login-modal-body";
import { authBankidLoginMessages } from "./pages/messages/login-catalogue";

/**
 * The login modal (loaded with its first opening: the header's login button is on every page, the
 * modal is not). This chunk carries the login views and their messages ("auth-bankid-pages.…",
 * which the frame does not send): the catalogue is imported here and the locale's part handed to
 * the views. It keeps its name as the URL's hash while open, so Back closes it.
 */
export default function LoginModal({
  name,
  site,
  onClose,
}: {
  name: LoginModalName | null;
  site: SiteConfig;
  /** `hasLoggedIn`: a login was made in this opening (the button that opened it is gone by now). */
  onClose: (hasLoggedIn: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const hasLoggedIn = useRef(false);
  const close = () => {
    onClose(hasLoggedIn.current);
    hasLoggedIn.current = false;
  };
  return (
    <Modal open={name !== null} onClose={close} title={t("auth-bankid.login.title")} hash={name ?? undefined}>
      {name ? (
        <I18nMessages messages={authBankidLoginMessages[locale]}>
          <LoginModalBody
            key={name}
            site={site}
            variant={LOGIN_MODAL_VARIANTS[name]}
            onLoggedIn={() => {
              hasLoggedIn.current = true;
            }}
            onClose={close}
          />
        </I18nMessages>
      ) : null}
    </Modal>
  );
}
