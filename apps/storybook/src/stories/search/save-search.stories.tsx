import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { SaveSearch } from "@housing/search";
import { searchMessages } from "@housing/search/messages";
import { TestSessionProvider } from "@housing/session/testing";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * The home search's "save this search" (my pages' saved searches) for a logged-in customer: the
 * button, the name form, saving, saved, and a refusal. Its call goes to the story's bridge routes.
 */

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[searchMessages]}>
    <Story />
  </TestI18nProvider>
);

const saved = (body: unknown) => ({
  id: "s1",
  ...(body as object),
  url: "/sok-bostad/?q=uppsala",
  createdAt: "2026-11-27T12:00:00Z",
  lastAlertAt: null,
  matchCount: 0,
});

const meta = {
  title: "Search/Save this search",
  decorators: [withMessages],
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge routes={args.routes} isLoggedIn={args.isLoggedIn}>
            <SaveSearch site={site} query="q=uppsala&minRooms=3" />
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    );
  },
} satisfies Meta<{ routes: BridgeRoutes; isLoggedIn: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = { args: { isLoggedIn: true, routes: { "POST my_pages/saved_searches": saved } } };

export const Saving: Story = { args: { isLoggedIn: true, routes: { "POST my_pages/saved_searches": bridgePending } } };

export const Refused: Story = {
  args: {
    isLoggedIn: true,
    routes: {
      "POST my_pages/saved_searches": bridgeAnswer(400, { status: 400, error: "InvalidInput", message: "limit" }),
    },
  },
};

/** An anonymous visitor: nothing. */
export const Anonymous: Story = { args: { isLoggedIn: false, routes: {} } };
