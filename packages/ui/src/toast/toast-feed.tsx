"use client";
import { useAtomValue } from "jotai";
import { Suspense, lazy } from "react";
import { usePageStore } from "../page-store/store";
import { toastsAtom, type Toast } from "./toast-store";

const ToastList = lazy(() => import("./toast-list"));

/** The toasts of one live region, read from the page's store (loaded after hydration: see ToastRegion). */
export default function ToastFeed({ tones }: { tones: "error" | "other" }) {
  const toasts = useAtomValue(toastsAtom, { store: usePageStore() });
  const shown = toasts.filter((toast: Toast) => (tones === "error") === (toast.tone === "error"));
  return shown.length > 0 ? (
    <Suspense fallback={null}>
      <ToastList toasts={shown} />
    </Suspense>
  ) : null;
}
