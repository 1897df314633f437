"use client";
import type { MouseEvent } from "react";
import type { DocumentCategory } from "@housing/contracts";
import { useAddressState } from "../shared/use-address-state";
import { parseTextSearchState, textSearchHref, type TextSearchState } from "./url-state";

export interface TextSearchLocation {
  state: TextSearchState;
  /** Shows a new state: a history entry for it (unless it is the current one), then the search. */
  navigate: (next: TextSearchState) => void;
}

/**
 * The search state, kept in the address (`useAddressState`): a new search is a history entry of
 * its own, Back returns to the previous one, and the server component is not rendered again for
 * every keystroke of a search. `onRestore` hears of a state that came from Back or Forward, so
 * the form can follow it.
 */
export function useTextSearchLocation(
  path: string,
  query: string,
  categories: readonly DocumentCategory[],
  onRestore: (state: TextSearchState) => void,
): TextSearchLocation {
  const [state, navigate] = useAddressState({
    initial: () => parseTextSearchState(query, categories),
    read: (address) => parseTextSearchState(address.query, categories),
    href: (next) => textSearchHref(path, next),
    onRestore,
  });
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
