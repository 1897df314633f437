"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/** The parts of a page's address a search reads: path, query string (without "?") and hash (with "#"). */
export interface Address {
  path: string;
  query: string;
  hash: string;
}

export type HistoryMode = "push" | "replace";

export function currentAddress(): Address {
  return {
    path: window.location.pathname,
    query: window.location.search.replace(/^\?/, ""),
    hash: window.location.hash,
  };
}

export interface AddressStateOptions<S> {
  /** The state of the address the server rendered, so the first render matches its HTML. */
  initial: () => S;
  /** The state of the browser's address: after Back and Forward, and right after hydration with `readOnMount`. */
  read: (address: Address) => S;
  /** The address of a state (path, query and hash), given the current one for the parameters a search keeps. */
  href: (state: S, current: Address) => string;
  /** Reads the browser's address once after hydration (the server never sees the hash). */
  readOnMount?: boolean;
  /** Hears of a state restored by Back or Forward (a form that mirrors the state can follow it). */
  onRestore?: (state: S) => void;
}

/**
 * A search's state that is its address. Written with the History API, not Next's router, which
 * would render the page on the server again for every change; read back on Back and Forward.
 * The address is the state: a change to a state with the current address adds no history entry,
 * and a state read back with the same address keeps the current object, so nothing re-renders.
 */
export function useAddressState<S>(options: AddressStateOptions<S>): [S, (next: S, mode?: HistoryMode) => void] {
  const [state, setState] = useState(options.initial);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { readOnMount = false } = options;
  useEffect(() => {
    const follow = (isRestore: boolean) => {
      const address = currentAddress();
      const { read, href, onRestore } = latest.current;
      const next = read(address);
      setState((current) => (href(current, address) === href(next, address) ? current : next));
      if (isRestore) onRestore?.(next);
    };
    if (readOnMount) follow(false);
    const onPopState = () => follow(true);
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [readOnMount]);

  const update = useCallback((next: S, mode: HistoryMode = "push") => {
    const address = currentAddress();
    const url = latest.current.href(next, address);
    if (url !== withQuery(address, address.query)) {
      // null, not the state: Next copies its own router state into the entry and learns the new URL.
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    }
    setState(next);
  }, []);

  return [state, update];
}

/** The current path and hash with another query string: the address of a listing's state. */
export function withQuery(address: Address, query: string): string {
  return `${address.path}${query ? `?${query}` : ""}${address.hash}`;
}
