"use client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { KyInstance } from "ky";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import type { SiteKey } from "@housing/site-config";
import { apiUrl, createLazyHttp } from "./client";
import { createQueryClient } from "./query-client";

const HttpContext = createContext<KyInstance | null>(null);

export interface ApiProviderProps {
  /** The API base URL the browser calls (the site's API host). */
  baseUrl: string;
  siteKey: SiteKey;
  /** The site's query client (createQueryClient with the toasts bound); default one without toasts. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * Browser-side access to the API: one HTTP client for the site (built on its first call) and one
 * TanStack Query client with the spec's query defaults (section 9: retry 1,
 * stale time 30 000 ms, no refetch on focus; createQueryClient).
 */
export function ApiProvider({ baseUrl, siteKey, queryClient: givenQueryClient, children }: ApiProviderProps) {
  const [http] = useState(() => createLazyHttp({ baseUrl, siteKey }));
  const [ownQueryClient] = useState(() => givenQueryClient ?? createQueryClient());
  const queryClient = givenQueryClient ?? ownQueryClient;
  return (
    <HttpContext.Provider value={http}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </HttpContext.Provider>
  );
}

/** The site's HTTP client when an <ApiProvider> is above, else null (components that also render without one). */
export function useOptionalApiHttp(): KyInstance | null {
  return useContext(HttpContext);
}

/** The site's HTTP client, for the api-client functions (`quickSearch(useApiHttp(), …)`). */
export function useApiHttp(): KyInstance {
  const http = useContext(HttpContext);
  if (!http) throw new Error("useApiHttp needs an <ApiProvider> above it");
  return http;
}

/** `apiUrl` bound to the site's client: makes the API-relative URLs of search hits (`/media/…`) absolute. */
export function useApiUrl(): (url: string) => string {
  const http = useContext(HttpContext);
  return useCallback((url: string) => (http ? apiUrl(http, url) : url), [http]);
}
