"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { SiteConfig } from "@housing/site-config";
import { formatSearchUrl, parseSearchLocation, type SearchLocation, type SearchState } from "./url-state";

/** The mark a filter change starts from; the results measure filter-to-paint against it (BENCHMARKS.md). */
export const CHANGE_MARK = "housing-search:change";
export const PAINT_MEASURE = "housing-search:filter-to-paint";

function windowLocation(): SearchLocation {
  return {
    path: window.location.pathname,
    query: window.location.search.replace(/^\?/, ""),
    hash: window.location.hash,
  };
}

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
 * The search state, read from and written to the address bar. The first render uses the
 * location the server rendered (the server never sees the hash), so hydration matches; the hash
 * is read right after. Changes use history.pushState, which Next's router follows without
 * asking the server again; Back and Forward (popstate) restore the state from the URL.
 */
export function useSearchLocation(site: SiteConfig, initial: SearchLocation): SearchLocationApi {
  const [state, setState] = useState(() => parseSearchLocation(initial, site));
  const pending = useRef(false);

  useEffect(() => {
    // The URL is the state: an address that formats the same keeps the current object, so the
    // check right after hydration (the hash) does not re-render the whole search for nothing.
    const read = () => {
      const next = parseSearchLocation(windowLocation(), site);
      setState((current) => (formatSearchUrl(current, site) === formatSearchUrl(next, site) ? current : next));
    };
    read();
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [site]);

  const write = useCallback(
    (next: SearchState, mode: "push" | "replace") => {
      const url = formatSearchUrl(next, site);
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (url !== current) {
        if (mode === "push") window.history.pushState(null, "", url);
        else window.history.replaceState(null, "", url);
      }
      setState(next);
    },
    [site],
  );

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
