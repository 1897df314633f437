"use client";
import { Suspense, lazy, useRef, useState, type ReactNode } from "react";
import type { SiteConfig } from "@housing/site-config";
import { hasSessionHint } from "@housing/session";
import { useHashTrigger } from "@housing/ui";
import { LOGIN_HASHES, LOGIN_MODAL_NAMES, type LoginModalName } from "./login-hashes";

export { LOGIN_HASHES };

// The modal's code, the login views and their messages load with the first opening.
const LoginModal = lazy(() => import("./login-modal"));

function HashTrigger({ name, onMatch }: { name: LoginModalName; onMatch: (name: LoginModalName) => boolean }) {
  useHashTrigger(name, () => onMatch(name));
  return null;
}

/**
 * The login: the header's login button, the hash triggers and the login modal they open (its
 * code loads with the first opening). It stays mounted when the login succeeds and the header
 * shows the user instead of the button, so the modal can show its verification view.
 */
export function Login({
  site,
  renderButton,
  onOpen,
  isLoggedIn = false,
}: {
  site: SiteConfig;
  /** The header draws its own button; it gets the handler that opens the modal. */
  renderButton: (open: () => void) => ReactNode;
  /** Called as the modal opens (the header closes its foldouts: one layer at a time). */
  onOpen?: () => void;
  /** A logged-in visitor: the login hashes open nothing (the modal may still be finishing a login). */
  isLoggedIn?: boolean;
}) {
  const [name, setName] = useState<LoginModalName | null>(null);
  // Once opened, the modal stays mounted, so it closes as a modal does (focus back, hash gone).
  const [isModalLoaded, setModalLoaded] = useState(false);
  const placeRef = useRef<HTMLSpanElement>(null);
  const open = (next: LoginModalName) => {
    onOpen?.();
    setModalLoaded(true);
    setName(next);
  };
  /** Opens the modal the hash names, or declines it (false: another trigger of the hash takes it). */
  const onHash = (next: LoginModalName): boolean => {
    // The national-identity-number question is for a logged-in user; the logins for the others.
    // Outside Sweden the question is the add-bank-ID modal's (my pages, pages/account/add-bank-id.tsx),
    // which answers the same hash: the login modal leaves it alone there.
    if (next === "update-bank-id-modal" && site.country !== "se") return false;
    // With a session (its hint cookie, readable before the session has loaded) the case-management
    // hashes open the fault-report wizard (case management's frame listener), not the login.
    if (next.startsWith("case-management-") && hasSessionHint()) return false;
    if (isLoggedIn !== (next === "update-bank-id-modal")) return false;
    open(next);
    return true;
  };

  return (
    <>
      {LOGIN_MODAL_NAMES.map((hash) => (
        <HashTrigger key={hash} name={hash} onMatch={onHash} />
      ))}
      {/* `display: contents`: the header lays out the button itself. */}
      <span ref={placeRef} style={{ display: "contents" }} data-login-place="">
        {renderButton(() => open("open-login-private"))}
      </span>
      {isModalLoaded ? (
        <Suspense fallback={null}>
          <LoginModal
            name={name}
            site={site}
            onClose={(hasLoggedIn) => {
              setName(null);
              if (hasLoggedIn) focusAccountPlace(placeRef.current);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * After a login the button that opened the modal is gone (the user button replaces it, maybe in
 * steps while the session loads): focus goes to the account place's button, and follows it while
 * it is replaced, for a few seconds, unless the visitor has moved on.
 */
function focusAccountPlace(place: HTMLElement | null) {
  if (!place) return;
  const focusButton = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    place.querySelector<HTMLElement>("button, a[href]")?.focus({ preventScroll: true });
  };
  window.setTimeout(focusButton, 0);
  const observer = new MutationObserver(focusButton);
  observer.observe(place, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), 5000);
}
