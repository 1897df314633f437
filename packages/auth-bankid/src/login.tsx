"use client";
import { Suspense, lazy, useState, type ReactNode } from "react";
import { useHashTrigger } from "@housing/ui";
import { LOGIN_HASHES } from "./login-hashes";
import type { LoginType } from "./types";

export { LOGIN_HASHES };

const LoginModal = lazy(() => import("./login-modal"));

/**
 * The logged-out visitor's login: the header's login button, the hash triggers and the login
 * modal they open (its code loads with the first opening).
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
  const [loginType, setLoginType] = useState<LoginType | null>(null);
  // Once opened, the modal stays mounted, so it closes as a modal does (focus back, hash gone).
  const [isModalLoaded, setModalLoaded] = useState(false);
  const open = (type: LoginType) => {
    onOpen?.();
    setModalLoaded(true);
    setLoginType(type);
  };
  useHashTrigger(LOGIN_HASHES.private, () => open("private"));
  useHashTrigger(LOGIN_HASHES.boardMember, () => open("boardMember"));
  useHashTrigger(LOGIN_HASHES.privateCase, () => open("privateCase"));
  useHashTrigger(LOGIN_HASHES.boardMemberCase, () => open("boardMemberCase"));

  return (
    <>
      {renderButton(() => open("private"))}
      {isModalLoaded ? (
        <Suspense fallback={null}>
          <LoginModal loginType={loginType} loginPath={loginPath} onClose={() => setLoginType(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
