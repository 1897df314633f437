import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { Session } from "@housing/contracts";
import { ApiProvider } from "@housing/api-client/react";
import { createQueryClient } from "@housing/api-client/query-client";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import type { SiteConfig } from "@housing/site-config";
import { showingsMessages } from "./messages";

/** Renders in the site's locale with the showings' messages, the site's API client, a query client and a session. */
export function renderForSite(ui: ReactElement, site: SiteConfig, session?: Session) {
  return render(
    <TestI18nProvider locale={site.locale} messages={[showingsMessages]}>
      <TestSessionProvider session={session}>
        <ApiProvider baseUrl="http://api.test" siteKey={site.key} queryClient={createQueryClient()}>
          {ui}
        </ApiProvider>
      </TestSessionProvider>
    </TestI18nProvider>,
  );
}

export * from "./testing";
