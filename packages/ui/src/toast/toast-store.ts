import { atom, useSetAtom } from "jotai";
import { useMemo } from "react";
import { pageStoreOf, usePageStore } from "../page-store/store";
import type { PageStoreHolder } from "../page-store/holder";

/** The global toasts of spec section 8: a failed query or mutation, a mutation's success. */
export type ToastTone = "error" | "success" | "info";

export interface Toast {
  id: string;
  tone: ToastTone;
  /** The message; HTML allowed, rendered as a safe subset (safe-html.tsx). */
  message: string;
  /** Plain text after the message (a failed mutation's error); never read as HTML. */
  detail?: string;
}

export type ToastInput = Omit<Toast, "id">;

/** At most this many toasts at once; a new one pushes out the oldest. */
export const MAX_TOASTS = 3;
/** A success or info toast goes away by itself after this long (paused while pointed at or focused); an error stays until dismissed. */
export const TOAST_TIMEOUT_MS = 6000;

let nextId = 0;

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<readonly Toast[]>([]);

/**
 * Shows a toast. The same message already on screen is not repeated (three queries failing
 * together with one configured message make one toast).
 */
export const showToastAtom = atom(null, (get, set, input: ToastInput) => {
  const current = get(toastsAtom);
  const isShown = current.some(
    (toast) => toast.tone === input.tone && toast.message === input.message && toast.detail === input.detail,
  );
  if (isShown) return;
  nextId += 1;
  set(toastsAtom, [...current, { ...input, id: `toast-${nextId}` }].slice(-MAX_TOASTS));
});

export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/** Shows and dismisses toasts in the page's store (the one the ToastRegion reads). */
export function useToast(): { show: (toast: ToastInput) => void; dismiss: (id: string) => void } {
  const store = usePageStore();
  const show = useSetAtom(showToastAtom, { store });
  const dismiss = useSetAtom(dismissToastAtom, { store });
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

/** Shows a toast in the page's store from outside React (the query client's toasts; imported when the first one comes). */
export function showToast(holder: PageStoreHolder, toast: ToastInput): void {
  pageStoreOf(holder).set(showToastAtom, toast);
}
