"use client";
import { useEffect, useState } from "react";
import { SEARCH_LIMITS, type TextSearchHit, type TextSearchResponse } from "@housing/contracts";

/** Spec section 9: quick search starts at 2 characters, shows 3 hits, waits 300 ms after the last keystroke. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
export const QUICK_SEARCH_MIN_LENGTH = SEARCH_LIMITS.quickSearchMinLength;

/** Runs one quick search; the header's default calls `quickSearch` of @housing/api-client. */
export type QuickSearchFn = (text: string, signal: AbortSignal) => Promise<TextSearchResponse>;

export type QuickSearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; hits: TextSearchHit[] }
  | { status: "error"; query: string };

interface Answer {
  query: string;
  state: QuickSearchState;
}

/**
 * The quick search's state for `text`: idle below the minimum length, loading
 * while the debounce runs and the call is out, then done or error. A newer
 * text cancels the older call, so a slow answer never replaces a newer one.
 */
export function useQuickSearch(text: string, search: QuickSearchFn): QuickSearchState {
  const query = text.trim();
  const isSearchable = query.length >= QUICK_SEARCH_MIN_LENGTH;
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!isSearchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      search(query, controller.signal).then(
        (response) => {
          if (controller.signal.aborted) return;
          const hits = response.hits.slice(0, SEARCH_LIMITS.quickSearchHits);
          setAnswer({ query, state: { status: "done", query, hits } });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ query, state: { status: "error", query } });
        },
      );
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, isSearchable, search]);

  if (!isSearchable) return { status: "idle" };
  if (answer?.query === query) return answer.state;
  return { status: "loading", query };
}
