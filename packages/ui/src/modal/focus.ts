const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]",
].join(",");

/** The elements inside `root` that Tab reaches, in document order. */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.hidden && !element.closest("[inert],[hidden]"),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last element to the first
 * and back. Returns true when it moved focus itself.
 */
export function trapTab(root: HTMLElement, event: KeyboardEvent): boolean {
  const elements = tabbableElements(root);
  const active = document.activeElement;
  if (elements.length === 0) {
    event.preventDefault();
    root.focus();
    return true;
  }
  const first = elements[0]!;
  const last = elements[elements.length - 1]!;
  const outside = !(active instanceof Node) || !root.contains(active) || active === root;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
