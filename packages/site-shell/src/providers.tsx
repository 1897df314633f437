"use client";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "@housing/api-client/query-client";
import { ApiProvider } from "@housing/api-client/react";
import { useI18n } from "@housing/i18n/react";
import type { SiteKey } from "@housing/site-config";
import { SessionProvider } from "@housing/session/provider";
import { PageStoreProvider, createPageStoreHolder } from "@housing/ui/page-store";
import { ToastRegion } from "@housing/ui/toast";

export interface SiteProvidersProps {
  /** The API base URL the browser calls (the site's API host). */
  baseUrl: string;
  siteKey: SiteKey;
  children: ReactNode;
}

/**
 * The browser-side state of every page, under the I18nProvider: one jotai store per page (the
 * session, the consent, the toasts; per page, so nothing is shared between server requests),
 * created by the first of them to load, after hydration (jotai is in no anonymous first load),
 * the API client with the one query client (spec section 9's defaults, section 8's toasts of
 * queries and mutations that configure a message), the session check, and the toast region.
 */
export function SiteProviders({ baseUrl, siteKey, children }: SiteProvidersProps) {
  const { t } = useI18n();
  const [holder] = useState(createPageStoreHolder);
  const [queryClient] = useState(() =>
    createQueryClient({
      // The toasts' state loads with the first toast: most pages never show one.
      onToast: (toast) => void import("@housing/ui/toast/store").then(({ showToast }) => showToast(holder, toast)),
      somethingWentWrong: t("api-client.somethingWentWrong"),
    }),
  );
  return (
    <PageStoreProvider holder={holder}>
      <ApiProvider baseUrl={baseUrl} siteKey={siteKey} queryClient={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <ToastRegion />
      </ApiProvider>
    </PageStoreProvider>
  );
}
