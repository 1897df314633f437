import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  DoorScreen,
  MyBookingsCard,
  MyShowings,
  OrderForm,
  VisitPage,
  type VipShowingPageData,
} from "@housing/showings";
import {
  BOOKING_ID,
  BOOKING_TOKEN,
  DOOR_KEY,
  SHOWING_ID,
  STAGE,
  attendanceFixture,
  bookingFixture,
  doorFixture,
  vipShowingFixture,
} from "@housing/showings/testing";
import type { SiteConfig } from "@housing/site-config";
import { bridgeAnswer, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import type { MockRoutes } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";
import { ShowingsHarness, withShowingsMessages } from "./harness";

/*
 * The showings' pages: the door's QR screen (with and without an open showing, and the estate
 * agent's attendance), the visitor's form page (the booking link, the door's one tap and the
 * walk-in form, the thank-you and the refusals), the prospectus order form and my pages' VIP
 * showings for a member and a non-member.
 */

type Page = "door" | "visit" | "order" | "my" | "overview";
interface PageArgs {
  page: Page;
  routes?: MockRoutes;
  bridge?: BridgeRoutes;
  isLoggedIn?: boolean;
  query?: string;
  showAttendance?: boolean;
  data?: VipShowingPageData;
}

function content(site: SiteConfig, args: PageArgs) {
  switch (args.page) {
    case "door":
      return <DoorScreen site={site} stage={STAGE} showAttendance={args.showAttendance ?? false} />;
    case "visit":
      return <VisitPage site={site} stage={STAGE} query={args.query ?? ""} />;
    case "order":
      return <OrderForm site={site} stage={STAGE} />;
    case "overview":
      return <MyBookingsCard site={site} />;
    default:
      return <MyShowings site={site} data={args.data ?? memberData} />;
  }
}

const meta = {
  title: "Showings/Pages",
  decorators: [withShowingsMessages],
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    return (
      <ShowingsHarness
        site={site}
        routes={args.routes}
        bridge={args.bridge}
        isLoggedIn={args.isLoggedIn}
        width={args.page === "door" ? "56rem" : "32rem"}
      >
        {content(site, args)}
      </ShowingsHarness>
    );
  },
} satisfies Meta<PageArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const refused = (status: number, message: string) => bridgeAnswer(status, { status, error: "Refused", message });
const memberData: VipShowingPageData = {
  isOff: false,
  isVip: true,
  bookings: [bookingFixture()],
  vipShowings: [
    { stage: { id: STAGE.id, name: STAGE.name, url: STAGE.url }, showings: [vipShowingFixture({ bookable: true })] },
  ],
};
const DOOR = "showing_service/door";
const bookingLink = `b=${BOOKING_TOKEN}`;
const doorLink = `d=${DOOR_KEY}&s=${SHOWING_ID}`;

/** The door's screen while check-in is open: the large QR code and its address as text. */
export const QrOpen: Story = { args: { page: "door", routes: { [DOOR]: doorFixture(true) } } };

/** No showing open now: the next one today. */
export const QrNextToday: Story = { args: { page: "door", routes: { [DOOR]: doorFixture(false) } } };

/** No more showings today. */
export const QrNoneToday: Story = { args: { page: "door", routes: { [DOOR]: { showing: null, doorKey: null } } } };

/** `?view=attendance` for a logged-in estate agent: who booked and who came. */
export const QrWithAttendance: Story = {
  args: {
    page: "door",
    showAttendance: true,
    isLoggedIn: true,
    routes: { [DOOR]: doorFixture(true) },
    bridge: { [`GET showing_service/showings/${SHOWING_ID}/attendance`]: attendanceFixture() },
  },
};

/** The form page opened without a link: what it is for. */
export const VisitWithoutLink: Story = { args: { page: "visit" } };

/** The booking e-mail's link: the booking, check in and cancel. */
export const VisitBooking: Story = {
  args: {
    page: "visit",
    query: bookingLink,
    routes: {
      "showing_service/bookings/lookup": { booking: bookingFixture() },
      "showing_service/bookings/checkin": { checkedInAt: "2026-11-24T16:35:00.000Z", bookingId: BOOKING_ID },
      "showing_service/bookings/cancel": { booking: bookingFixture({ status: "cancelled", cancellable: false }) },
    },
  },
};

/** The booking link, checked in. */
export const VisitBookingCheckedIn: Story = {
  args: VisitBooking.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Checka in" }));
    await expect(await canvas.findByText("Du är incheckad. Välkommen!")).toBeVisible();
  },
};

