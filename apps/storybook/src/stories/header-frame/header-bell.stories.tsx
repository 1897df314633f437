import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { SessionUser } from "@housing/contracts";
import { Header, type HeaderNotification } from "@housing/header-frame";
import { useHeaderAccount } from "@housing/session/header-account";
import { TEST_BOARD_MEMBER, TEST_USER, TestSessionProvider } from "@housing/session/testing";
import { getSite, type SiteConfig } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { navigation } from "../fixtures";
import { notifications, searchWithHits, swedishAppLanguages } from "./fixtures";
import { HeaderWithAccount } from "./account-slot";

/*
 * The header bell (spec sections 4 and 7) in its states: unread and seen notifications, fetched
 * from the session bridge for the user the account place names (answered by the story's routes),
 * paused as the foldout opens; failures silent; no bell for a board member or where the site's
 * "new notifications" switch is off. Locale and brand through the toolbar.
 */

const se = getSite("se");

/** The account place's filler as auth-bankid's: says who is logged in, draws the user menu's button. */
function Account({ user }: { user: SessionUser }) {
  const account = useHeaderAccount();
  const setUser = account?.setUser;
  useEffect(() => {
    setUser?.(user);
    return () => setUser?.(null);
  }, [setUser, user]);
  return account ? (
    <button type="button" className={account.classNames.action} {...account.userMenuButtonProps()}>
      {user.isBoardMember ? user.associationName : user.firstName}
    </button>
  ) : null;
}

function BellHeader({ routes, user, site }: { routes: BridgeRoutes; user: SessionUser; site: SiteConfig }) {
  return (
    <MockApi site={site} routes={{}}>
      <TestSessionProvider>
        <MockSessionBridge routes={routes} isLoggedIn>
          <Header
            siteName={site.siteName}
            startHref="/"
            navigation={navigation}
            currentPath="/"
            site={site}
            languages={swedishAppLanguages}
            quickSearch={searchWithHits}
            slots={{ "header.account": <Account user={user} /> }}
          />
        </MockSessionBridge>
      </TestSessionProvider>
    </MockApi>
  );
}

const apiNotification = (id: string, notificationType: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: "notification",
  notificationType,
  createdOn: "2026-11-20T08:00:00Z",
  title,
  errandId: null,
  isUnread: true,
  ...extra,
});

const fromApi = [
  apiNotification("a1", "VipPayment", "VIP-avgift för Brf Lindvyn att betala"),
  apiNotification("a2", "DocumentSigning", "Bokningsavtal att signera", { name: "awaiting_signature" }),
  apiNotification("a3", "Case", "Ditt ärende om badrumsdörren har uppdaterats", {
    errandId: "E-20417",
    isUnread: false,
  }),
];

const meta = {
  title: "Frame/Header/Bell",
  component: BellHeader,
  args: { routes: { "GET notifications/Jmse": { notifications: fromApi } }, user: TEST_USER, site: se },
} satisfies Meta<typeof BellHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole("button", { name });

/** Two unread of three: the count says 2. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await expect(await bell(canvasElement, /Notiser 2 nya/)).toBeInTheDocument();
  },
};

/** Opening pauses them (seen) and fetches them again: the count goes, the list stays. */
export const OpenedAndPaused: Story = {
  args: {
    routes: (() => {
      let isSeen = false;
      return {
        "GET notifications/Jmse": () => ({
          notifications: fromApi.map((notification) => ({
            ...notification,
            isUnread: isSeen ? false : notification.isUnread,
          })),
        }),
        "GET notifications/pause/Jmse": () => {
          isSeen = true;
          return { status: "Ok" };
        },
      };
    })(),
  },
  play: async ({ canvasElement }) => {
    const button = await bell(canvasElement, /Notiser 2 nya/);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName("Notiser"));
  },
};

/** While they load, and when they fail: the bell without a count, no message (spec section 8: silent). */
export const Loading: Story = { args: { routes: { "GET notifications/Jmse": bridgePending } } };
export const Failed: Story = {
  args: { routes: { "GET notifications/Jmse": bridgeAnswer(503, { status: 503, error: "Unavailable" }) } },
};

/** No bell for a board member (spec section 6), and none where the site's switch is off. */
export const BoardMember: Story = { args: { user: TEST_BOARD_MEMBER } };
export const SwitchedOff: Story = {
  args: { site: { ...se, features: { ...se.features, hasNewNotifications: false } } },
};

const seenAndUnread: HeaderNotification[] = notifications.map((notification, index) => ({
  ...notification,
  isUnread: index % 2 === 0,
}));

/** Given notifications (the header's prop): some seen, the foldout open with each action label. */
export const GivenSomeSeen: Story = {
  render: () => (
    <HeaderWithAccount
      siteName={se.siteName}
      startHref="/"
      navigation={navigation}
      currentPath="/"
      site={se}
      languages={swedishAppLanguages}
      quickSearch={searchWithHits}
      user={{ isBoardMember: false, firstName: "Erik" }}
      notifications={seenAndUnread}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, /Notiser 2 nya/));
  },
};
