import { getMyDocuments } from "@housing/api-client";
import type { Document } from "@housing/contracts/documents";
import type { TemplateLoadArgs, TemplateProps } from "@housing/contracts/manifest";
import { createTranslator } from "@housing/i18n";
import { Heading } from "@housing/ui";
import { documentIdOf } from "./client/document-id";
import { LazyDocumentAction, LazyDocumentDone, LazyDocumentList } from "./lazy";
import { documentsMessages } from "./messages";
import styles from "./documents.module.css";

export interface DocumentsData {
  documents: Document[];
}

/** On the personal route, with the user's token: the list is in the HTML (all three pages read it). */
export async function loadDocuments({ http, site }: TemplateLoadArgs): Promise<DocumentsData> {
  return getMyDocuments(http, site.key);
}

const initialOf = (initialData: unknown) => (initialData as DocumentsData | undefined)?.documents ?? null;

/**
 * Template "MyPagesDocumentsPage" (spec section 2, my documents; shown where the user has bookings
 * on the site and the active residence is not in succession: the menu's rules). The notification
 * DocumentSigning leads here. A failed load leaves the list to the browser and its error state.
 */
export function DocumentsPage({ site, initialData }: TemplateProps) {
  const { t } = createTranslator(site.locale, { messages: [documentsMessages] });
  return (
    <div className={styles.stack}>
      <Heading level={1}>{t("documents.heading")}</Heading>
      <p>{t("documents.intro")}</p>
      <LazyDocumentList site={site} initial={initialOf(initialData)} />
    </div>
  );
}

/**
 * Template "MyPagesDocumentActionPage": signing or approving the document of the query's `id`;
 * in Norway and Finland also where the e-ID broker sends the signer back (`code`, `state`).
 */
export function DocumentActionPage({ site, initialData, location }: TemplateProps) {
  const query = location?.query ?? "";
  return (
    <LazyDocumentAction site={site} initial={initialOf(initialData)} documentId={documentIdOf(query)} query={query} />
  );
}

/** Template "MyPagesDocumentDonePage": the confirmation after signing or approving the query's `id`. */
export function DocumentDonePage({ site, initialData, location }: TemplateProps) {
  return (
    <LazyDocumentDone site={site} initial={initialOf(initialData)} documentId={documentIdOf(location?.query ?? "")} />
  );
}
