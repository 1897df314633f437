"use client";
import { createStore, useStore } from "jotai";
import { usePageStoreHolder, type PageStore, type PageStoreHolder } from "./holder";

/** The holder's store, created on first use. */
export function pageStoreOf(holder: PageStoreHolder): PageStore {
  holder.store ??= createStore();
  return holder.store;
}

/**
 * The page's jotai store for hooks (`useAtomValue(atom, { store: usePageStore() })`): the
 * PageStoreProvider's, else that of a jotai Provider above (tests, stories) or jotai's default.
 */
export function usePageStore(): PageStore {
  const holder = usePageStoreHolder();
  const nearest = useStore();
  return holder ? pageStoreOf(holder) : nearest;
}
