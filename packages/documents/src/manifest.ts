import type { FeatureManifest } from "@housing/contracts/manifest";
import { documentsMessages } from "./messages";
import { DocumentActionPage, DocumentDonePage, DocumentsPage, loadDocuments } from "./documents-page";

/** The documents feature: my pages' documents, action and done templates (the menu entry is the session's my-pages menu rules). */
export const documentsManifest = {
  name: "@housing/documents",
  templates: {
    MyPagesDocumentsPage: { component: DocumentsPage, load: loadDocuments, messages: "documents" },
    MyPagesDocumentActionPage: { component: DocumentActionPage, load: loadDocuments, messages: "documents" },
    MyPagesDocumentDonePage: { component: DocumentDonePage, load: loadDocuments, messages: "documents" },
  },
  messages: { namespace: "documents", catalogue: documentsMessages },
} satisfies FeatureManifest;
