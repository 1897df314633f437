"use client";
import { useId } from "react";
import styles from "./heart-button.module.css";

/** The heart itself: a toggle button (`aria-pressed`) whose name says which home or stage it saves. */
export function HeartButton({
  label,
  description,
  isPressed,
  isBusy = false,
  onPress,
  className,
}: {
  label: string;
  /** Said after the name (the anonymous heart: a login comes first). */
  description?: string;
  isPressed: boolean;
  isBusy?: boolean;
  onPress: () => void;
  className?: string;
}) {
  const descriptionId = useId();
  return (
    <>
      <button
        type="button"
        className={[styles.heart, className].filter(Boolean).join(" ")}
        aria-pressed={isPressed}
        aria-busy={isBusy || undefined}
        aria-describedby={description ? descriptionId : undefined}
        title={label}
        onClick={onPress}
        data-favourite={isPressed ? "on" : "off"}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 6.9 0l.9.9.9-.9a4.9 4.9 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z" />
        </svg>
        <span className={styles.label}>{label}</span>
      </button>
      {description ? (
        <span id={descriptionId} hidden>
          {description}
        </span>
      ) : null}
    </>
  );
}
