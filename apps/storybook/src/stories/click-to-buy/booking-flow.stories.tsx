import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState, type ReactNode } from "react";
import { fn } from "storybook/test";
import { BookingFlow, SignStep, clickToBuyMessages, type SignView } from "@housing/click-to-buy";
import {
  BOOKING_ID,
  CONTACT,
  PAYMENT_ID,
  PAYMENT_REQUEST_ID,
  SAVED_PERSONAL_INFO,
  SIGN_SESSION_ID,
  attemptAnswer,
  bookingFixture,
  objectInfoFixture,
} from "@housing/click-to-buy/testing";
import type { BookingFlowKind, BookingObjectInfo, BookingState } from "@housing/contracts/booking";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { getSite, type SiteCode, type SiteConfig } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * Click-to-buy's flow (spec section 2, "Buy-residence flow steps"; section 4, 202 polling and the
 * return modal; section 5, the two buyers and the financing rules; section 8, the error kinds):
 * every step of the three flows in its states. The calls answer from the story's routes as the
 * API would. Locale and brand through the toolbar; `site` pins a country (Finland draws the old
 * click-to-buy frame, Sweden and Norway the new).
 */

const BUY = "api/buyresidence";
const statusCall = `GET ${BUY}/getbookingstatus/${BOOKING_ID}`;
const saveCall = `POST ${BUY}/bookingstep/${BOOKING_ID}`;
const refused = (status: number, message: string, fieldErrors?: Record<string, string[]>) =>
  bridgeAnswer(status, { status, error: "InvalidInput", message, ...(fieldErrors ? { fieldErrors } : {}) });
const AGREEMENT = Array.from({ length: 12 }, (_, index) =>
  `§ ${index + 1}. Köparen bokar lägenhet 1102 i Kv. Fjällbäcken enligt dessa villkor. `.repeat(4),
).join("\n\n");
const agreementRoute = { [`POST ${BUY}/signcontract`]: AGREEMENT };

/** The site a story pins, or the toolbar's. */
const siteOf = (code: SiteCode | undefined, globals: Record<string, unknown>): SiteConfig =>
  code ? getSite(code) : siteFromGlobals(globals);

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[clickToBuyMessages]}>
    <Story />
  </TestI18nProvider>
);

interface FlowArgs {
  site?: SiteCode;
  info?: BookingObjectInfo | null;
  booking?: BookingState | null;
  routes?: BridgeRoutes;
  query?: string;
  navigate?: (href: string) => void;
  redirect?: (url: string) => void;
}

/** The frame's attribute the steps read (spec section 2: old on Finland, new on Sweden and Norway). */
const Frame = ({ site, children }: { site: SiteConfig; children: ReactNode }) => (
  <div data-click-to-buy={site.country === "fi" ? "old" : "new"} style={{ maxWidth: "48rem", padding: "1.5rem" }}>
    {children}
  </div>
);

/** Puts a hash on the address for the story's first render, and takes it away when the story goes. */
function WithHash({ hash, children }: { hash: string; children: ReactNode }) {
  const [isSet] = useState(() => {
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${window.location.search}${hash}`,
    );
    return true;
  });
  useEffect(
    () => () =>
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`),
    [],
  );
  return isSet ? children : null;
}

const meta = {
  title: "Click-to-buy/Flow",
  decorators: [withMessages],
  parameters: { layout: "fullscreen" },
  args: { navigate: fn(), redirect: fn() },
  render: (args, context) => {
    const site = siteOf(args.site, context.globals);
    const info = args.info === null ? null : { ...(args.info ?? objectInfoFixture()), booking: args.booking ?? null };
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge routes={{ ...agreementRoute, ...args.routes }} isLoggedIn>
            <Frame site={site}>
              <BookingFlow
                site={site}
                info={info}
                contact={CONTACT}
                query={args.query ?? ""}
                {...(args.navigate ? { navigate: args.navigate } : {})}
                {...(args.redirect ? { redirect: args.redirect } : {})}
              />
            </Frame>
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    );
  },
} satisfies Meta<FlowArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (step: BookingState["currentStep"], more: Partial<BookingState> = {}) =>
  bookingFixture({ currentStep: step, values: { personalInfo: SAVED_PERSONAL_INFO }, ...more });