/** The booking link, asking before it cancels. */
export const VisitBookingCancelConfirm: Story = {
  args: VisitBooking.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Avboka" }));
    await expect(canvas.getByRole("button", { name: "Ja, avboka" })).toBeVisible();
  },
};

/** From the door, logged in: one tap. */
export const VisitDoorLoggedIn: Story = {
  args: {
    page: "visit",
    query: doorLink,
    isLoggedIn: true,
    bridge: { "POST showing_service/my/checkins": { checkedInAt: "2026-11-24T16:40:00.000Z", bookingId: BOOKING_ID } },
  },
};

/** From the door, logged in, a key that no longer holds (403 doorKey). */
export const VisitDoorKeyRefused: Story = {
  args: { ...VisitDoorLoggedIn.args, bridge: { "POST showing_service/my/checkins": refused(403, "doorKey") } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Checka in" }));
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

/** From the door, not logged in: the walk-in's attendance form. */
export const VisitWalkInForm: Story = {
  args: {
    page: "visit",
    query: doorLink,
    routes: { "showing_service/checkins": { checkedInAt: "2026-11-24T16:40:00.000Z", bookingId: null } },
  },
};

/** The walk-in form sent: the thank-you. */
export const VisitThankYou: Story = {
  args: VisitWalkInForm.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Förnamn/), "Sara");
    await userEvent.type(canvas.getByLabelText(/^Efternamn/), "Lind");
    await userEvent.type(canvas.getByLabelText(/^E-post/), "sara@example.com");
    await userEvent.type(canvas.getByLabelText(/^Telefon/), "070-765 43 21");
    await userEvent.click(canvas.getByLabelText(/^Jag godkänner/));
    await userEvent.click(canvas.getByRole("button", { name: "Checka in" }));
    await expect(await canvas.findByText("Tack för att du kom!")).toBeVisible();
  },
};

/** A malformed door link. */
export const VisitBadLink: Story = { args: { page: "visit", query: "d=x&s=y" } };

/** The prospectus order form. */
export const OrderFormEmpty: Story = {
  args: { page: "order", routes: { "showing_service/orders": { email: "anna.berg@example.com" } } },
};

/** The order sent: where the prospectus went. */
export const OrderSent: Story = {
  args: OrderFormEmpty.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Förnamn/), "Anna");
    await userEvent.type(canvas.getByLabelText(/^Efternamn/), "Berg");
    await userEvent.type(canvas.getByLabelText(/^E-post/), "anna.berg@example.com");
    await userEvent.type(canvas.getByLabelText(/^Telefon/), "070-123 45 67");
    await userEvent.click(canvas.getByLabelText(/^Jag godkänner/));
    await userEvent.click(canvas.getByRole("button", { name: "Beställ prospekt" }));
    await expect(await canvas.findByRole("heading", { name: "Prospektet är på väg" })).toBeVisible();
  },
};

/** My pages' VIP showings for a member: their booking and a VIP showing to book with one click. */
export const MyVipShowingsMember: Story = {
  args: {
    page: "my",
    isLoggedIn: true,
    data: memberData,
    bridge: {
      "GET showing_service/my/bookings": { bookings: [bookingFixture()] },
      "POST showing_service/my/bookings": { booking: bookingFixture({ people: 1 }) },
      [`DELETE showing_service/my/bookings/${BOOKING_ID}`]: { booking: bookingFixture({ status: "cancelled" }) },
    },
  },
};

/** My pages' VIP showings for a user who is not a member: what they are and the way to the VIP page. */
export const MyVipShowingsNonMember: Story = {
  args: {
    page: "my",
    isLoggedIn: true,
    data: { isOff: false, isVip: false, bookings: [], vipShowings: [] },
    bridge: { "GET showing_service/my/bookings": { bookings: [] } },
  },
};

/** My pages' overview card of the user's booked showings (every site with login), with a cancel. */
export const OverviewBookings: Story = {
  args: {
    page: "overview",
    isLoggedIn: true,
    bridge: {
      "GET showing_service/my/bookings": { bookings: [bookingFixture()] },
      [`DELETE showing_service/my/bookings/${BOOKING_ID}`]: { booking: bookingFixture({ status: "cancelled" }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { name: "Dina bokade visningar" })).toBeVisible();
  },
};

/** Without an upcoming booking the overview card is absent. */
export const OverviewNoBookings: Story = {
  args: { page: "overview", isLoggedIn: true, bridge: { "GET showing_service/my/bookings": { bookings: [] } } },
};
