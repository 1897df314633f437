"use client";
import { useEffect, useState } from "react";

/** Spec section 9: the header sits at the top under 90 px of scroll; below the fold starts at 300 px. */
export const STICKY_TOP_UNTIL_PX = 90;
export const BELOW_FOLD_FROM_PX = 300;

/**
 * "top": at the top of the page; "sticky": stuck to the viewport with a
 * shadow; "hidden": slid away. Our reading of section 9: from 90 px the header
 * sticks; below the fold (300 px) it slides away while the visitor scrolls
 * down to read, and comes back on any scroll up, the way visitors expect on
 * long pages. Between 90 and 300 px it always stays.
 */
export type StickyState = "top" | "sticky" | "hidden";

export function nextStickyState(scrollY: number, previousScrollY: number, previous: StickyState): StickyState {
  if (scrollY < STICKY_TOP_UNTIL_PX) return "top";
  if (scrollY < BELOW_FOLD_FROM_PX) return "sticky";
  if (scrollY > previousScrollY) return "hidden";
  if (scrollY < previousScrollY) return "sticky";
  return previous === "top" ? "sticky" : previous;
}

/** The header's sticky state; `isPinned` (a foldout is open) keeps it on screen. */
export function useStickyHeader(isPinned: boolean): StickyState {
  const [state, setState] = useState<StickyState>("top");
  useEffect(() => {
    let previousY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // The updater runs later, during render: it must see this frame's previous position, not the variable.
      const before = previousY;
      setState((previous) => nextStickyState(y, before, previous));
      previousY = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return isPinned && state === "hidden" ? "sticky" : state;
}
