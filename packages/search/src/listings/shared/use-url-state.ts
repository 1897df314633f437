"use client";
import { useCallback, useEffect, useRef, useState } from "react";

export type HistoryMode = "push" | "replace";

/**
 * A page state that is its address: read once from the query the page was rendered for (so the
 * server and the browser agree), written with the History API (not Next's router, which would
 * fetch the page again), and read back on Back and Forward.
 */
export function useUrlState<S>(
  initialQuery: string,
  parse: (query: string) => S,
  write: (state: S, currentQuery: string) => string,
): [S, (next: S, mode: HistoryMode) => void] {
  const [state, setState] = useState(() => parse(initialQuery));
  const parseRef = useRef(parse);
  const writeRef = useRef(write);
  useEffect(() => {
    parseRef.current = parse;
    writeRef.current = write;
  });

  useEffect(() => {
    const onPopState = () => setState(parseRef.current(window.location.search.slice(1)));
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const update = useCallback((next: S, mode: HistoryMode) => {
    setState(next);
    const query = writeRef.current(next, window.location.search.slice(1));
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    // null, not the current state: Next copies its own router state into the entry and learns the new URL.
    if (mode === "push") window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }, []);

  return [state, update];
}
