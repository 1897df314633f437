"use client";
import { useState, type ReactNode } from "react";
import { useI18n } from "@housing/i18n/react";
import { Link, Modal, useHashTrigger } from "@housing/ui";
import type { LoginType } from "./types";
import styles from "./login.module.css";

/** Spec section 2: these hashes (on load, on hashchange, from a same-page link) open the login modal with their login type. */
export const LOGIN_HASHES: Readonly<Record<LoginType, string>> = {
  private: "open-login-private",
  boardMember: "open-login-board",
  privateCase: "case-management-private",
  boardMemberCase: "case-management-board",
};

/**
 * The logged-out visitor's login: the header's login button, the hash
 * triggers and the login modal they open. The modal keeps its hash in the URL
 * while open, so Back closes it and the link can be shared.
 */
export function Login({
  loginPath,
  renderButton,
  onOpen,
}: {
  /** The site's login page, linked from the modal. */
  loginPath: string | null;
  /** The header draws its own button; it gets the handler that opens the modal. */
  renderButton: (open: () => void) => ReactNode;
  /** Called as the modal opens (the header closes its foldouts: one layer at a time). */
  onOpen?: () => void;
}) {
  const { t } = useI18n();
  const [loginType, setLoginType] = useState<LoginType | null>(null);
  const open = (type: LoginType) => {
    onOpen?.();
    setLoginType(type);
  };
  useHashTrigger(LOGIN_HASHES.private, () => open("private"));
  useHashTrigger(LOGIN_HASHES.boardMember, () => open("boardMember"));
  useHashTrigger(LOGIN_HASHES.privateCase, () => open("privateCase"));
  useHashTrigger(LOGIN_HASHES.boardMemberCase, () => open("boardMemberCase"));

  return (
    <>
      {renderButton(() => open("private"))}
      {/* The login forms (BankID, e-mail) replace this body with the login work; the type decides their tab. */}
      <Modal
        open={loginType !== null}
        onClose={() => setLoginType(null)}
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
    </>
  );
}
