"use client";
import { useEffect, useRef } from "react";

/**
 * Moves focus to the element when `key` changes (a new step's heading: WCAG 2.4.3), not on the
 * page's first render; `focusOnMount` when the element is new because the page's state moved on.
 */
export function useFocusOn<T extends HTMLElement>(key: string | null, focusOnMount = false) {
  const ref = useRef<T>(null);
  const first = useRef(!focusOnMount);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}
