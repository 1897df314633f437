"use client";
import { useEffect, useRef } from "react";
import styles from "../showings.module.css";

/**
 * The status line that takes focus when an action has an outcome (so it is read at once and Tab
 * goes on from there); a state the page opened in keeps focus where it is (`takesFocus` false).
 */
export function Outcome({
  text,
  tone = "success",
  takesFocus = true,
}: {
  text: string;
  tone?: "success" | "alert";
  takesFocus?: boolean;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [text, takesFocus]);
  return (
    <p ref={ref} tabIndex={-1} role={tone === "alert" ? "alert" : "status"} className={styles[tone]}>
      {text}
    </p>
  );
}
