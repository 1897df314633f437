import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import type { SiteConfig } from "@housing/site-config";
import { residenceExplorerMessages } from "./messages";

/** Renders in the site's locale with the explorer's messages, the site's API client and a query client. */
export function renderForSite(ui: ReactElement, site: SiteConfig) {
  return render(
    <TestI18nProvider locale={site.locale} messages={[residenceExplorerMessages]}>
      <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
        {ui}
      </ApiProvider>
    </TestI18nProvider>,
  );
}

export { axeViolations } from "@housing/vitest-config/axe";
