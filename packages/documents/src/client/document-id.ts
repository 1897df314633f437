import { documentViewPath, routePath, type SiteConfig } from "@housing/site-config";

/** The document's id from the page's query (`?id=`). */
export const documentIdOf = (query: string): string | null => new URLSearchParams(query).get("id");

/** The done page of a document, where the action page goes once the user has signed or approved. */
export const donePathOf = (site: SiteConfig, documentId: string) =>
  `${documentViewPath(site, "done") ?? routePath(site, "documents") ?? "/"}?id=${encodeURIComponent(documentId)}`;
