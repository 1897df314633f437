import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { PageViewModel } from "@housing/contracts";
import type { MyPayment } from "@housing/contracts/payments";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { MyPagesLayout } from "@housing/my-pages";
import { CUSTOMER } from "@housing/my-pages/testing";
import { PaymentsPage, paymentsMessages } from "@housing/payments";
import { REQUEST_ID, UNPAID_FEE, attemptAnswer } from "@housing/payments/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { routePath } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * My pages' payments (spec section 2, payment; section 3, the payment statuses and
 * `payedWithCode`): every state of a fee and of paying it. The buttons answer from the story's
 * routes as the API would (Swish paid or declined, a provider down). Locale and brand through the
 * toolbar.
 */

const model = { templateName: "MyPagesPaymentPage", title: "Betalningar", noIndex: true } as unknown as PageViewModel;
const id = UNPAID_FEE.paymentId;
const status = `GET api/buyresidence/paymentstatus/${id}/${REQUEST_ID}`;
const created = { [`GET api/buyresidence/createpaymentid/${id}`]: attemptAnswer("NEW", { provider: null }) };
const paid: MyPayment = { ...UNPAID_FEE, status: "Paid", datePaid: "2026-11-27T10:00:00.000Z" };
const declined = attemptAnswer("DECLINED", { errorCode: "RF07", errorMessage: "Transaction declined" });

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[paymentsMessages]}>
    <Story />
  </TestI18nProvider>
);

interface PaymentsArgs {
  payments: MyPayment[] | null;
  routes?: BridgeRoutes;
  /** The page's query: a provider's return. */
  query?: string;
}

const meta = {
  title: "My pages/Payments",
  decorators: [withMessages],
  parameters: { layout: "fullscreen" },
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    const path = routePath(site, "payments") ?? "/";
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge
            routes={{ "GET my_pages/payments": { payments: args.payments ?? [] }, ...args.routes }}
            isLoggedIn
          >
            <MyPagesLayout site={site} user={CUSTOMER} path={path}>
              <PaymentsPage
                model={model}
                site={site}
                location={{ path, query: args.query ?? "" }}
                initialData={args.payments ? { payments: args.payments } : undefined}
              />
            </MyPagesLayout>
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    );
  },
} satisfies Meta<PaymentsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A VIP fee to pay: Swish by number or on this device, card and Svea. Swish approves at once here. */
export const Unpaid: Story = {
  args: {
    payments: [UNPAID_FEE],
    routes: {
      ...created,
      "POST api/buyresidence/startswishpayment": attemptAnswer("CREATED"),
      [status]: attemptAnswer("PAID"),
    },
  },
};

/** Norway and the English sub-site's NOK or EUR: no Swish (SEK only), card and Svea. */
export const WithoutSwish: Story = { args: { payments: [{ ...UNPAID_FEE, providers: ["card", "svea"] }] } };

/** Waiting for the payer in Swish (a reload mid-payment picks the attempt up again). */
export const WaitingForSwish: Story = {
  args: {
    payments: [
      {
        ...UNPAID_FEE,
        lastAttempt: {
          paymentRequestId: REQUEST_ID,
          provider: "swish",
          status: "CREATED",
          errorCode: null,
          errorMessage: null,
        },
      },
    ],
    routes: { [status]: bridgePending },
  },
};

/** Swish declines: the fee stays unpaid with Swish's reason. */
export const SwishDeclines: Story = {
  args: {
    payments: [UNPAID_FEE],
    routes: { ...created, "POST api/buyresidence/startswishpayment": attemptAnswer("CREATED"), [status]: declined },
  },
};

/** After a reload: the last attempt's reason stays on the fee. */
export const LastAttemptDeclined: Story = {
  args: {
    payments: [
      {
        ...UNPAID_FEE,
        lastAttempt: {
          paymentRequestId: REQUEST_ID,
          provider: "swish",
          status: "DECLINED",
          errorCode: "RF07",
          errorMessage: "Transaction declined",
        },
      },
    ],
  },
};

/** The provider cannot be reached: nothing is charged and the payer may try again. */
export const ProviderDown: Story = {
  args: {
    payments: [UNPAID_FEE],
    routes: {
      ...created,
      "POST api/buyresidence/startswishpayment": bridgeAnswer(503, {
        status: 503,
        error: "ServiceUnavailable",
        message: "paymentProviderUnavailable",
      }),
    },
  },
};

/** No provider takes the fee here. */
export const NoProvider: Story = { args: { payments: [{ ...UNPAID_FEE, providers: [] }] } };

/** Paid, with its date. */
export const Paid: Story = { args: { payments: [paid] } };

/** Paid with a campaign code: nothing to pay. */
export const PaidWithCode: Story = { args: { payments: [{ ...UNPAID_FEE, status: "Paid", payedWithCode: true }] } };

/** Reminder sent (the Norwegian site's status). */
export const Reminder: Story = {
  args: { payments: [{ ...UNPAID_FEE, status: "Reminder1", providers: ["card", "svea"] }] },
};

/** No payments. */
export const Empty: Story = { args: { payments: [] } };

/** Back from the card page: the return modal with the outcome. */
export const ReturnPaid: Story = {
  args: {
    payments: [paid],
    query: `?paymentId=${id}&transactionId=${REQUEST_ID}&type=card`,
    routes: { [status]: attemptAnswer("PAID", { provider: "card" }) },
  },
};

/** Back from Svea while the order is still being settled. */
export const ReturnChecking: Story = {
  args: {
    payments: [UNPAID_FEE],
    query: `?paymentId=${id}&transactionId=${REQUEST_ID}&type=svea`,
    routes: { [status]: bridgePending },
  },
};

/** The list could not be loaded on the server nor in the browser. */
export const LoadFailed: Story = {
  args: {
    payments: null,
    routes: {
      "GET my_pages/payments": bridgeAnswer(500, { status: 500, error: "Internal", message: "somethingWentWrong" }),
    },
  },
};
