"use client";

import { useCallback, useRef } from "react";
import type { SiteConfig } from "@housing/site-config";
import { useAddressState } from "../shared/use-address-state";
import { formatSearchUrl, parseSearchLocation, type SearchLocation, type SearchState } from "./url-state";

/** The mark a filter change starts from; the results measure filter-to-paint against it (BENCHMARKS.md). */
export const CHANGE_MARK = "housing-search:change";
export const PAINT_MEASURE = "housing-search:filter-to-paint";

export interface SearchLocationApi {
  state: SearchState;
  /** A visitor's change: a new history entry (Back returns to the previous search). */
  push: (next: SearchState) => void;
  /** A correction of the current entry (geo=auto once the position is known). */
  replace: (next: SearchState) => void;
  /** True between a change and the first paint of its results. */
  hasPendingChange: () => boolean;
  settleChange: () => void;
}

/**
 * The search state, read from and written to the address bar (`useAddressState`). The first
 * render uses the location the server rendered (the server never sees the hash), so hydration
 * matches; the hash is read right after. Back and Forward (popstate) restore the state from the URL.
 * A visitor's change is marked for the filter-to-paint measure.
 */
export function useSearchLocation(site: SiteConfig, initial: SearchLocation): SearchLocationApi {
  const [state, write] = useAddressState({
    initial: () => parseSearchLocation(initial, site),
    read: (address) => parseSearchLocation(address, site),
    href: (next) => formatSearchUrl(next, site),
    readOnMount: true,
  });
  const pending = useRef(false);

  const push = useCallback(
    (next: SearchState) => {
      performance.mark(CHANGE_MARK);
      pending.current = true;
      write(next, "push");
    },
    [write],
  );
  const replace = useCallback((next: SearchState) => write(next, "replace"), [write]);
  const hasPendingChange = useCallback(() => pending.current, []);
  const settleChange = useCallback(() => {
    pending.current = false;
  }, []);

  return { state, push, replace, hasPendingChange, settleChange };
}
