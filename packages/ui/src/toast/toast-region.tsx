"use client";
import { Suspense, lazy, useEffect, useState } from "react";
import styles from "./toast.module.css";

const ToastFeed = lazy(() => import("./toast-feed"));

/**
 * Where the global toasts show (spec section 8), once per page. Two live regions, present from
 * the first render so that what is added to them is announced: errors in an assertive one
 * (role=alert), the rest in a polite one (role=status). A toast never takes focus; it can be
 * dismissed with its button or Escape, and one that is not an error goes away by itself after
 * 6 s, never while it is pointed at or has focus (WCAG 2.2.1). Motion only without a reduced-motion wish.
 * What reads the toasts (and jotai) loads after hydration and their own code with the first
 * toast, so none of it is in a page's first load; a toast raised before keeps in the page's store.
 */
export function ToastRegion() {
  const [isHydrated, setHydrated] = useState(false);
  // After hydration on purpose: the server's and the browser's first markup are the empty regions.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return (
    <div className={styles.region} data-toast-region="">
      <div role="alert" className={styles.stack}>
        {isHydrated ? <Feed tones="error" /> : null}
      </div>
      <div role="status" className={styles.stack}>
        {isHydrated ? <Feed tones="other" /> : null}
      </div>
    </div>
  );
}

function Feed({ tones }: { tones: "error" | "other" }) {
  return (
    <Suspense fallback={null}>
      <ToastFeed tones={tones} />
    </Suspense>
  );
}
