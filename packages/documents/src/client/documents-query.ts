"use client";
import { useQuery } from "@tanstack/react-query";
import { getMyDocuments } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { Document } from "@housing/contracts/documents";
import type { SiteConfig } from "@housing/site-config";

export const documentsQueryKey = (siteKey: string) => ["housing", "documents", "list", siteKey] as const;

/** The user's documents on the site: the server's list first, then the browser's (after a signature, the new one). */
export function useDocuments(site: SiteConfig, initial: readonly Document[] | null) {
  const http = useSessionHttp();
  return useQuery({
    queryKey: documentsQueryKey(site.key),
    queryFn: async ({ signal }) => (await getMyDocuments(http, site.key, { signal })).documents,
    ...(initial ? { initialData: [...initial] } : {}),
  });
}
