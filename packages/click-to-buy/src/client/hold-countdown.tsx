"use client";
import { useEffect, useState } from "react";
import { useI18n } from "@housing/i18n/react";
import { VisuallyHidden } from "@housing/ui";
import styles from "../click-to-buy.module.css";

/** The minutes left at which screen readers hear the hold's time (politely; the visible clock is silent). */
export const ANNOUNCED_MINUTES = [5, 1] as const;

/** Seconds left until `expiresAt`, ticking every second; null before the page runs in the browser (no clock on the server). */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [expiresAt]);
  if (!expiresAt || now === null) return null;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
}

/**
 * The minutes to announce at this time, or null: within the last of the minutes of
 * ANNOUNCED_MINUTES (4:59 left reads "5 minutes"). The region's text changes at most once a minute,
 * and in between it is empty, which nothing reads.
 */
export function announcedMinutes(secondsLeft: number): number | null {
  const minutes = Math.ceil(secondsLeft / 60);
  return secondsLeft > 0 && (ANNOUNCED_MINUTES as readonly number[]).includes(minutes) && secondsLeft < minutes * 60
    ? minutes
    : null;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The hold's visible countdown (spec section 2, buyresidenceexpire). The clock itself is not a live
 * region (it would speak every second); a hidden polite region speaks at 5 and at 1 minute left.
 */
export function HoldCountdown({ secondsLeft }: { secondsLeft: number | null }) {
  const { t } = useI18n();
  if (secondsLeft === null) return null;
  const announced = announcedMinutes(secondsLeft);
  return (
    <div className={styles.countdown}>
      <p role="timer" aria-live="off">
        {t("click-to-buy.countdown", { time: clock(secondsLeft) })}
      </p>
      <VisuallyHidden>
        <span aria-live="polite" aria-atomic="true">
          {announced !== null ? t("click-to-buy.countdownAnnounce", { minutes: announced }) : ""}
        </span>
      </VisuallyHidden>
    </div>
  );
}
