"use client";
import { useI18n } from "@housing/i18n/react";
import { CloseIcon } from "./close-icon";
import styles from "./consent.module.css";

/** Spec section 4: the visitor was sent here from the Swedish site (`redirectedFrom=sv`). */
export function RedirectMessage({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useI18n();
  return (
    <section className={styles.banner} aria-label={t("consent.redirect.label")}>
      <div className={`${styles.panel} ${styles.message}`}>
        <p role="status">{t("consent.redirect.text")}</p>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onDismiss}
          aria-label={t("consent.redirect.close")}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}

/** Whether the URL says the visitor came from the Swedish site. */
export function isRedirectedFromSwedishSite(search: string): boolean {
  return new URLSearchParams(search).get("redirectedFrom") === "sv";
}
