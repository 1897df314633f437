"use client";
import { useCallback, useEffect, useState, type MouseEvent } from "react";
import type { DocumentCategory } from "@housing/contracts";
import { isSameSearch, parseTextSearchState, textSearchHref, type TextSearchState } from "./url-state";

export interface TextSearchLocation {
  state: TextSearchState;
  /** Shows a new state: a history entry for it (unless it is the current one), then the search. */
  navigate: (next: TextSearchState) => void;
}

/**
 * The search state, kept in the address with the History API rather than Next's router: a
 * new search is a history entry of its own, Back returns to the previous one (popstate), and
 * the server component is not rendered again for every keystroke of a search.
 * `onRestore` hears of a state that came from Back or Forward, so the form can follow it.
 */
export function useTextSearchLocation(
  path: string,
  query: string,
  categories: readonly DocumentCategory[],
  onRestore: (state: TextSearchState) => void,
): TextSearchLocation {
  const [state, setState] = useState(() => parseTextSearchState(query, categories));

  useEffect(() => {
    const restore = () => {
      const restored = parseTextSearchState(window.location.search, categories);
      setState(restored);
      onRestore(restored);
    };
    window.addEventListener("popstate", restore);
    return () => window.removeEventListener("popstate", restore);
  }, [categories, onRestore]);

  const navigate = useCallback(
    (next: TextSearchState) => {
      if (!isSameSearch(state, next) || state.isSubmitted !== next.isSubmitted) {
        window.history.pushState(null, "", textSearchHref(path, next));
      }
      setState(next);
    },
    [path, state],
  );

  return { state, navigate };
}

/** A click the page may handle itself: the main button without a modifier (others open a tab or window). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
