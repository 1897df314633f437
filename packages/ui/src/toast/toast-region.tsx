"use client";
import { useAtomValue } from "jotai";
import { Suspense, lazy } from "react";
import { toastsAtom, type Toast } from "./toast-store";
import styles from "./toast.module.css";

const ToastList = lazy(() => import("./toast-list"));

/**
 * Where the global toasts show (spec section 8), once per page. Two live regions, present from
 * the first render so that what is added to them is announced: errors in an assertive one
 * (role=alert), the rest in a polite one (role=status). A toast never takes focus; it can be
 * dismissed with its button or Escape, and one that is not an error goes away by itself after
 * 6 s, never while it is pointed at or has focus (WCAG 2.2.1). Motion only without a reduced-motion wish.
 * The toasts' own code loads with the first toast, so it is in no page's first load.
 */
export function ToastRegion() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className={styles.region} data-toast-region="">
      <div role="alert" className={styles.stack}>
        <Toasts toasts={toasts.filter((toast) => toast.tone === "error")} />
      </div>
      <div role="status" className={styles.stack}>
        <Toasts toasts={toasts.filter((toast) => toast.tone !== "error")} />
      </div>
    </div>
  );
}

function Toasts({ toasts }: { toasts: readonly Toast[] }) {
  return toasts.length > 0 ? (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  ) : null;
}
