"use client";
import type { Ref } from "react";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import styles from "./listings.module.css";

/** Spec section 8, "Search service down": where the results go; the filters above stay usable. */
export function ServiceDown({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useI18n();
  return (
    <div role="alert" className={styles.alert}>
      <p>{t("search.listings.serviceDown")}</p>
      <Button variant="secondary" onClick={onRetry} disabled={isRetrying} aria-disabled={isRetrying}>
        {t("search.listings.tryAgain")}
      </Button>
    </div>
  );
}

/** Spec section 8, "Inga resultat", with a way out when filters caused it. */
export function NoResults({ onClear }: { onClear?: () => void }) {
  const { t } = useI18n();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t("search.listings.noResults")}</p>
      {onClear ? (
        <>
          <p>{t("search.listings.noResultsHint")}</p>
          <Button variant="secondary" onClick={onClear}>
            {t("search.listings.clearFilters")}
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The results heading, focusable so that focus has somewhere sensible to go when the control
 * that had it disappears (clearing filters), and the polite live region with the result count.
 */
export function ResultsHeading({
  id,
  headingRef,
  status,
}: {
  id: string;
  headingRef: Ref<HTMLHeadingElement>;
  status: string;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.resultsHeading}>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {t("search.listings.results")}
      </h2>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.count}>
        {status}
      </p>
    </div>
  );
}
