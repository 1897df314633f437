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
import { EidentSignReturn, isEidentReturn, type EidentReturnState } from "./eident-sign-return";
import { SignWithBankId, type SignState } from "./sign-with-bankid";
import { SignWithEident, signsWithEident, type EidentSignState } from "./sign-with-eident";
import { SignerList } from "./signer-list";
import styles from "../documents.module.css";

/**
 * The action page (spec section 2: documents with action): the document with its PDF and
 * signers, then its approval or its signature: BankID in Sweden, the e-ID broker in Norway and
 * Finland, whose answer comes back to this page (`state` in the query) and is finished here.
 * A document that is not the user's, or no longer waits for them, says so with the way back.
 */
export function DocumentAction({
  site,
  initial,
  documentId,
  query = "",
  navigate = (path) => window.location.assign(path),
  redirect,
  initialSignState,
  initialEidentState,
  initialReturnState,
}: {
  site: SiteConfig;
  initial: readonly Document[] | null;
  documentId: string | null;
  /** The page's query: the e-ID broker's answer when it sends the signer back. */
  query?: string;
  /** Goes to the done page (tests and stories watch it). */
  navigate?: (path: string) => void;
  /** Sends the browser to the e-ID broker (tests and stories watch it). */
  redirect?: (url: string) => void;
  /** Stories: the BankID signing's state to start in. */
  initialSignState?: SignState;
  /** Stories: the e-ID signing's state to start in. */
  initialEidentState?: EidentSignState;
  /** Stories: the e-ID return's state to show. */
  initialReturnState?: EidentReturnState;
}) {
  const { t } = useI18n();
  const list = useDocuments(site, initial);
  const back = routePath(site, "documents") ?? "/";
  const document = list.data?.find((entry) => entry.id === documentId) ?? null;
  const backLink = <Link href={back}>{t("documents.back")}</Link>;

  if (isEidentReturn(query)) {
    return <EidentSignReturn site={site} query={query} navigate={navigate} initialState={initialReturnState} />;
  }
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
      ) : document.action === "sign" && signsWithEident(site) ? (
        <SignWithEident site={site} document={document} redirect={redirect} initialState={initialEidentState} />
      ) : document.action === "sign" ? (
        <SignWithBankId document={document} onDone={onDone} initialState={initialSignState} />
      ) : (
        <ApproveForm document={document} onDone={onDone} />
      )}
      {backLink}
    </div>
  );
}