const flowInfo = (flow: BookingFlowKind) =>
  objectInfoFixture({ flow, choices: flow === 8 ? objectInfoFixture().choices : [] });

/** Step 1: the home, the flow's steps, the hold and the terms; Boka reserves it after two 202s. */
export const StartBooking: Story = {
  args: {
    routes: {
      [`POST ${BUY}/startbookingasync`]: { bookingId: BOOKING_ID },
      [statusCall]: (() => {
        let polls = 0;
        return () => (++polls < 3 ? bridgeAnswer(202, null) : bookingFixture());
      })(),
    },
  },
};

/** The 5-step flow's start (Finland: the old frame, debt share and debt-free total). */
export const StartFiveStepFinland: Story = {
  args: {
    site: "fi",
    info: objectInfoFixture({
      flow: 5,
      currency: "EUR",
      price: 189_000,
      debtShare: 61_000,
      totalPrice: 250_000,
      fee: null,
      choices: [],
    }),
  },
};

/** The 6-step flow's start (Norway). */
export const StartSixStepNorway: Story = { args: { site: "no", info: { ...flowInfo(6), currency: "NOK" } } };

/** Waiting for the reservation: the API keeps answering 202. */
export const StartWaiting: Story = {
  args: {
    routes: { [`POST ${BUY}/startbookingasync`]: { bookingId: BOOKING_ID }, [statusCall]: bridgeAnswer(202, null) },
  },
};

/** Another buyer was first: cannotBook. */
export const CannotBook: Story = {
  args: { booking: bookingFixture({ status: "rejected", reason: "cannotBook", expiresAt: null }) },
};

/** The API refuses to start: the account has no identity number (usernopid). */
export const StartRefusedNoPid: Story = {
  args: { routes: { [`POST ${BUY}/startbookingasync`]: refused(403, "usernopid") } },
};

/** The home is not bookable online. */
export const NotBookable: Story = { args: { info: objectInfoFixture({ isBookable: false, status: "reserved" }) } };

/** No home named in the address. */
export const NoObject: Story = { args: { info: null } };

/** Step 2: the buyer's details from the login. */
export const PersonalInfo: Story = { args: { booking: bookingFixture() } };

/** Step 2 with a co-buyer whose e-mail the API says is someone else's (emailInUse). */
export const PersonalInfoEmailInUse: Story = {
  args: {
    booking: bookingFixture({
      values: {
        personalInfo: {
          ...SAVED_PERSONAL_INFO,
          coBuyer: {
            firstName: "Erik",
            lastName: "Lund",
            securityNumber: "19811218-9876",
            email: "erik@example.com",
            phoneNumber: "070-765 43 21",
          },
        },
      },
    }),
    routes: { [saveCall]: refused(400, "invalidInput", { "body.values.coBuyer.email": ["emailInUse"] }) },
  },
};

/** Saving takes a while: the buttons wait. */
export const PersonalInfoSaving: Story = { args: { booking: bookingFixture(), routes: { [saveCall]: bridgePending } } };

/** 8-step choices: the total follows the options. */
export const Choices: Story = { args: { booking: at("choices"), routes: { [saveCall]: at("financing") } } };

/** Financing: try a down payment under 15 percent. */
export const Financing: Story = { args: { booking: at("financing"), routes: { [saveCall]: at("accomodation") } } };

/** Financing in the 5-step flow, in euros (Finland). */
export const FinancingFinland: Story = {
  args: {
    site: "fi",
    info: flowInfo(5),
    booking: at("financing", {
      flow: 5,
      siteKey: "Jmoy",
      totalPrice: { amount: 250_000, currency: "EUR" },
      fee: null,
      paymentId: null,
    }),
  },
};

