import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SEARCH_RANGES } from "@housing/contracts";
import { InterestSection } from "@housing/content-pages/interest-form";
import { TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";

/*
 * A logged-in user's interest on a stage or object page (spec section 4): one click, already
 * registered (and withdrawn), the no-e-mail refusal that asks for an address with the
 * buy-residence e-mail message, and a failed send. The calls go through the session bridge,
 * answered by the story's routes.
 */

const site = getSite("se");
const STAGE = "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50";
const HOME = "0b6d2a4e-1f3c-4d5e-8a9b-0c1d2e3f4a5b";
const registered = { id: "i-1", stageId: STAGE, objectId: HOME, created: "2026-11-20T08:00:00Z" };

function SignedIn({ routes }: { routes: BridgeRoutes }) {
  return (
    <MockApi site={site} routes={{}}>
      <TestSessionProvider session={authenticatedSession()}>
        <MockSessionBridge routes={routes} isLoggedIn>
          <div style={{ maxWidth: "28rem", padding: "1rem" }}>
            <InterestSection
              stageId={STAGE}
              objectId={HOME}
              subject="Lgh 1102, Brf Tallkronan"
              roomsRange={SEARCH_RANGES.se.rooms}
            />
          </div>
        </MockSessionBridge>
      </TestSessionProvider>
    </MockApi>
  );
}

const meta = {
  title: "Catalogue templates/Interest, logged in",
  component: SignedIn,
  args: {
    routes: {
      "GET signup_service/interests": { interests: [] },
      "POST signup_service/interest": bridgeAnswer(201, {}),
    },
  },
} satisfies Meta<typeof SignedIn>;
export default meta;
type Story = StoryObj<typeof meta>;

const oneClick = (canvasElement: HTMLElement) => within(canvasElement).findByRole("button", { name: "Anmäl intresse" });

/** Not registered yet: one button. */
export const OneClick: Story = {};

/** Registered: said, with the way to withdraw it. */
export const Registered: Story = {
  args: {
    routes: {
      "GET signup_service/interests": { interests: [registered] },
      [`DELETE signup_service/interest/${STAGE}/${HOME}`]: bridgeAnswer(204, null),
    },
  },
};

/** While the user's interests load. */
export const Loading: Story = { args: { routes: { "GET signup_service/interests": bridgePending } } };

/** No e-mail on the user and none given: the buy-residence e-mail message and a field for it (spec section 4). */
export const NoEmail: Story = {
  args: {
    routes: {
      "GET signup_service/interests": { interests: [] },
      "POST signup_service/interest": bridgeAnswer(400, {
        status: 400,
        error: "InvalidInput",
        message: "invalidInput",
        fieldErrors: { formEmail: ["email"] },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const button = await oneClick(canvasElement);
    await waitFor(() => expect(button.closest("form")).not.toHaveAttribute("aria-busy"));
    await userEvent.click(button);
    await expect(await within(canvasElement).findByLabelText(/^Din e-postadress/)).toBeInTheDocument();
  },
};

/** The send fails: a message; the button stays for another try. */
export const Failed: Story = {
  args: {
    routes: {
      "GET signup_service/interests": { interests: [] },
      "POST signup_service/interest": bridgeAnswer(503, { status: 503, error: "Unavailable" }),
    },
  },
  play: async ({ canvasElement }) => {
    const button = await oneClick(canvasElement);
    await waitFor(() => expect(button.closest("form")).not.toHaveAttribute("aria-busy"));
    await userEvent.click(button);
    await expect(await within(canvasElement).findByRole("alert")).toBeInTheDocument();
  },
};
