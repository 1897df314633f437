/*
 * Spec sections 2 and 4: the search page restores its own scroll position. Returning from a
 * stage or home page with Back restores the list's length and the position, from session
 * storage keyed by the search URL; opening the search afresh (a link to it) starts at the top
 * with 30 results and forgets what was saved.
 */

import { whenIdle } from "@housing/ui";

/** The first card at the top of the window, and how far its top was from the window's top. */
export interface ListAnchor {
  index: number;
  top: number;
}

export interface SavedListPosition {
  scrollY: number;
  /**
   * Where the visitor was, by card. Cards out of view are laid out at an estimated height until
   * they come near it (content-visibility), so a pixel offset alone can land on another card.
   */
  anchor?: ListAnchor | null;
  /** Pages of 30 shown in each list. */
  stagePages: number;
  objectPages: number;
}

const PREFIX = "housing-search:position:";

let isSearchMounted = false;
/** The address Back or Forward led to while no search was mounted. */
let pendingReturnHref: string | null = null;
if (typeof window !== "undefined") {
  // Registered when the search code first loads and kept for the tab's life: a Back from a stage
  // page fires popstate before the search page mounts again. Popstates within the mounted search
  // (Back between two filter states) are the search's own and do not count.
  window.addEventListener("popstate", () => {
    if (!isSearchMounted) pendingReturnHref = window.location.href;
  });
  // Any other way of leaving (a link to another page) ends a pending return unused.
  window.addEventListener("pagehide", () => {
    pendingReturnHref = null;
  });
}

/** Marks the search page as mounted; returns the unmount callback. */
export function markSearchMounted(): () => void {
  isSearchMounted = true;
  return () => {
    isSearchMounted = false;
    pendingReturnHref = null;
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function currentUrlKey(): string {
  return `${PREFIX}${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** True when this mount of the page came from Back or Forward, not from a link or a new load. */
export function isHistoryReturn(): boolean {
  const pending = pendingReturnHref;
  pendingReturnHref = null;
  if (pending !== null) return pending === window.location.href;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  // A full reload by Back (the page was not kept in memory) counts too, but only for the first mount.
  return navigation?.type === "back_forward" && performance.now() < 10_000;
}

/** The keys this visit of the search has saved: a fresh visit's forgetting spares them. */
const savedThisVisit = new Set<string>();

export function savePosition(position: SavedListPosition): void {
  const key = currentUrlKey();
  storage()?.setItem(key, JSON.stringify(position));
  savedThisVisit.add(key);
}

export function readPosition(): SavedListPosition | null {
  const raw = storage()?.getItem(currentUrlKey());
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedListPosition>;
    const pages = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 1 ? Math.min(n, 20) : 1);
    const anchor = value.anchor;
    return {
      scrollY: typeof value.scrollY === "number" && value.scrollY >= 0 ? value.scrollY : 0,
      anchor:
        anchor && Number.isInteger(anchor.index) && anchor.index >= 0 && Number.isFinite(anchor.top)
          ? { index: anchor.index, top: anchor.top }
          : null,
      stagePages: pages(value.stagePages),
      objectPages: pages(value.objectPages),
    };
  } catch {
    return null;
  }
}

/**
 * A fresh visit starts over: forgets what earlier visits saved, once the browser is idle. Not
 * while the page hydrates: a tab's first access to session storage waits on the browser process
 * (about 5 ms in the page's longest task on a fast machine). What this visit saves in the
 * meantime is kept; should the visitor leave first, the forgetting still runs on the next page.
 */
export function startFreshVisit(): void {
  savedThisVisit.clear();
  const forget = () => {
    const store = storage();
    if (!store) return;
    for (let index = store.length - 1; index >= 0; index -= 1) {
      const key = store.key(index);
      if (key?.startsWith(PREFIX) && !savedThisVisit.has(key)) store.removeItem(key);
    }
  };
  whenIdle(forget, { timeoutMs: 2000, fallbackMs: 200 });
}

/** The result list on screen (results-section.tsx marks it). */
function resultList(): Element | null {
  return document.querySelector("[data-search-list]");
}

/** The list's first card reaching below the window's top (cards are in rows, so bottoms never decrease). */
export function listAnchor(list: Element | null = resultList()): ListAnchor | null {
  const cards = list?.children;
  if (!cards?.length) return null;
  let low = 0;
  let high = cards.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cards[middle]!.getBoundingClientRect().bottom > 0) {
      found = middle;
      high = middle - 1;
    } else {
      low = middle + 1;
    }
  }
  return found < 0 ? null : { index: found, top: cards[found]!.getBoundingClientRect().top };
}

/**
 * Scrolls back to the saved card. Cards the visitor jumped past were never drawn and have only an
 * estimated height, here and when the position was saved, so the list draws every card first (the
 * data-restoring attribute turns content-visibility off), and a few frames later, once each card's
 * real height is remembered, goes back to drawing only what is near the window.
 */
export function restoreListPosition(saved: SavedListPosition): void {
  const list = resultList();
  list?.setAttribute("data-restoring", "");
  window.scrollTo({ top: restoredScrollY(saved, list), behavior: "instant" });
  requestAnimationFrame(() => requestAnimationFrame(() => list?.removeAttribute("data-restoring")));
}

/** The scroll offset that brings the saved card back to where it was; the saved pixels when it is gone. */
export function restoredScrollY(saved: SavedListPosition, list: Element | null = resultList()): number {
  const card = saved.anchor ? list?.children[saved.anchor.index] : undefined;
  if (!card || !saved.anchor) return saved.scrollY;
  return Math.max(0, card.getBoundingClientRect().top + window.scrollY - saved.anchor.top);
}