/** A failed save keeps what was typed. */
export const FinancingSaveFails: Story = {
  args: {
    booking: at("financing"),
    routes: { [saveCall]: bridgeAnswer(500, { status: 500, error: "Internal", message: "x" }) },
  },
};

export const Accommodation: Story = { args: { booking: at("accomodation"), routes: { [saveCall]: at("sign") } } };

/** 6-step documents, each opened as PDF and ticked as read. */
export const Documents: Story = {
  args: {
    site: "no",
    info: flowInfo(6),
    booking: at("documents", { flow: 6, siteKey: "Jmno" }),
    routes: {
      [`GET ${BUY}/getbookingdocuments/${BOOKING_ID}`]: {
        documents: [
          { id: "terms", title: "Kjøpsvilkår", pdfPath: "/api/buyresidence/bookingdocument/terms" },
          { id: "plan", title: "Plantegning", pdfPath: "/api/buyresidence/bookingdocument/plan" },
        ],
      },
    },
  },
};

export const DocumentsLoading: Story = {
  args: { ...Documents.args, routes: { [`GET ${BUY}/getbookingdocuments/${BOOKING_ID}`]: bridgePending } },
};

export const DocumentsFailed: Story = {
  args: { ...Documents.args, routes: { [`GET ${BUY}/getbookingdocuments/${BOOKING_ID}`]: refused(500, "x") } },
};

/** Sign with BankID (Sweden): the agreement in its scrollable region. */
export const SignSweden: Story = { args: { booking: at("sign") } };

/** Sign with e-ID (Norway): the browser goes to the broker. */
export const SignNorway: Story = {
  args: {
    site: "no",
    info: flowInfo(6),
    booking: at("sign", { flow: 6, siteKey: "Jmno" }),
    routes: { "POST booking/signicat/start": { authorizationUrl: "https://broker.example/auth" } },
  },
};

/** Sign with e-ID (Finland, the old frame). */
export const SignFinland: Story = {
  args: {
    site: "fi",
    info: flowInfo(5),
    booking: at("sign", { flow: 5, siteKey: "Jmoy", fee: null, paymentId: null }),
  },
};

/** Back from the broker with a failure: the kind's message and `#eident-error-*`. */
export const SignReturnFailed: Story = {
  args: {
    ...SignNorway.args,
    query: "code=c1&state=s1",
    routes: { "POST booking/signicat/status": { status: "Failed", error: "userssnnomatch" } },
  },
};

/** The agreement cannot be loaded. */
export const SignAgreementFails: Story = {
  args: { booking: at("sign"), routes: { [`POST ${BUY}/signcontract`]: refused(500, "x") } },
};

/** The agreement is on its way. */
export const SignAgreementLoading: Story = {
  args: { booking: at("sign"), routes: { [`POST ${BUY}/signcontract`]: bridgePending } },
};

/** Opened with an e-ID error in the hash (`#eident-error-nopid`, spec section 8). */
export const SignHashError: Story = {
  args: { ...SignNorway.args },
  decorators: [
    (Story) => (
      <WithHash hash="#eident-error-nopid">
        <Story />
      </WithHash>
    ),
  ],
};

/** Payment of the fee (Sweden: Swish, card, Svea); Swish approves. */
export const Payment: Story = {
  args: {
    booking: at("payment", { status: "signed", signedAt: "2026-11-28T07:00:00.000Z" }),
    routes: {
      [`GET ${BUY}/createpaymentid/${PAYMENT_ID}`]: attemptAnswer("NEW", { provider: null }),
      [`POST ${BUY}/startswishpayment`]: attemptAnswer("CREATED"),
      [`GET ${BUY}/paymentstatus/${PAYMENT_ID}/${PAYMENT_REQUEST_ID}`]: attemptAnswer("PAID"),
      [statusCall]: at("done", { status: "signed", isPaid: true }),
      [`POST ${BUY}/completebooking`]: at("done", { status: "booked" }),
    },
  },
};

