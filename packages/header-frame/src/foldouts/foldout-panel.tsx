"use client";
import { useId, type ReactNode } from "react";
import { useI18n } from "@housing/i18n/react";
import { Container } from "@housing/ui";
import type { Foldouts } from "./use-foldouts";
import type { FoldoutName } from "../types";
import styles from "./foldout-panel.module.css";

/** One foldout: a labelled region under the header bar, with its own close button. */
export function FoldoutPanel({
  name,
  title,
  foldouts,
  children,
}: {
  name: FoldoutName;
  title: string;
  foldouts: Foldouts;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section {...foldouts.panelProps(name)} aria-labelledby={headingId} className={styles.panel} data-foldout={name}>
      <Container className={styles.inner}>
        <div className={styles.top}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => foldouts.close()}>
            {t("header-frame.foldout.close")}
          </button>
        </div>
        {children}
      </Container>
    </section>
  );
}
