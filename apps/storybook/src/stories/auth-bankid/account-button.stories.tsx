import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { AccountButton, SignedInAccount } from "@housing/auth-bankid";
import { Header } from "@housing/header-frame";
import type { Session } from "@housing/session";
import { TEST_BOARD_MEMBER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge } from "../../mocks/mock-session-bridge";
import { navigation } from "../fixtures";
import { searchWithHits, swedishAppLanguages } from "../header-frame/fixtures";

/**
 * The header's account place as auth-bankid fills it (slot `header.account`) from the session
 * (@housing/session): the header gets no `user` prop here; the filler reads the visitor and
 * tells the header, as on the sites. `SignedInAccount` is what the account button loads for a
 * visitor with a session cookie; the anonymous story renders the account button itself.
 */
const meta = {
  title: "Frame/Header/User button",
  component: Header,
  args: {
    siteName: "Fjällvik Bostad",
    startHref: "/",
    navigation,
    currentPath: "/",
    site: getSite("se"),
    languages: swedishAppLanguages,
    quickSearch: searchWithHits,
  },
  parameters: { layout: "fullscreen" },
  render: (args) => (
    <Header {...args} slots={{ "header.account": args.site ? <SignedInAccount site={args.site} /> : null }} />
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell of a logged-in visitor asks the session bridge for the notifications: none here (the bell's own stories show them). */
const NO_NOTIFICATIONS = {
  "GET notifications/Jmse": { notifications: [] },
  "GET notifications/Seniorgarden": { notifications: [] },
};

const withSession =
  (session: Session): NonNullable<Story["decorators"]> =>
  (Story, { args }) => (
    <MockApi site={args.site ?? getSite("se")} routes={{}}>
      <TestSessionProvider session={session}>
        <MockSessionBridge routes={NO_NOTIFICATIONS} isLoggedIn={session.status === "authenticated"}>
          <Story />
        </MockSessionBridge>
      </TestSessionProvider>
    </MockApi>
  );

/** Anonymous (every visitor today): the login button, exactly as before the session existed. */
export const Anonymous: Story = {
  decorators: withSession({ status: "anonymous" }),
  render: (args) => (
    <Header {...args} slots={{ "header.account": args.site ? <AccountButton site={args.site} /> : null }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Logga in" })).toBeVisible();
  },
};

/** A logged-in private customer: initials and first name, with notifications and favourites. */
export const LoggedIn: Story = {
  decorators: withSession(authenticatedSession(TEST_USER)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Användarmeny, Astrid" })).toBeVisible();
  },
};

/** A board member: the association account's name and initials, no favourites or notifications (spec section 6). */
export const BoardMember: Story = { decorators: withSession(authenticatedSession(TEST_BOARD_MEMBER)) };

/** A long association name is cut with an ellipsis; the whole name is the button's accessible name. */
export const LongName: Story = {
  decorators: withSession(
    authenticatedSession({
      ...TEST_BOARD_MEMBER,
      associationName: "Bostadsrättsföreningen Fjällvikens Strandängar nummer 12",
    }),
  ),
};

export const LoggedInMobile: Story = {
  decorators: withSession(authenticatedSession(TEST_USER)),
  globals: { viewport: { value: "mobile1" } },
};

export const LoggedInSeniorBrand: Story = {
  args: { site: getSite("senior"), siteName: "Fjällvik Seniorgården" },
  decorators: withSession(authenticatedSession(TEST_USER)),
  globals: { brand: "senior" },
};
