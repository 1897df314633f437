"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { addFavourite } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { Favourite } from "@housing/contracts/my-pages";
import { signupKey } from "@housing/contracts/my-pages";
import { useI18n } from "@housing/i18n/react";
import { useUser } from "@housing/session/client";
import { takePendingFavourites } from "@housing/session/pending-signup";
import { useToast } from "@housing/ui/toast";
import { HeartButton } from "./heart-button";
import {
  favouritesQueryKey,
  useFavourites,
  useToggleFavourite,
  withFavourite,
  type FavouriteEntry,
} from "./signup-queries";

/**
 * The heart of a visitor with a session cookie: the anonymous heart until the session check
 * knows the user, nothing for a board member (spec section 6), else the user's favourite from
 * the favourites query, toggled optimistically.
 */
export default function SignedInFavourite({
  entry,
  name,
  className,
  anonymous,
}: {
  entry: FavouriteEntry;
  name: string;
  className?: string;
  anonymous: ReactNode;
}) {
  const user = useUser();
  if (!user) return anonymous;
  if (user.isBoardMember) return <DropPendingFavourites />;
  return <UserFavourite userId={user.id} entry={entry} name={name} className={className} />;
}

/** A board member has no favourites: what waited for the login is dropped. */
function DropPendingFavourites() {
  useEffect(() => void takePendingFavourites(), []);
  return null;
}

function UserFavourite({
  userId,
  entry,
  name,
  className,
}: {
  userId: string;
  entry: FavouriteEntry;
  name: string;
  className?: string;
}) {
  const { t } = useI18n();
  useReplayPendingFavourites(userId);
  const favourites = useFavourites(userId);
  const toggle = useToggleFavourite(userId, t("residence-ui.favourite.failed"));
  const key = signupKey(entry);
  const isFavourite = (favourites.data ?? []).some((favourite) => signupKey(favourite) === key);
  return (
    <HeartButton
      label={t("residence-ui.favourite.toggle", { name })}
      isPressed={isFavourite}
      isBusy={favourites.isPending}
      onPress={() => {
        if (!favourites.isPending) toggle.mutate({ entry, isFavourite: !isFavourite });
      }}
      className={className}
    />
  );
}

/**
 * Spec section 4: the favourites chosen before the login are posted after it, with a notice.
 * Taking them empties the store, so of all the hearts on the page one replays them.
 */
function useReplayPendingFavourites(userId: string) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    const pending = takePendingFavourites();
    if (pending.length === 0) return;
    const queryKey = favouritesQueryKey(userId);
    queryClient.setQueryData<Favourite[]>(queryKey, (current) =>
      current ? pending.reduce((list, entry) => withFavourite(list, entry, true), current) : current,
    );
    void Promise.allSettled(pending.map((entry) => addFavourite(http, entry))).then(async (results) => {
      const saved = results.filter((result) => result.status === "fulfilled").length;
      if (saved > 0) toast.show({ tone: "success", message: t("residence-ui.favourite.replayed", { count: saved }) });
      if (saved < results.length) toast.show({ tone: "error", message: t("residence-ui.favourite.failed") });
      // The list's first fetch leaves with these posts and may answer without them; invalidating a
      // query that has no data yet only waits for that fetch, so it is cancelled and asked again.
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    });
  }, [userId, http, queryClient, toast, t]);
}
