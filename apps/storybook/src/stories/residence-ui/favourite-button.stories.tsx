import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import type { Session } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { FavouriteButton } from "@housing/residence-ui/favourite-button";
import { HeartButton } from "@housing/residence-ui/heart-button";
import { HomeCard } from "@housing/residence-ui/home-card";
import { StageCard } from "@housing/residence-ui/stage-card";
import { TEST_BOARD_MEMBER, TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";

/*
 * The heart of stage and home cards and pages (spec section 4) in each state: logged out (and
 * waiting for the login), a logged-in user's favourite or not (the favourites come from the
 * session bridge, answered by the story's routes), while the list loads, a failed change that
 * goes back, and a board member (no heart, spec section 6). Locale and brand through the toolbar.
 */

const site = getSite("se");
const STAGE = "6f1f8d0e-5c0b-5d8e-9c1a-2b3c4d5e6f70";
const HOME = "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b";
const favourite = (objectId: string | null) => ({ stageId: STAGE, objectId, created: "2026-11-01T10:00:00Z" });

function Visitor({
  session,
  routes = {},
  children,
}: {
  session?: Session;
  routes?: BridgeRoutes;
  children: ReactNode;
}) {
  return (
    <MockApi site={site} routes={{}}>
      <TestSessionProvider session={session}>
        <MockSessionBridge routes={routes} isLoggedIn={session !== undefined}>
          <div style={{ padding: "1rem", display: "flex", gap: "1rem", alignItems: "center" }}>{children}</div>
        </MockSessionBridge>
      </TestSessionProvider>
    </MockApi>
  );
}

/** A favourite waiting in session storage, as a press while logged out leaves it. */
function WaitingFavourite() {
  useState(() => {
    window.sessionStorage.setItem("housing:pending-favourites", JSON.stringify([{ stageId: STAGE, objectId: null }]));
    return null;
  });
  return <FavouriteButton stageId={STAGE} name="Brf Lindvyn" />;
}

const meta = {
  title: "Residence UI/Favourite button",
  component: FavouriteButton,
  args: { stageId: STAGE, name: "Brf Lindvyn" },
  parameters: { layout: "padded" },
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const heart = (canvasElement: HTMLElement) => within(canvasElement).findByRole("button", { name: /Brf Lindvyn/ });

/** Logged out: pressing keeps the favourite in session storage and opens the login (its hash). */
export const LoggedOut: Story = {
  render: (args) => (
    <Visitor>
      <FavouriteButton {...args} />
    </Visitor>
  ),
  play: async ({ canvasElement }) => {
    const button = await heart(canvasElement);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(window.location.hash).toBe("#open-login-private");
    window.sessionStorage.removeItem("housing:pending-favourites");
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
  },
};

/** Logged out with the favourite waiting for the login: pressed. */
export const WaitingForLogin: Story = {
  render: () => (
    <Visitor>
      <WaitingFavourite />
    </Visitor>
  ),
};

/** A logged-in user's favourite. */
export const Favourite: Story = {
  render: (args) => (
    <Visitor
      session={authenticatedSession()}
      routes={{ "GET signup_service/favorites": { favorites: [favourite(null)] } }}
    >
      <FavouriteButton {...args} />
    </Visitor>
  ),
  play: async ({ canvasElement }) => {
    const button = await heart(canvasElement);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "true"));
  },
};

/** A logged-in user's home that is not a favourite (yet); pressing it saves it. */
export const NotFavourite: Story = {
  render: () => (
    <Visitor
      session={authenticatedSession()}
      routes={{
        "GET signup_service/favorites": { favorites: [] },
        "POST signup_service/favorite": bridgeAnswer(201, {}),
      }}
    >
      <FavouriteButton stageId={STAGE} objectId={HOME} name="Brf Lindvyn, Lgh 1102" />
    </Visitor>
  ),
};

/** While the favourites load: the heart says it is busy. */
export const Loading: Story = {
  render: (args) => (
    <Visitor session={authenticatedSession()} routes={{ "GET signup_service/favorites": bridgePending }}>
      <FavouriteButton {...args} />
    </Visitor>
  ),
};

/** The change fails: the heart goes back (the site's query client adds the error toast). */
export const FailedChange: Story = {
  render: (args) => (
    <Visitor
      session={authenticatedSession()}
      routes={{
        "GET signup_service/favorites": { favorites: [] },
        "POST signup_service/favorite": bridgeAnswer(500, { status: 500, error: "Internal", message: "internal" }),
      }}
    >
      <FavouriteButton {...args} />
    </Visitor>
  ),
  play: async ({ canvasElement }) => {
    const button = await heart(canvasElement);
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-pressed", "false"));
  },
};

/** A board member: no heart (spec section 6). */
export const BoardMember: Story = {
  render: (args) => (
    <Visitor session={authenticatedSession(TEST_BOARD_MEMBER)}>
      <span>{TEST_BOARD_MEMBER.associationName}:</span>
      <FavouriteButton {...args} />
    </Visitor>
  ),
};

/** The heart alone: off, on, busy, and a long name (said, not shown). */
export const HeartStates: Story = {
  render: function Render() {
    const { t } = useI18n();
    const label = (name: string) => t("residence-ui.favourite.toggle", { name });
    return (
      <div style={{ display: "flex", gap: "1rem", padding: "1rem" }}>
        <HeartButton label={label("Brf Lindvyn")} isPressed={false} onPress={() => undefined} />
        <HeartButton label={label("Brf Lindvyn")} isPressed onPress={() => undefined} />
        <HeartButton label={label("Brf Lindvyn")} isPressed={false} isBusy onPress={() => undefined} />
        <HeartButton
          label={label("Bostadsrättsföreningen Utsikten i Hagastaden nummer 2, lägenhet 1104")}
          isPressed
          onPress={() => undefined}
        />
      </div>
    );
  },
};

/** The cards with their heart, for a logged-in user with the stage as a favourite. */
export const OnCards: Story = {
  render: function Render() {
    const text = useI18n();
    const facts = {
      place: "Värmdö",
      price: { min: 3295000, max: 3295000 },
      totalPrice: { min: 2890000, max: 2890000 },
      rooms: { min: 3, max: 3 },
      livingArea: { min: 74.5, max: 74.5 },
      moveIn: "Våren 2027",
    };
    return (
      <Visitor
        session={authenticatedSession(TEST_USER)}
        routes={{ "GET signup_service/favorites": { favorites: [favourite(null)] } }}
      >
        <div style={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(16rem, 20rem))", gap: "1.5rem" }}>
          <StageCard
            text={text}
            site={site}
            name="Brf Lindvyn"
            href="#brf-lindvyn"
            status="forSale"
            image={null}
            availableCount={14}
            favourite={<FavouriteButton stageId={STAGE} name="Brf Lindvyn" />}
            {...facts}
          />
          <HomeCard
            text={text}
            site={site}
            name="Brf Lindvyn, Lgh 1102"
            href="#lgh-1102"
            status="forSale"
            image={null}
            floor={2}
            favourite={<FavouriteButton stageId={STAGE} objectId={HOME} name="Brf Lindvyn, Lgh 1102" />}
            {...facts}
          />
        </div>
      </Visitor>
    );
  },
};
