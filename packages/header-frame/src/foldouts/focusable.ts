const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Elements inside `container` that take Tab focus, in document order; hidden ones are skipped. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest("[hidden]") && element.getAttribute("aria-hidden") !== "true",
  );
}

/** Whether a click landed on something that takes focus itself (then focus stays where the visitor put it). */
export function isFocusableTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(FOCUSABLE) !== null;
}
