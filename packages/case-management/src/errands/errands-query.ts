"use client";
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getCase, getCases, getRound, getRounds, type CaseVariant } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { CaseSummary } from "@housing/contracts/cases";

/*
 * The errands page's queries: the whole list fetched once and filtered in the browser (spec
 * section 9), one errand's detail, and the board's rounds. Keys carry the variant: a board login
 * and a resident's are different lists.
 */

export const errandsQueryKey = (variant: CaseVariant) => ["housing", "cases", "list", variant] as const;
export const errandQueryKey = (variant: CaseVariant, id: string) => ["housing", "cases", "case", variant, id] as const;
export const roundsQueryKey = ["housing", "cases", "rounds"] as const;
export const roundQueryKey = (id: string) => ["housing", "cases", "round", id] as const;

export function useErrands(variant: CaseVariant, initial: readonly CaseSummary[] | null) {
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  // The wizard is a modal kept in the address's hash (spec section 2): when the hash changes (it
  // opened or closed) a case may have been reported, so the list is asked for again.
  useEffect(() => {
    const onHash = () => void queryClient.invalidateQueries({ queryKey: errandsQueryKey(variant) });
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [queryClient, variant]);
  return useQuery({
    queryKey: errandsQueryKey(variant),
    queryFn: async ({ signal }) => (await getCases(http, variant, { signal })).cases,
    ...(initial ? { initialData: [...initial] } : {}),
  });
}

export function useErrand(variant: CaseVariant, id: string) {
  const http = useSessionHttp();
  return useQuery({
    queryKey: errandQueryKey(variant, id),
    queryFn: ({ signal }) => getCase(http, variant, id, { signal }),
  });
}

/** The association's rounds (board members only: the page asks only in the board variant). */
export function useRounds() {
  const http = useSessionHttp();
  return useQuery({
    queryKey: roundsQueryKey,
    queryFn: async ({ signal }) => (await getRounds(http, { signal })).rounds,
  });
}

export function useRound(id: string, isEnabled: boolean) {
  const http = useSessionHttp();
  return useQuery({
    queryKey: roundQueryKey(id),
    queryFn: ({ signal }) => getRound(http, id, { signal }),
    enabled: isEnabled,
  });
}
