import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ShowingsPanel } from "@housing/showings";
import { STAGE, bookingFixture, showingFixture, vipShowingFixture } from "@housing/showings/testing";
import type { BridgeRoutes } from "../../mocks/mock-session-bridge";
import { bridgeAnswer } from "../../mocks/mock-session-bridge";
import { failing, pending, type MockRoutes } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";
import { ShowingsHarness, withShowingsMessages } from "./harness";

/*
 * The showings on a stage page (the `stage.showings` slot): the list with its slots and places
 * left, a VIP showing the visitor may not book, the booking form and its errors, the logged-in
 * visitor's one click, the confirmation and the refusals. Locale and brand through the toolbar.
 */

const LIST = "showing_service/showings";
const list = { showings: [vipShowingFixture(), showingFixture()] };
const memberList = { showings: [vipShowingFixture({ bookable: true }), showingFixture()] };
const refused = (status: number, message: string) => bridgeAnswer(status, { status, error: "Refused", message });

interface PanelArgs {
  routes?: MockRoutes;
  bridge?: BridgeRoutes;
  isLoggedIn?: boolean;
}

const meta = {
  title: "Showings/Booking on the stage page",
  decorators: [withShowingsMessages],
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    return (
      <ShowingsHarness site={site} routes={args.routes} bridge={args.bridge} isLoggedIn={args.isLoggedIn}>
        <ShowingsPanel site={site} stageId={STAGE.id} objectId={null} pagePath={STAGE.url} />
      </ShowingsHarness>
    );
  },
} satisfies Meta<PanelArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstSlot = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .findAllByRole("radio")
    .then((radios) => radios[0]!);

/** A public showing's three slots (one fully booked) and a VIP showing shown as coming, with the way to log in. */
export const ListWithSlots: Story = { args: { routes: { [LIST]: list } } };

/** No showing planned. */
export const NoShowings: Story = { args: { routes: { [LIST]: { showings: [] } } } };

/** Still loading. */
export const Loading: Story = { args: { routes: { [LIST]: pending } } };

/** The list could not be read: a retry. */
export const LoadFailed: Story = { args: { routes: { [LIST]: failing(503) } } };

/** A logged-in visitor who is not a VIP member: the VIP showing is coming, with the way to become one. */
export const VipNotBookable: Story = {
  args: { isLoggedIn: true, bridge: { [`GET ${LIST}`]: list } },
};

/** The form submitted empty: each field says what is missing, tied to it, and focus is on the first. */
export const FormWithErrors: Story = {
  args: { routes: { [LIST]: list } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await firstSlot(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Boka" }));
    await expect(await canvas.findByText("Du behöver godkänna villkoren för att gå vidare.")).toBeVisible();
  },
};

/** Booked with the form: the confirmation, and the slot's places down at once. */
export const Confirmation: Story = {
  args: {
    routes: {
      [LIST]: list,
      "showing_service/bookings": { booking: bookingFixture() },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await firstSlot(canvasElement));
    await userEvent.type(canvas.getByLabelText(/^Förnamn/), "Anna");
    await userEvent.type(canvas.getByLabelText(/^Efternamn/), "Berg");
    await userEvent.type(canvas.getByLabelText(/^E-post/), "anna.berg@example.com");
    await userEvent.type(canvas.getByLabelText(/^Telefon/), "070-123 45 67");
    await userEvent.selectOptions(canvas.getByLabelText(/^Antal personer/), "2");
    await userEvent.click(canvas.getByLabelText(/^Jag godkänner/));
    await userEvent.click(canvas.getByRole("button", { name: "Boka" }));
    await expect(await canvas.findByRole("heading", { name: "Du är bokad på visningen" })).toHaveFocus();
  },
};

/** A VIP member, logged in: the VIP showing is bookable; choosing a slot offers one click. */
export const LoggedInOneClick: Story = {
  args: {
    isLoggedIn: true,
    bridge: {
      [`GET ${LIST}`]: memberList,
      [`POST showing_service/my/bookings`]: { booking: bookingFixture({ people: 1 }) },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await firstSlot(canvasElement));
    await expect(within(canvasElement).getByRole("button", { name: "Boka" })).toBeVisible();
  },
};

/** The one click answered: booked, the confirmation went to the account's address. */
export const LoggedInConfirmation: Story = {
  args: LoggedInOneClick.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await firstSlot(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Boka" }));
    await expect(await canvas.findByRole("heading", { name: "Du är bokad på visningen" })).toBeVisible();
  },
};

/** The slot went full meanwhile (409 full): the message, and the list read again. */
export const RefusedFull: Story = {
  args: {
    isLoggedIn: true,
    bridge: { [`GET ${LIST}`]: memberList, [`POST showing_service/my/bookings`]: refused(409, "full") },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await firstSlot(canvasElement));
    await userEvent.click(canvas.getByRole("button", { name: "Boka" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

/** Already booked on this showing (409 alreadyBooked). */
export const RefusedAlreadyBooked: Story = {
  args: {
    isLoggedIn: true,
    bridge: { [`GET ${LIST}`]: memberList, [`POST showing_service/my/bookings`]: refused(409, "alreadyBooked") },
  },
  play: RefusedFull.play,
};
