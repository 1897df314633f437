"use client";
import { DocumentUnavailable } from "./document-unavailable";
import { useEffect, useRef } from "react";
import { documentPdfHref } from "@housing/api-client";
import type { Document } from "@housing/contracts/documents";
import { useI18n } from "@housing/i18n/react";
import { documentViewPath, routePath, type SiteConfig } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { useDocuments } from "./documents-query";
import { SignerList } from "./signer-list";
import styles from "../documents.module.css";

/**
 * The done page (spec section 2: documents with done): the user's signature or approval is in;
 * the document is done once every buyer's is (the API decides). Links to the signed PDF and back.
 */
export function DocumentDone({
  site,
  initial,
  documentId,
}: {
  site: SiteConfig;
  initial: readonly Document[] | null;
  documentId: string | null;
}) {
  const { t } = useI18n();
  const list = useDocuments(site, initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const document = list.data?.find((entry) => entry.id === documentId) ?? null;
  const isMine = document ? document.signers.some((signer) => signer.isMe && signer.signedAt) : false;
  // Arriving from the action page: the confirmation is where focus and the screen reader start.
  useEffect(() => {
    if (isMine) headingRef.current?.focus();
  }, [isMine]);
  const back = <Link href={routePath(site, "documents") ?? "/"}>{t("documents.back")}</Link>;

  if (list.isError && !list.data) return <DocumentUnavailable site={site} reason="loadFailed" />;
  if (!list.data) return null;
  if (document && !isMine)
    return (
      <div className={styles.stack}>
        <Heading level={1}>{document.title}</Heading>
        <p role="alert">{t("documents.done.notYet")}</p>
        <Link href={`${documentViewPath(site, "action") ?? ""}?id=${encodeURIComponent(document.id)}`}>
          {t("documents.done.toAction")}
        </Link>
        {back}
      </div>
    );
  if (!document) return <DocumentUnavailable site={site} reason="notFound" />;
  return (
    <div className={styles.stack}>
      <Heading level={1} ref={headingRef} tabIndex={-1}>
        {t(`documents.done.heading.${document.action}`, { title: document.title })}
      </Heading>
      <p role="status">{t(document.status === "done" ? "documents.done.allDone" : "documents.done.waiting")}</p>
      <SignerList signers={document.signers} labelId="document-signers" />
      <a className={styles.pdfLink} href={documentPdfHref(document.id)}>
        {t("documents.done.pdf")}
      </a>
      {back}
    </div>
  );
}
