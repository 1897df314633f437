"use client";
import { useI18n } from "@housing/i18n/react";
import { Link, Modal } from "@housing/ui";
import { LOGIN_HASHES } from "./login-hashes";
import type { LoginType } from "./types";
import styles from "./login.module.css";

/**
 * The login modal (loaded with its first opening: the header's login button is on every page, the
 * modal is not). It keeps its hash in the URL while open, so Back closes it and the link can be shared.
 */
export default function LoginModal({
  loginType,
  loginPath,
  onClose,
}: {
  loginType: LoginType | null;
  loginPath: string | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    // The login forms (BankID, e-mail) replace this body with the login work; the type decides their tab.
    <Modal
      open={loginType !== null}
      onClose={onClose}
      title={t("auth-bankid.login.title")}
      hash={loginType ? LOGIN_HASHES[loginType] : undefined}
    >
      <p className={styles.modalText}>{t("auth-bankid.login.text")}</p>
      {loginType ? (
        <p className={styles.modalText} data-login-type={loginType}>
          {t("auth-bankid.login.type", { type: t(`auth-bankid.login.type.${loginType}`) })}
        </p>
      ) : null}
      {loginPath ? <Link href={loginPath}>{t("auth-bankid.login.toLoginPage")}</Link> : null}
    </Modal>
  );
}
