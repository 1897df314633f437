/**
 * The URL side of a modal (spec section 4): opening adds the modal's hash,
 * closing restores the URL, and hashes that carry a page's own state
 * (purchase-success, eident-error) are left alone.
 */

/**
 * Hashes whose page reacts to them; a modal opened on top of them must not replace or remove them.
 * A value may follow the name (`#eident-error=ssnnomatch`).
 */
export const PRESERVED_HASHES: ReadonlySet<string> = new Set(["purchase-success", "eident-error"]);

/** Marks the history entries a modal pushed, so a later Forward onto one can still be undone with Back. */
const STATE_KEY = "housingModalHash";

export interface ModalHashEntry {
  hash: string;
  /** "pushed": the modal owns the current history entry (close = history.back()); "present": the URL already had the hash (close = replace it away). */
  mode: "pushed" | "present";
}

function urlWithoutHash(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function currentHash(): string {
  return decodeURIComponent(window.location.hash.slice(1));
}

function ownsCurrentEntry(hash: string): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[STATE_KEY] === hash;
}

/** Called when a modal opens. Returns what closing must undo, or null when the URL was left as it was. */
export function enterModalHash(hash: string): ModalHashEntry | null {
  const current = currentHash();
  if (PRESERVED_HASHES.has(current.split("=")[0]!)) return null;
  if (current === hash) return { hash, mode: ownsCurrentEntry(hash) ? "pushed" : "present" };
  window.history.pushState({ [STATE_KEY]: hash }, "", `${urlWithoutHash()}#${hash}`);
  return { hash, mode: "pushed" };
}

/** True while the URL still shows the modal's hash (false once Back or a navigation took it away). */
export function isModalHashCurrent(entry: ModalHashEntry): boolean {
  return currentHash() === entry.hash;
}

/** The popstate events caused by leaveModalHash's own history.back(), not by the visitor. */
const ownBackEvents = new WeakSet<Event>();

/** Whether a popstate came from a modal closing itself (a modal reopened at once must keep its hash, not close). */
export function isOwnBack(event: Event): boolean {
  return ownBackEvents.has(event);
}

function goBack() {
  const mark = (event: Event) => ownBackEvents.add(event);
  // The window this back belongs to: the timer below may fire after a test's document is gone.
  const win = window;
  win.addEventListener("popstate", mark, { once: true });
  // A back that never arrives must not mark a later Back by the visitor.
  win.setTimeout(() => {
    // After a test's teardown the window is an empty shell: nothing is left to remove.
    if (typeof win.removeEventListener === "function") win.removeEventListener("popstate", mark);
  }, 1000);
  win.history.back();
}

/** Called when a modal closes from inside the page (close button, Escape, outside click, the page itself). */
export function leaveModalHash(entry: ModalHashEntry): void {
  if (!isModalHashCurrent(entry)) return;
  if (entry.mode === "pushed") {
    // Going back (not pushing the old URL again) keeps Back and Forward consistent: the entry the modal added is the one that goes.
    goBack();
  } else {
    // The visitor arrived with the hash (a link or a bookmark): there may be no entry of ours behind it, so only the hash goes.
    window.history.replaceState(null, "", urlWithoutHash());
  }
}
