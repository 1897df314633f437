"use client";
import type { ReactNode, RefObject } from "react";
import { useI18n } from "@housing/i18n/react";
import type { WizardView } from "../engine/view";
import styles from "./wizard.module.css";

/**
 * The frame around a step (spec section 2): the counter, the progress bar (step number over the
 * total plus one) and the list of counted steps with a legend, hidden on the terms and the
 * completion screen; the step's heading, focused when the step changes.
 */
export function WizardShell({
  view,
  title,
  headingRef,
  children,
}: {
  view: WizardView;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const counter = view.counter;
  return (
    <>
      {counter ? (
        <>
          <p className={styles.status}>{t("case-management.counter", counter)}</p>
          <div
            role="progressbar"
            className={styles.progress}
            aria-label={t("case-management.progress")}
            aria-valuemin={0}
            aria-valuemax={counter.total + 1}
            aria-valuenow={counter.number}
            aria-valuetext={t("case-management.counter", counter)}
          >
            <div className={styles.progressValue} style={{ width: `${Math.round(view.progress * 100)}%` }} />
          </div>
          <nav aria-label={t("case-management.stepList")}>
            <ol className={styles.stepList}>
              {view.stepList.map((item) => (
                <li
                  key={item.viewName}
                  aria-current={item.current ? "step" : undefined}
                  data-completed={item.completed ? "" : undefined}
                >
                  {t(item.legendTitle)}
                </li>
              ))}
            </ol>
          </nav>
        </>
      ) : null}
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {children}
    </>
  );
}
