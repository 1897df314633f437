"use client";
import { useI18n } from "@housing/i18n/react";
import { Button, Link } from "@housing/ui";
import { useId } from "react";
import { CloseIcon } from "./close-icon";
import styles from "./consent.module.css";

export interface ConsentPromptProps {
  /** The site's cookie page; no link when the site has none. */
  cookiesPageHref: string | null;
  onAcceptAll: () => void;
  onChooseManually: () => void;
  onClose: () => void;
}

/**
 * The cookie prompt: a labelled region along the bottom edge, not a modal. The page stays usable
 * with the keyboard, and the prompt is a landmark that screen readers list and Tab reaches.
 */
export function ConsentPrompt({ cookiesPageHref, onAcceptAll, onChooseManually, onClose }: ConsentPromptProps) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={styles.panel}>
        <h2 id={headingId} className={styles.heading}>
          {t("consent.prompt.heading")}
        </h2>
        <p className={styles.text}>
          {t("consent.prompt.text")}{" "}
          {cookiesPageHref ? <Link href={cookiesPageHref}>{t("consent.prompt.readMore")}</Link> : null}
        </p>
        <div className={styles.actions}>
          <Button onClick={onAcceptAll}>{t("consent.prompt.acceptAll")}</Button>
          <Button variant="secondary" onClick={onChooseManually}>
            {t("consent.prompt.chooseManually")}
          </Button>
        </div>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t("consent.prompt.close")}>
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
