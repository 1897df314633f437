import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { PageViewModel } from "@housing/contracts";
import type { MyTimeline, TimelineStepKey } from "@housing/contracts/my-pages";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { MyPagesLayout, TimelinePage, myPagesMessages } from "@housing/my-pages";
import { CUSTOMER, TIMELINE_DONE, TIMELINE_EARLY, TIMELINE_LATE, TIMELINE_MIDDLE } from "@housing/my-pages/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { routePath, timelinePath } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * The purchase timeline of my pages (spec section 2: timeline, with sub-paths for contract,
 * interior, inspection, payment and move-in) at each point of a purchase, and a step's page in
 * each state. Locale and brand through the toolbar; the paths are the site's translated ones.
 */

const model = { templateName: "MyPagesTimelinePage", title: "Tidslinje", noIndex: true } as unknown as PageViewModel;

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[myPagesMessages]}>
    <Story />
  </TestI18nProvider>
);

interface TimelineArgs {
  timeline: MyTimeline;
  /** A step's sub-page; the timeline itself without. */
  step?: TimelineStepKey;
  /** The booking chosen in the query, kept on the page's links. */
  chosenBookingId?: string;
}

const meta = {
  title: "My pages/Timeline",
  decorators: [withMessages],
  parameters: { layout: "fullscreen" },
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    const path = (args.step ? timelinePath(site, args.step) : routePath(site, "timeline")) ?? "/";
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge routes={{}} isLoggedIn>
            <MyPagesLayout site={site} user={CUSTOMER} path={path}>
              <TimelinePage
                model={model}
                site={site}
                initialData={{
                  timeline: args.timeline,
                  step: args.step ?? null,
                  chosenBookingId: args.chosenBookingId ?? null,
                }}
              />
            </MyPagesLayout>
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    );
  },
} satisfies Meta<TimelineArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booked last week: the contract is the step at hand, the rest without dates yet. */
export const ContractToSign: Story = { args: { timeline: TIMELINE_EARLY } };

/** Interior choices open (Lifecycle 7), the contract behind. */
export const InteriorChoices: Story = { args: { timeline: TIMELINE_MIDDLE } };

/** Inspected and paid: moving in is at hand (Lifecycle 9). */
export const MovingIn: Story = { args: { timeline: TIMELINE_LATE } };

/** One booking, moved in: every step behind, no choice of booking. */
export const MovedIn: Story = { args: { timeline: TIMELINE_DONE } };

/** Another booking chosen in the query: the links keep it. */
export const ChosenBooking: Story = {
  args: { timeline: TIMELINE_MIDDLE, chosenBookingId: TIMELINE_MIDDLE.booking.bookingId },
};

/** A long home name and stage name. */
export const LongNames: Story = {
  args: {
    timeline: {
      ...TIMELINE_MIDDLE,
      booking: {
        ...TIMELINE_MIDDLE.booking,
        name: "Lägenhet 2204 med inglasad balkong mot söder och utsikt över Fyrisån",
        stageName: "Bostadsrättsföreningen Utsikten vid Fyrisån etapp två",
      },
    },
  },
};

/** A step's page: the current step (interior choices). */
export const StepCurrent: Story = { args: { timeline: TIMELINE_MIDDLE, step: "interior" } };

/** A step's page: a step behind (the contract). */
export const StepPast: Story = { args: { timeline: TIMELINE_MIDDLE, step: "contract" } };

/** A step's page: a step ahead without a date (the inspection of a new booking). */
export const StepComingWithoutDate: Story = { args: { timeline: TIMELINE_EARLY, step: "inspection" } };

/** A step's page: moving in, the step at hand. */
export const StepMoveIn: Story = { args: { timeline: TIMELINE_LATE, step: "moveIn" } };