/** Payment in Norway: card and Svea only. */
export const PaymentNorway: Story = {
  args: { site: "no", info: flowInfo(6), booking: at("payment", { flow: 6, siteKey: "Jmno", status: "signed" }) },
};

/** Back from the card page: the return modal tells the payment's outcome. */
export const ReturnFromCard: Story = {
  args: {
    booking: at("payment", { status: "signed" }),
    query: `transactionId=${PAYMENT_REQUEST_ID}&type=card`,
    routes: {
      [`GET ${BUY}/paymentstatus/${PAYMENT_ID}/${PAYMENT_REQUEST_ID}`]: attemptAnswer("PAID", { provider: "card" }),
      [statusCall]: at("payment", { status: "signed" }),
    },
  },
};

/** Back from the card page while the provider has not settled yet. */
export const ReturnChecking: Story = {
  args: {
    ...ReturnFromCard.args,
    routes: { [`GET ${BUY}/paymentstatus/${PAYMENT_ID}/${PAYMENT_REQUEST_ID}`]: bridgePending },
  },
};

/** Done: the booking is completed and the page goes to the booked home. */
export const Done: Story = {
  args: {
    booking: at("done", { status: "signed", isPaid: true }),
    routes: { [`POST ${BUY}/completebooking`]: bridgePending },
  },
};

export const DoneFails: Story = {
  args: {
    booking: at("done", { status: "signed", isPaid: true }),
    routes: { [`POST ${BUY}/completebooking`]: refused(500, "x") },
  },
};

/** The 8-step flow's accommodation in Norway (kroner, the new frame). */
export const AccommodationNorway: Story = {
  args: {
    site: "no",
    booking: at("accomodation", { siteKey: "Jmno", totalPrice: { amount: 5_200_000, currency: "NOK" } }),
  },
};

/** Under a minute left of the hold. */
export const HoldEnding: Story = {
  args: { booking: bookingFixture({ expiresAt: new Date(Date.now() + 55_000).toISOString() }) },
};

/** The hold ran out. */
export const Expired: Story = { args: { booking: bookingFixture({ status: "expired", expiresAt: null }) } };

/** A booking already booked. */
export const Booked: Story = {
  args: { booking: bookingFixture({ status: "booked", currentStep: "done", bookedAt: "2026-11-28T07:10:00.000Z" }) },
};

interface SignArgs {
  site?: SiteCode;
  view: SignView;
  routes?: BridgeRoutes;
}

/** The BankID order's states, shown directly (the QR changes every second, as the API's would). */
export const BankIdPending: StoryObj<SignArgs> = {
  args: {
    view: { kind: "pending", sessionId: SIGN_SESSION_ID, autoStartUrl: "bankid:///?autostarttoken=t&redirect=null" },
  },
  render: (args, context) => {
    const site = siteOf(args.site, context.globals);
    let second = 0;
    const routes = {
      ...agreementRoute,
      [`GET booking/bank_id/status/${SIGN_SESSION_ID}`]: () => {
        second += 1;
        return {
          status: "Pending",
          hintCode: second < 4 ? "outstandingTransaction" : "userSign",
          qrCode: `bankid.t.${second}.${String(second).padStart(64, "a")}`,
        };
      },
      ...args.routes,
    };
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge routes={routes} isLoggedIn>
            <Frame site={site}>
              <SignStep
                site={site}
                booking={at("sign")}
                query=""
                hashError={null}
                onSigned={fn()}
                initialView={args.view}
              />
            </Frame>
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    );
  },
};

export const BankIdCancelled: StoryObj<SignArgs> = {
  ...BankIdPending,
  args: { view: { kind: "problem", message: "click-to-buy.sign.cancelled" } },
};

export const EidentFinishing: StoryObj<SignArgs> = {
  ...BankIdPending,
  args: { site: "no", view: { kind: "finishing" } },
};
