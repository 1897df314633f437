"use client";
import { useEffect, useRef } from "react";

/** Moves focus to the element when `key` changes to a new state (its heading or status: WCAG 2.4.3). */
export function useFocusOn<T extends HTMLElement>(key: string | null) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on the page's first render: the visitor starts at the top as on any page.
    if (first.current) {
      first.current = false;
      return;
    }
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}
