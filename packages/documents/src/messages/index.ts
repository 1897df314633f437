import { documents } from "./documents";

/** The documents pages' messages (ids "documents.…") in sv, nb, fi and en. */
export const documentsMessages = documents;

declare module "@housing/i18n" {
  interface MessageCatalogues {
    documents: (typeof documentsMessages)["sv"];
  }
}
