"use client";
import { DocumentUnavailable } from "./document-unavailable";
import { documentPdfHref } from "@housing/api-client";
import type { Document } from "@housing/contracts/documents";
import { useI18n } from "@housing/i18n/react";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Heading, Link } from "@housing/ui";
import { ApproveForm } from "./approve-form";
import { donePathOf } from "./document-id";
import { useDocuments } from "./documents-query";
import { SignWithBankId, type SignState } from "./sign-with-bankid";
import { SignerList } from "./signer-list";
import styles from "../documents.module.css";

/**
 * The action page (spec section 2: documents with action): the document with its PDF and
 * signers, then its approval or its BankID signature. A document that is not the user's, or no
 * longer waits for them, says so with the way back.
 */
export function DocumentAction({
  site,
  initial,
  documentId,
  navigate = (path) => window.location.assign(path),
  initialSignState,
}: {
  site: SiteConfig;
  initial: readonly Document[] | null;
  documentId: string | null;
  /** Goes to the done page (tests and stories watch it). */
  navigate?: (path: string) => void;
  /** Stories: the BankID signing's state to start in. */
  initialSignState?: SignState;
}) {
  const { t } = useI18n();
  const list = useDocuments(site, initial);
  const back = routePath(site, "documents") ?? "/";
  const document = list.data?.find((entry) => entry.id === documentId) ?? null;
  const backLink = <Link href={back}>{t("documents.back")}</Link>;

  if (list.isError && !list.data) return <DocumentUnavailable site={site} reason="loadFailed" />;
  if (!list.data) return null;
  if (!document) return <DocumentUnavailable site={site} reason="notFound" />;

  const onDone = (done: Document) => navigate(donePathOf(site, done.id));
  return (
    <div className={styles.stack}>
      <Heading level={1}>{t(`documents.action.heading.${document.action}`, { title: document.title })}</Heading>
      <p>{t("documents.action.readFirst")}</p>
      <a className={styles.pdfLink} href={documentPdfHref(document.id)}>
        {t("documents.pdf", { title: document.title })}
      </a>
      <SignerList signers={document.signers} labelId="document-signers" />
      {!document.isAwaitingMe ? (
        <p role="status">{t("documents.notAwaiting")}</p>
      ) : document.action === "sign" ? (
        <SignWithBankId document={document} onDone={onDone} initialState={initialSignState} />
      ) : (
        <ApproveForm document={document} onDone={onDone} />
      )}
      {backLink}
    </div>
  );
}
