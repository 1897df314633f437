import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Header } from "@housing/header-frame";
import type { Session } from "@housing/session";
import { TEST_BOARD_MEMBER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { navigation } from "../fixtures";
import { searchWithHits, swedishAppLanguages } from "./fixtures";

/**
 * The header's user button as the session makes it (@housing/session): the header gets no `user`
 * prop here and reads the visitor from the session, as it does on the sites.
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
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const withSession =
  (session: Session): NonNullable<Story["decorators"]> =>
  (Story) => (
    <TestSessionProvider session={session}>
      <Story />
    </TestSessionProvider>
  );

/** Anonymous (every visitor today): the login button, exactly as before the session existed. */
export const Anonymous: Story = {
  decorators: withSession({ status: "anonymous" }),
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
    authenticatedSession({ ...TEST_BOARD_MEMBER, associationName: "Bostadsrättsföreningen Fjällvikens Strandängar nummer 12" }),
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
