"use client";
import { Provider as StateProvider, createStore } from "jotai";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@housing/api-client/query-client";
import { ApiProvider } from "@housing/api-client/react";
import { useI18n } from "@housing/i18n/react";
import type { SiteKey } from "@housing/site-config";
import { SessionProvider } from "@housing/session/provider";
import { ToastRegion, showToastAtom } from "@housing/ui/toast";

export interface SiteProvidersProps {
  /** The API base URL the browser calls (the site's API host). */
  baseUrl: string;
  siteKey: SiteKey;
  children: ReactNode;
}

/**
 * The browser-side state of every page, under the I18nProvider: one jotai store per page (the
 * session, the consent, the toasts; per page, so nothing is shared between server requests),
 * the API client with the one query client (spec section 9's defaults, section 8's toasts of
 * queries and mutations that configure a message), the session check, and the toast region.
 */
export function SiteProviders({ baseUrl, siteKey, children }: SiteProvidersProps) {
  const { t } = useI18n();
  const [store] = useState(createStore);
  const [queryClient] = useState(() =>
    createQueryClient({
      onToast: (toast) => store.set(showToastAtom, toast),
      somethingWentWrong: t("api-client.somethingWentWrong"),
    }),
  );
  return (
    <StateProvider store={store}>
      <ApiProvider baseUrl={baseUrl} siteKey={siteKey} queryClient={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <ToastRegion />
      </ApiProvider>
    </StateProvider>
  );
}
