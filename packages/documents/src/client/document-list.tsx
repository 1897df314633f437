"use client";
import { documentPdfHref } from "@housing/api-client";
import type { Document } from "@housing/contracts/documents";
import { useI18n } from "@housing/i18n/react";
import { documentViewPath, type SiteConfig } from "@housing/site-config";
import { Badge, ButtonLink, FactList, Heading } from "@housing/ui";
import { useDocuments } from "./documents-query";
import { SignerList } from "./signer-list";
import styles from "../documents.module.css";

/** Per booking, the documents waiting for someone first, then the done ones (newest first within each). */
function byBooking(documents: readonly Document[]): Document[][] {
  const groups = new Map<string, Document[]>();
  for (const document of documents)
    groups.set(document.bookingId, [...(groups.get(document.bookingId) ?? []), document]);
  return [...groups.values()].map((group) =>
    group.toSorted((a, b) => (a.status === b.status ? 0 : a.status === "pending" ? -1 : 1)),
  );
}

/** The documents page's list: each booking's documents with status, dates, PDF and the user's action. */
export function DocumentList({ site, initial }: { site: SiteConfig; initial: readonly Document[] | null }) {
  const { t } = useI18n();
  const list = useDocuments(site, initial);
  if (list.isError && !list.data)
    return (
      <p className={styles.error} role="alert">
        {t("documents.loadFailed")}
      </p>
    );
  if (!list.data) return null;
  if (list.data.length === 0) return <p>{t("documents.empty")}</p>;
  const groups = byBooking(list.data);
  return (
    <div className={styles.stack}>
      {groups.map((group, index) => (
        <section key={group[0]!.bookingId} aria-labelledby={`booking-${group[0]!.bookingId}`} className={styles.stack}>
          <Heading level={2} id={`booking-${group[0]!.bookingId}`}>
            {t("documents.booking", { number: String(index + 1) })}
          </Heading>
          <ul className={styles.list}>
            {group.map((document) => (
              <li key={document.id}>
                <DocumentCard document={document} site={site} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function DocumentCard({ document, site }: { document: Document; site: SiteConfig }) {
  const { t, formatDate } = useI18n();
  const headingId = `document-${document.id}`;
  const action = documentViewPath(site, "action");
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <Heading level={3} id={headingId}>
          {document.title}
        </Heading>
        <Badge tone={document.status === "done" ? "success" : "warning"}>
          {t(`documents.status.${document.status}`)}
        </Badge>
      </div>
      <FactList
        facts={[
          { label: t("documents.created"), value: formatDate(document.createdOn) },
          ...(document.doneOn ? [{ label: t("documents.doneOn"), value: formatDate(document.doneOn) }] : []),
        ]}
      />
      <SignerList signers={document.signers} labelId={`${headingId}-signers`} />
      <div className={styles.row}>
        {/* A plain link: the PDF comes through the session bridge, not as a page of the site. */}
        <a className={styles.pdfLink} href={documentPdfHref(document.id)}>
          {t("documents.pdf", { title: document.title })}
        </a>
        {document.isAwaitingMe && action ? (
          // Spec section 3: awaiting_signature is signed, any other name approved (the API's `action`).
          <ButtonLink
            href={`${action}?id=${encodeURIComponent(document.id)}`}
            aria-label={t(`documents.actionLabel.${document.action}`, { title: document.title })}
          >
            {t(`documents.action.${document.action}`)}
          </ButtonLink>
        ) : null}
      </div>
      {!document.isAwaitingMe && document.status === "pending" ? <p>{t("documents.waitingForOthers")}</p> : null}
    </article>
  );
}
