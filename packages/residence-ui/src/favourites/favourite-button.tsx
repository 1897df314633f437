"use client";
import { Suspense, lazy, useEffect, useState } from "react";
import { useI18n } from "@housing/i18n/react";
import { SESSION_HINT_EVENT, hasSessionHint } from "@housing/session/hint";
import { isPendingFavourite, togglePendingFavourite } from "@housing/session/pending-signup";
import { HeartButton } from "./heart-button";

// The logged-in heart (the session's state, TanStack Query, the session bridge) loads only for a visitor with a session cookie.
const SignedInFavourite = lazy(() => import("./signed-in-favourite"));

/** Spec section 2: this hash opens the login modal (auth-bankid's LOGIN_HASHES.private). */
const LOGIN_HASH = "#open-login-private";

export interface FavouriteButtonProps {
  stageId: string;
  /** A home's id; null or absent for the stage itself. */
  objectId?: string | null;
  /** The stage's or home's name, in the button's accessible name. */
  name: string;
  className?: string;
}

/**
 * The heart on stage and home cards and pages (spec section 4). The server and an anonymous
 * visitor's first render are this small button: pressed logged out, the favourite waits in
 * session storage and the login modal opens; after the login the signed-in heart posts it with a
 * notice. A logged-in user's heart comes from the favourites query; a board member has none
 * (spec section 6).
 */
export function FavouriteButton({ stageId, objectId = null, name, className }: FavouriteButtonProps) {
  const [hasSession, setHasSession] = useState(false);
  useEffect(() => {
    const read = () => setHasSession(hasSessionHint());
    read();
    window.addEventListener(SESSION_HINT_EVENT, read);
    return () => window.removeEventListener(SESSION_HINT_EVENT, read);
  }, []);
  const entry = { stageId, objectId };
  const anonymous = <AnonymousFavourite entry={entry} name={name} className={className} />;
  if (!hasSession) return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInFavourite entry={entry} name={name} className={className} anonymous={anonymous} />
    </Suspense>
  );
}

function AnonymousFavourite({
  entry,
  name,
  className,
}: {
  entry: { stageId: string; objectId: string | null };
  name: string;
  className?: string;
}) {
  const { t } = useI18n();
  const [isPending, setPending] = useState(false);
  const { stageId, objectId } = entry;
  useEffect(() => {
    // Session storage is read after hydration (the server's HTML is the same for everybody).
    const read = () => setPending(isPendingFavourite({ stageId, objectId }));
    read();
  }, [stageId, objectId]);
  const press = () => {
    const isNowPending = togglePendingFavourite({ stageId, objectId });
    setPending(isNowPending);
    if (isNowPending) window.location.hash = LOGIN_HASH;
  };
  return (
    <HeartButton
      label={t("residence-ui.favourite.toggle", { name })}
      description={t("residence-ui.favourite.loginFirst")}
      isPressed={isPending}
      onPress={press}
      className={className}
    />
  );
}
