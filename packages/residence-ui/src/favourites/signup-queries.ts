"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addFavourite, getFavourites, removeFavourite } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { Favourite } from "@housing/contracts/my-pages";
import { signupKey } from "@housing/contracts/my-pages";

/*
 * The logged-in user's favourites as TanStack Query holds them (spec section 4: the local cache
 * is updated optimistically on add and delete). Shared by the hearts of every card and page and
 * by my pages, which invalidate or read the same key.
 */

/** The favourites' query key, per user (another login on the page never sees the previous user's). */
export const favouritesQueryKey = (userId: string) => ["housing", "signup", "favourites", userId] as const;

export interface FavouriteEntry {
  stageId: string;
  objectId: string | null;
}

/** The user's favourites (a board member has none: do not call it for one, spec section 6). */
export function useFavourites(userId: string) {
  const http = useSessionHttp();
  return useQuery({
    queryKey: favouritesQueryKey(userId),
    queryFn: ({ signal }) => getFavourites(http, { signal }),
  });
}

/**
 * Adds or removes a favourite: the cache changes at once, goes back if the call fails (with the
 * global error toast, `meta.errorMessage`), and is fetched again either way.
 */
export function useToggleFavourite(userId: string, errorMessage: string) {
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = favouritesQueryKey(userId);
  return useMutation({
    mutationFn: ({ entry, isFavourite }: { entry: FavouriteEntry; isFavourite: boolean }) =>
      isFavourite ? addFavourite(http, entry) : removeFavourite(http, entry),
    onMutate: async ({ entry, isFavourite }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Favourite[]>(queryKey);
      queryClient.setQueryData<Favourite[]>(queryKey, (current = []) => withFavourite(current, entry, isFavourite));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
    meta: { errorMessage },
  });
}

/** The list with the entry added (at the front, as newest) or taken away. */
export function withFavourite(list: readonly Favourite[], entry: FavouriteEntry, isFavourite: boolean): Favourite[] {
  const key = signupKey(entry);
  const others = list.filter((favourite) => signupKey(favourite) !== key);
  return isFavourite ? [{ ...entry, created: new Date().toISOString() }, ...others] : others;
}
