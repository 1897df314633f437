import { render } from "@testing-library/react";
import { Provider, createStore } from "jotai";
import type { ReactElement } from "react";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import type { SiteConfig } from "@housing/site-config";
import { aiChatMessages } from "./messages";

/**
 * Renders in the site's locale with only the launcher's messages from the page (the dialog brings
 * its own), the site's API client, a query client and a jotai store of its own.
 */
export function renderForSite(ui: ReactElement, site: SiteConfig, store = createStore()) {
  const launcherOnly = {
    sv: pick(aiChatMessages.sv),
    nb: pick(aiChatMessages.nb),
    fi: pick(aiChatMessages.fi),
    en: pick(aiChatMessages.en),
  };
  return {
    store,
    ...render(
      <TestI18nProvider locale={site.locale} messages={[launcherOnly]}>
        <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
          <Provider store={store}>{ui}</Provider>
        </ApiProvider>
      </TestI18nProvider>,
    ),
  };
}

function pick(catalogue: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => id.startsWith("ai-chat.launcher.")));
}

export { axeViolations } from "@housing/vitest-config/axe";
