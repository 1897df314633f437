"use client";
import { useI18n } from "@housing/i18n/react";
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { VisuallyHidden } from "../components/visually-hidden";
import { usePageStore } from "../page-store/store";
import { safeHtml } from "./safe-html";
import { TOAST_TIMEOUT_MS, dismissToastAtom, type Toast } from "./toast-store";
import styles from "./toast.module.css";

/** The toasts of one live region (loaded with the page's first toast: most pages never show one). */
export default function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />);
}

const TONE_LABELS = { error: "ui.toast.error", success: "ui.toast.success", info: "ui.toast.info" } as const;

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useI18n();
  const dismiss = useSetAtom(dismissToastAtom, { store: usePageStore() });
  const [isHeld, setHeld] = useState({ pointer: false, focus: false });
  // Where focus was before it came into the toast: it goes back there when the toast is dismissed.
  const returnFocus = useRef<HTMLElement | null>(null);
  const isPaused = isHeld.pointer || isHeld.focus;

  useEffect(() => {
    if (toast.tone === "error" || isPaused) return;
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.tone, isPaused, dismiss]);

  const close = () => {
    const target = returnFocus.current;
    dismiss(toast.id);
    if (target?.isConnected) target.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = from;
    setHeld((held) => ({ ...held, focus: true }));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld((held) => ({ ...held, focus: false }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    close();
  };

  return (
    <div
      className={styles.toast}
      data-tone={toast.tone}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={() => setHeld((held) => ({ ...held, pointer: true }))}
      onPointerLeave={() => setHeld((held) => ({ ...held, pointer: false }))}
    >
      <span className={styles.icon} aria-hidden="true">
        {toast.tone === "error" ? "!" : toast.tone === "success" ? "✓" : "i"}
      </span>
      <div className={styles.text}>
        <VisuallyHidden>{t(TONE_LABELS[toast.tone])}: </VisuallyHidden>
        {safeHtml(toast.message)}
        {toast.detail ? <> {toast.detail}</> : null}
      </div>
      <button type="button" className={styles.dismiss} onClick={close} aria-label={t("ui.toast.dismiss")}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
