"use client";
import { useI18n } from "@housing/i18n/react";
import { Button, ButtonLink, Container } from "@housing/ui";
import styles from "./templates.module.css";

/** The 404 template: shown with status 404 for an unknown path (spec section 2). */
export function NotFoundPage({ startHref }: { startHref: string }) {
  const { t } = useI18n();
  return (
    <Container className={styles.error}>
      <p className={styles.errorCode}>404</p>
      <h1>{t("site-shell.notFound.heading")}</h1>
      <p>{t("site-shell.notFound.text")}</p>
      <div className={styles.actions}>
        <ButtonLink href={startHref}>{t("site-shell.notFound.startLink")}</ButtonLink>
      </div>
    </Container>
  );
}

/**
 * The 500 template: an unknown template name or a failed page load (spec
 * section 2, "an unknown name is an error"). `onRetry` re-renders the page.
 */
export function ServerErrorPage({ startHref, onRetry }: { startHref: string; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <Container className={styles.error}>
      <p className={styles.errorCode}>500</p>
      <h1>{t("site-shell.serverError.heading")}</h1>
      <p>{t("site-shell.serverError.text")}</p>
      <div className={styles.actions}>
        {onRetry ? <Button onClick={onRetry}>{t("site-shell.serverError.retry")}</Button> : null}
        <ButtonLink href={startHref} variant={onRetry ? "secondary" : "primary"}>
          {t("site-shell.serverError.startLink")}
        </ButtonLink>
      </div>
    </Container>
  );
}
