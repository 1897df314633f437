"use client";
import { useEffect, useRef } from "react";

function hashOf(href: string): string | null {
  const url = new URL(href, window.location.href);
  // Only links to this very page are triggers; a link to another page with the hash is a navigation.
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return null;
  return decodeURIComponent(url.hash.slice(1));
}

/**
 * Calls `onMatch` when the page's hash is `hash` (without "#"): on load, on
 * hashchange (Back, Forward, a typed URL) and when a same-page link to
 * `#hash` is clicked. A click is taken over (no navigation of its own) so the
 * opened modal adds the history entry itself and Back closes it; that also
 * covers router links, which change the URL without a hashchange event.
 * `onMatch` returning `false` declines the hash (another trigger of the same hash may take it,
 * as the login leaves the case-management hashes to the wizard for someone logged in): the click
 * then keeps its default, so the hash is set and every trigger of it sees the hashchange.
 */
export function useHashTrigger(hash: string, onMatch: () => void | boolean): void {
  const onMatchRef = useRef(onMatch);
  useEffect(() => {
    onMatchRef.current = onMatch;
  });

  useEffect(() => {
    const check = () => {
      if (decodeURIComponent(window.location.hash.slice(1)) === hash) onMatchRef.current();
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self")) return;
      if (hashOf(anchor.href) !== hash) return;
      if (onMatchRef.current() !== false) event.preventDefault();
    };
    check();
    window.addEventListener("hashchange", check);
    // Capture phase: runs before a router link's own click handler, which then sees the default prevented.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("hashchange", check);
      document.removeEventListener("click", onClick, true);
    };
  }, [hash]);
}
