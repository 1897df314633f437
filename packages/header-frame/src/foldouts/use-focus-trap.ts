"use client";
import { useEffect } from "react";
import { focusableIn } from "./focusable";

/** Spec section 9: focus moves into an opened foldout once its 350 ms opening has run. */
export const FOCUS_TRAP_DELAY_MS = 350;

/**
 * Keeps Tab and Shift+Tab inside the container while `isActive` (spec section 2:
 * Tab focus is trapped inside an open foldout). Focus moves to the first
 * focusable element after FOCUS_TRAP_DELAY_MS; a Tab pressed before that, or
 * from anywhere outside, lands inside too, so focus can never slip out.
 */
export function useFocusTrap(getContainer: () => HTMLElement | null | undefined, isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setTimeout(() => {
      const element = getContainer();
      if (!element || element.contains(document.activeElement)) return;
      focusableIn(element)[0]?.focus();
    }, FOCUS_TRAP_DELAY_MS);

    function onKeyDown(event: KeyboardEvent) {
      const element = getContainer();
      if (event.key !== "Tab" || !element) return;
      const focusables = focusableIn(element);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const isInside = element.contains(active);
      if (event.shiftKey && (!isInside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!isInside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener("keydown", onKeyDown);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [getContainer, isActive]);
}
