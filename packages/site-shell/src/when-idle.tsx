"use client";

import { startTransition, useEffect, useState, type ReactNode } from "react";
import { whenIdle } from "@housing/ui";

/**
 * Renders its children once the page has hydrated and the browser is idle. For parts of the
 * frame nobody needs during the first second (the cookie consent: its prompt is due 2 s after
 * load), so their rendering and effects stay out of the work that makes the page usable.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [isIdle, setIdle] = useState(false);
  // A transition: React renders the children in slices that give way to the visitor's input.
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), { timeoutMs: 1000, fallbackMs: 500 }), []);
  return isIdle ? children : null;
}
