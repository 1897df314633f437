"use client";
import { useI18n } from "@housing/i18n/react";
import { problemMessage, type LoginProblem } from "./outcome";
import styles from "./login.module.css";

/** What went wrong with a login call, above the form's button (spec section 8); nothing without a problem. */
export function ProblemAlert({ problem }: { problem: LoginProblem | null }) {
  const { t } = useI18n();
  if (!problem) return null;
  const message = problemMessage(problem);
  return (
    <p role="alert" className={styles.error}>
      {t(message.id, message.values)}
    </p>
  );
}
