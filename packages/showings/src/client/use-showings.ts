"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { KyInstance } from "ky";
import { getShowings } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { ShowingListResponse } from "@housing/contracts/showings";
import { useUser } from "@housing/session/client";
import type { SiteKey } from "@housing/site-config";
import { takePlaces } from "./slots";

export interface ShowingsTarget {
  siteKey: SiteKey;
  stageId: string;
  objectId: string | null;
}

/** The list's query key: per page and per visitor (whether a VIP showing is bookable depends on who asks). */
export const showingsQueryKey = ({ siteKey, stageId, objectId }: ShowingsTarget, userId: string | null) =>
  ["housing", "showings", siteKey, stageId, objectId ?? "", userId ?? "anonymous"] as const;

/**
 * The client a showing call goes through: the session bridge for a logged-in visitor (the API
 * then knows who asks: VIP, one-click booking), the site's public client otherwise.
 */
export function useShowingsHttp(): { http: KyInstance; publicHttp: KyInstance; userId: string | null } {
  const user = useUser();
  const publicHttp = useApiHttp();
  const sessionHttp = useSessionHttp();
  return { http: user ? sessionHttp : publicHttp, publicHttp, userId: user?.id ?? null };
}

/** The upcoming showings of a stage (or one home), soonest first. */
export function useShowings(target: ShowingsTarget) {
  const { http, userId } = useShowingsHttp();
  const queryKey = showingsQueryKey(target, userId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      getShowings(
        http,
        { siteId: target.siteKey, stageId: target.stageId, ...(target.objectId ? { objectId: target.objectId } : {}) },
        { signal },
      ),
  });
  return { query, queryKey };
}

/** Takes `people` places off one slot in the cached list at once (the booking's answer), before the list is read again. */
export function useTakePlaces(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return {
    take(slotId: string, people: number) {
      queryClient.setQueryData<ShowingListResponse>(queryKey, (list) =>
        list ? { showings: list.showings.map((showing) => takePlaces(showing, slotId, people)) } : list,
      );
    },
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}
