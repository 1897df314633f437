import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import {
  CompletePage,
  ContractPage,
  ErrorLandingPage,
  InfoPage,
  SuccessLandingPage,
  clickToBuyMessages,
} from "@housing/click-to-buy";
import { bookingFixture, objectInfoFixture } from "@housing/click-to-buy/testing";
import type { PageViewModel } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { routePath } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";

/*
 * Click-to-buy's other pages (spec section 2): the booked home after the flow (with
 * `#purchase-success`), how booking works, the return landings of another device or tab, and the
 * flow page when its load failed. Locale and brand through the toolbar.
 */

const model = { templateName: "ClickToBuyCompletePage", title: "Bokning", noIndex: true } as unknown as PageViewModel;

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[clickToBuyMessages]}>
    <Story />
  </TestI18nProvider>
);

type Page = "complete" | "info" | "success" | "error" | "contract";

interface PageArgs {
  page: Page;
  initialData?: unknown;
  query?: string;
}

const PAGES = {
  complete: CompletePage,
  info: InfoPage,
  success: SuccessLandingPage,
  error: ErrorLandingPage,
  contract: ContractPage,
};

const meta = {
  title: "Click-to-buy/Pages",
  decorators: [withMessages],
  parameters: { layout: "fullscreen" },
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    const Template = PAGES[args.page];
    const path = routePath(site, args.page === "info" ? "clickToBuyInfo" : "clickToBuyContract") ?? "/";
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <div
            data-click-to-buy={site.country === "fi" ? "old" : "new"}
            style={{ maxWidth: "48rem", padding: "1.5rem" }}
          >
            <Template
              model={model}
              site={site}
              location={{ path, query: args.query ?? "" }}
              initialData={args.initialData}
            />
          </div>
        </TestSessionProvider>
      </MockApi>
    );
  },
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const booked = bookingFixture({
  status: "booked",
  currentStep: "done",
  isPaid: true,
  signedAt: "2026-11-28T07:00:00.000Z",
  bookedAt: "2026-11-28T07:05:00.000Z",
});

/** The booked home with its agreement and the ways on to my pages. */
export const Complete: Story = {
  args: { page: "complete", initialData: { info: objectInfoFixture({ booking: booked }) } },
};

/** The page opened for a booking that is still running: back to the flow. */
export const CompleteNotYetBooked: Story = {
  args: { page: "complete", initialData: { info: objectInfoFixture({ booking: bookingFixture() }) } },
};

/** No booking to show. */
export const CompleteNotFound: Story = { args: { page: "complete", initialData: { info: null } } };

/** How booking online works (public). */
export const Info: Story = { args: { page: "info" } };

/** Landing after a payment or e-ID finished in another window. */
export const SuccessLanding: Story = { args: { page: "success" } };

/** Landing after a failure in another window, with the error kind the query names. */
export const ErrorLanding: Story = { args: { page: "error", query: "error=timeout" } };

/** Landing after a failure without a kind. */
export const ErrorLandingUnknown: Story = { args: { page: "error" } };

/** The flow page when the API failed on the server. */
export const ContractLoadFailed: Story = {
  args: { page: "contract", initialData: { info: null, contact: null, hasFailed: true } },
};
