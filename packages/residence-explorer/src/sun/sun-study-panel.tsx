"use client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SUN_FRAMES_PER_DAY, type SunFrame } from "@housing/contracts/explorer";
import { LANGUAGE_TAGS } from "@housing/i18n";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import { compassFromBearing } from "./compass";
import { sunPosition } from "./position";
import { usePrefersReducedMotion } from "./reduced-motion";
import { dateToFrame, frameToDate, MINUTES_PER_FRAME } from "./time";
import styles from "./sun-study-panel.module.css";

/*
 * The sun study's controls (issue 24, item 2): a day, a time of day over the day's 96 frames of
 * the stage's local time, play and pause, the view's named frames as presets (spec section 3:
 * frames with name and startFrame) and a line saying where the sun stands. Controlled: the
 * explorer owns the moment and lights the model from it.
 */

export interface SunStudyPanelProps {
  /** The view's named frames (spec: sunstudy.frames). */
  frames: readonly SunFrame[];
  /** The stage's IANA time zone. */
  timeZone: string;
  value: Date;
  onChange: (date: Date) => void;
  location: { lat: number; lng: number };
}

/** Playing: three minutes of sun per tick, 20 ticks a second (a day in 24 s). */
const PLAY_TICK_MS = 50;
const PLAY_STEP_MINUTES = 3;
/** With reduced motion: one frame (15 minutes) a second, no in-between positions. */
const REDUCED_TICK_MS = 1000;

export function SunStudyPanel({ frames, timeZone, value, onChange, location }: SunStudyPanelProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isPlaying, setIsPlaying] = useState(false);
  const moment = dateToFrame(value, timeZone);

  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { hour: "2-digit", minute: "2-digit", timeZone }),
    [locale, timeZone],
  );

  // The latest moment and callback for the timer, without restarting it on every tick.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setInterval(
      () => {
        const { value: now, onChange: change } = latest.current;
        const { year, day } = dateToFrame(now, timeZone);
        const dayEnd = frameToDate(year, day, SUN_FRAMES_PER_DAY - 1, timeZone);
        const step = (prefersReducedMotion ? MINUTES_PER_FRAME : PLAY_STEP_MINUTES) * 60_000;
        // Reduced motion steps from frame to frame; otherwise the sun glides through the minutes.
        const from = prefersReducedMotion
          ? frameToDate(year, day, dateToFrame(now, timeZone).frame, timeZone).getTime()
          : now.getTime();
        const next = new Date(Math.min(from + step, dayEnd.getTime()));
        // The next tick may come before the parent renders the new moment.
        latest.current = { value: next, onChange: change };
        change(next);
        if (next.getTime() >= dayEnd.getTime()) setIsPlaying(false);
      },
      prefersReducedMotion ? REDUCED_TICK_MS : PLAY_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [isPlaying, prefersReducedMotion, timeZone]);

  const sun = sunPosition(value, location.lat, location.lng);
  const isSunUp = sun.altitude > 0;
  const sunLine = isSunUp
    ? t("residence-explorer.sun.position", {
        direction: t(`residence-explorer.sun.in.${compassFromBearing(sun.azimuth)}`),
        altitude: Math.round(sun.altitude),
      })
    : t("residence-explorer.sun.down");

  const setFrame = (frame: number) => onChange(frameToDate(moment.year, moment.day, frame, timeZone));

  const play = () => {
    // Played from the day's end, the day starts over.
    if (moment.frame >= SUN_FRAMES_PER_DAY - 1) setFrame(0);
    setIsPlaying(true);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t("residence-explorer.sun.heading")}
      </h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-day`}>{t("residence-explorer.sun.day")}</label>
          <input
            id={`${id}-day`}
            type="date"
            value={`${moment.year}-${moment.day}`}
            min={`${moment.year}-01-01`}
            max={`${moment.year}-12-31`}
            onChange={(event) => {
              const match = /^(\d{4})-(\d{2}-\d{2})$/.exec(event.target.value);
              if (match) onChange(frameToDate(Number(match[1]), match[2]!, moment.frame, timeZone));
            }}
          />
        </div>
        <Button variant="secondary" onClick={isPlaying ? () => setIsPlaying(false) : play}>
          {t(isPlaying ? "residence-explorer.sun.pause" : "residence-explorer.sun.play")}
        </Button>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-time`}>
          {t("residence-explorer.sun.time")}{" "}
          <output className={styles.time} htmlFor={`${id}-time`}>
            {timeFormat.format(value)}
          </output>
        </label>
        <input
          id={`${id}-time`}
          className={styles.slider}
          type="range"
          min={0}
          max={SUN_FRAMES_PER_DAY - 1}
          step={1}
          value={moment.frame}
          aria-valuetext={timeFormat.format(value)}
          onChange={(event) => {
            setIsPlaying(false);
            setFrame(Number(event.target.value));
          }}
        />
      </div>
      {frames.length > 0 && (
        <fieldset className={styles.presets}>
          <legend>{t("residence-explorer.sun.presets")}</legend>
          {frames.map((frame) => (
            <Button
              key={`${frame.name}-${frame.date}-${frame.startFrame}`}
              variant="secondary"
              className={styles.preset}
              aria-pressed={moment.day === frame.date && moment.frame === frame.startFrame}
              onClick={() => {
                setIsPlaying(false);
                onChange(frameToDate(moment.year, frame.date, frame.startFrame, timeZone));
              }}
            >
              {t(`residence-explorer.sun.preset.${frame.name}`)}
            </Button>
          ))}
        </fieldset>
      )}
      {/* Announced when chosen, not on every tick of playing. */}
      <p className={styles.position} aria-live={isPlaying ? "off" : "polite"} data-sun-up={isSunUp}>
        {sunLine}
      </p>
    </section>
  );
}
