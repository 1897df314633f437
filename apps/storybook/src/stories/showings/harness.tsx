import type { Decorator } from "@storybook/react-vite";
import type { ReactNode } from "react";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { authenticatedSession, TestSessionProvider } from "@housing/session/testing";
import { showingsMessages } from "@housing/showings";
import type { SiteConfig } from "@housing/site-config";
import { MockApi, type MockRoutes } from "../../mocks/mock-api";
import { MockSessionBridge, type BridgeRoutes } from "../../mocks/mock-session-bridge";

/*
 * The showings' stories' frame: the toolbar's locale with the showings' messages, the site's API
 * on mocked routes (the public calls), and a visitor who is anonymous or logged in, whose calls
 * the session bridge answers from the story's bridge routes.
 */

export const withShowingsMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[showingsMessages]}>
    <Story />
  </TestI18nProvider>
);

export function ShowingsHarness({
  site,
  routes = {},
  bridge = {},
  isLoggedIn = false,
  width = "32rem",
  children,
}: {
  site: SiteConfig;
  routes?: MockRoutes;
  bridge?: BridgeRoutes;
  isLoggedIn?: boolean;
  width?: string;
  children: ReactNode;
}) {
  return (
    <MockApi site={site} routes={routes}>
      <TestSessionProvider session={isLoggedIn ? authenticatedSession() : undefined}>
        <MockSessionBridge routes={bridge} isLoggedIn={isLoggedIn}>
          <div style={{ maxWidth: width, padding: "1.5rem" }}>{children}</div>
        </MockSessionBridge>
      </TestSessionProvider>
    </MockApi>
  );
}
