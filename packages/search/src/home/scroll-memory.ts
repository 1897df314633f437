/*
 * Spec sections 2 and 4: the search page restores its own scroll position. Returning from a
 * stage or home page with Back restores the list's length and the position, from session
 * storage keyed by the search URL; opening the search afresh (a link to it) starts at the top
 * with 30 results and forgets what was saved.
 */

export interface SavedListPosition {
  scrollY: number;
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

export function savePosition(position: SavedListPosition): void {
  storage()?.setItem(currentUrlKey(), JSON.stringify(position));
}

export function readPosition(): SavedListPosition | null {
  const raw = storage()?.getItem(currentUrlKey());
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SavedListPosition>;
    const pages = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 1 ? Math.min(n, 20) : 1);
    return {
      scrollY: typeof value.scrollY === "number" && value.scrollY >= 0 ? value.scrollY : 0,
      stagePages: pages(value.stagePages),
      objectPages: pages(value.objectPages),
    };
  } catch {
    return null;
  }
}

export function forgetPositions(): void {
  const store = storage();
  if (!store) return;
  for (let index = store.length - 1; index >= 0; index -= 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) store.removeItem(key);
  }
}
