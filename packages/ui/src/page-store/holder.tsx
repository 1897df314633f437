"use client";
import { createContext, useContext, type ReactNode } from "react";
import type { createStore } from "jotai";

/** The page's jotai store (session, consent, toasts). */
export type PageStore = ReturnType<typeof createStore>;

/**
 * Where the page's jotai store lives once something needs it. The holder is created with the page
 * and costs no JavaScript; the store itself (and jotai) is created by the first piece of page
 * state that loads (the session check, the consent, the first toast), all after hydration, so
 * jotai is in no anonymous visitor's first load.
 */
export interface PageStoreHolder {
  store: PageStore | null;
}

const PageStoreContext = createContext<PageStoreHolder | null>(null);

export function createPageStoreHolder(): PageStoreHolder {
  return { store: null };
}

/** Once per page (the site's providers): one store per page, so nothing is shared between server requests. */
export function PageStoreProvider({ holder, children }: { holder: PageStoreHolder; children?: ReactNode }) {
  return <PageStoreContext.Provider value={holder}>{children}</PageStoreContext.Provider>;
}

/** The page's holder, or null outside a PageStoreProvider (tests and stories that give a jotai Provider). */
export function usePageStoreHolder(): PageStoreHolder | null {
  return useContext(PageStoreContext);
}
