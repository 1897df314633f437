"use client";
import { useI18n } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import styles from "../documents.module.css";

/**
 * The action and done pages without their document: the list could not be loaded, or the
 * document is not the user's (or gone). The documents' heading, the reason, the way back.
 */
export function DocumentUnavailable({ site, reason }: { site: SiteConfig; reason: "loadFailed" | "notFound" }) {
  const { t } = useI18n();
  return (
    <div className={styles.stack}>
      <Heading level={1}>{t("documents.heading")}</Heading>
      <p className={reason === "loadFailed" ? styles.error : undefined} role="alert">
        {t(`documents.${reason}`)}
      </p>
      <Link href={routePath(site, "documents") ?? "/"}>{t("documents.back")}</Link>
    </div>
  );
}
