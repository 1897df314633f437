import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import type { SiteConfig } from "@housing/site-config";
import { myPagesMessages } from "./messages";

/** Renders under the site's frame and my pages' messages, with the site's API client and a query client. */
export function renderForSite(ui: ReactElement, site: SiteConfig) {
  return render(
    <TestI18nProvider locale={site.locale} messages={[myPagesMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
        {ui}
      </ApiProvider>
    </TestI18nProvider>,
  );
}

export { deferred, refusal, stubBridge, type BridgeAnswer } from "@housing/api-client/testing";
