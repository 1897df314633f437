import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { Document } from "@housing/contracts/documents";
import {
  DocumentAction,
  DocumentDone,
  DocumentsPage,
  documentsMessages,
  type EidentReturnState,
  type EidentSignState,
  type SignState,
} from "@housing/documents";
import {
  CONTRACT,
  CONTRACT_DONE,
  CONTRACT_NO,
  EIDENT_AUTHORIZATION_URL,
  CONTRACT_SIGNED_BY_ME,
  INTERIOR_DONE,
  INTERIOR_PENDING,
  SESSION_ID,
  SIGN_START,
  pendingSign,
} from "@housing/documents/testing";
import type { PageViewModel } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { MyPagesLayout } from "@housing/my-pages";
import { CUSTOMER } from "@housing/my-pages/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { documentViewPath, routePath } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * My pages' documents (spec section 2, documents with action and done; section 3, the document
 * statuses and `awaiting_signature`): the list, approving, signing with BankID (the QR changes
 * every second as the API's would) or, in Norway and Finland, through the e-ID broker, and the
 * done page, in every state. The calls answer from the
 * story's routes. Locale and brand through the toolbar.
 */

const model = { templateName: "MyPagesDocumentsPage", title: "Mina avtal", noIndex: true } as unknown as PageViewModel;
const start = `POST document_service/documents/${CONTRACT.id}/sign/bank_id/start`;
const status = `GET document_service/sign/bank_id/status/${SESSION_ID}`;
const approve = `POST document_service/documents/${INTERIOR_PENDING.id}/approve`;
const refused = (status: number, message: string) => bridgeAnswer(status, { status, error: "Conflict", message });

/** The status route of a pending order: a new QR each second, the hint moving on after a few. */
function animatedStatus() {
  let second = 0;
  return () => {
    second += 1;
    return pendingSign(second, second < 4 ? "outstandingTransaction" : "userSign");
  };
}

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[documentsMessages]}>
    <Story />
  </TestI18nProvider>
);

interface DocumentsArgs {
  view: "list" | "action" | "done";
  documents: Document[] | null;
  documentId?: string;
  routes?: BridgeRoutes;
  signState?: SignState;
  eidentState?: EidentSignState;
  /** The action page's query: the e-ID broker's answer. */
  query?: string;
  returnState?: EidentReturnState;
  navigate?: (path: string) => void;
  redirect?: (url: string) => void;
}

const meta = {
  title: "My pages/Documents",
  decorators: [withMessages],
  parameters: { layout: "fullscreen" },
  args: { navigate: fn(), redirect: fn() },
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    const list = routePath(site, "documents") ?? "/";
    const path = args.view === "list" ? list : (documentViewPath(site, args.view) ?? list);
    const documentId = args.documentId ?? CONTRACT.id;
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge
            routes={{ "GET document_service/documents": { documents: args.documents ?? [] }, ...args.routes }}
            isLoggedIn
          >
            <MyPagesLayout site={site} user={CUSTOMER} path={path}>
              {args.view === "list" ? (
                <DocumentsPage
                  model={model}
                  site={site}
                  location={{ path, query: "" }}
                  initialData={args.documents ? { documents: args.documents } : undefined}
                />
              ) : args.view === "action" ? (
                <DocumentAction
                  site={site}
                  initial={args.documents}
                  documentId={documentId}
                  {...(args.navigate ? { navigate: args.navigate } : {})}
                  {...(args.redirect ? { redirect: args.redirect } : {})}
                  {...(args.signState ? { initialSignState: args.signState } : {})}
                  {...(args.eidentState ? { initialEidentState: args.eidentState } : {})}
                  {...(args.query ? { query: args.query } : {})}
                  {...(args.returnState ? { initialReturnState: args.returnState } : {})}
                />
              ) : (
                <DocumentDone site={site} initial={args.documents} documentId={documentId} />
              )}
            </MyPagesLayout>
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    );
  },
} satisfies Meta<DocumentsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One booking: the contract waiting for both buyers' signatures first, then the approved interior choices. */
export const List: Story = { args: { view: "list", documents: [INTERIOR_DONE, CONTRACT] } };

/** Interior choices waiting for the user's approval. */
export const ListToApprove: Story = { args: { view: "list", documents: [INTERIOR_PENDING] } };

/** The user has signed; the co-buyer has not yet. */
export const ListWaitingForCoBuyer: Story = { args: { view: "list", documents: [CONTRACT_SIGNED_BY_ME] } };

/** Two bookings, each with its documents. */
export const TwoBookings: Story = {
  args: {
    view: "list",
    documents: [CONTRACT, { ...INTERIOR_DONE, bookingId: "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d" }],
  },
};

/** No documents. */
export const Empty: Story = { args: { view: "list", documents: [] } };

/** The list could not be loaded on the server nor in the browser. */
export const LoadFailed: Story = {
  args: {
    view: "list",
    documents: null,
    routes: {
      "GET document_service/documents": bridgeAnswer(500, {
        status: 500,
        error: "Internal",
        message: "somethingWentWrong",
      }),
    },
  },
};

/** Approving: the confirmation box, then the call (the done page follows). */
export const Approve: Story = {
  args: {
    view: "action",
    documents: [INTERIOR_PENDING],
    documentId: INTERIOR_PENDING.id,
    routes: { [approve]: { ...INTERIOR_PENDING, isAwaitingMe: false } },
  },
};

/** Approving refused: somebody approved in another tab. */
export const ApproveRefused: Story = {
  args: { ...Approve.args, routes: { [approve]: refused(409, "documentAlreadySigned") } },
};

/** Signing: the start, answered by a pending order whose QR changes every second. */
export const Sign: Story = {
  args: {
    view: "action",
    documents: [CONTRACT],
    routes: { [start]: SIGN_START, [status]: animatedStatus() },
  },
};

/** A pending order: the animated QR, the link for this device, BankID's hint and the cancel. */
export const SignPending: Story = {
  args: {
    ...Sign.args,
    routes: {
      [status]: animatedStatus(),
      [`POST document_service/sign/bank_id/cancel/${SESSION_ID}`]: { status: "Cancelled" },
    },
    signState: { kind: "pending", order: { sessionId: SESSION_ID, autoStartUrl: SIGN_START.autoStartUrl } },
  },
};

/** Starting the order, BankID slow to answer. */
export const SignStarting: Story = { args: { ...Sign.args, routes: { [start]: bridgePending } } };

/** On the Swedish site, a signer without a Swedish personal number: BankID cannot sign. */
export const SignSwedenOnly: Story = {
  args: { ...Sign.args, routes: { [start]: refused(409, "bankIdSigningSwedenOnly") } },
};

/** Somebody else's BankID answered the order. */
export const SignWrongPerson: Story = {
  args: { ...Sign.args, routes: { [start]: SIGN_START, [status]: refused(403, "signerMismatch") } },
};

/** The order was cancelled in the app. */
export const SignCancelledInApp: Story = {
  args: { ...Sign.args, routes: { [start]: SIGN_START, [status]: { status: "Cancelled" } } },
};

/** BankID does not answer. */
export const SignUnavailable: Story = {
  args: { ...Sign.args, routes: { [start]: refused(503, "bankIdUnavailable") } },
};

/** Signed already: no second signature. */
export const AlreadySigned: Story = { args: { view: "action", documents: [CONTRACT_SIGNED_BY_ME] } };

/** Not the user's document, or gone. */
export const NotFound: Story = { args: { view: "action", documents: [CONTRACT], documentId: "unknown" } };

/** Done: the user has signed, the co-buyer not yet. */
export const DoneWaiting: Story = { args: { view: "done", documents: [CONTRACT_SIGNED_BY_ME] } };

/** Done: both buyers have signed. */
export const DoneAll: Story = { args: { view: "done", documents: [CONTRACT_DONE] } };

/** The done page of a document the user has not signed yet: the way to it. */
export const DoneNotYet: Story = { args: { view: "done", documents: [CONTRACT] } };

const eidentStart = `POST document_service/documents/${CONTRACT_NO.id}/sign/signicat/start`;
const eidentFinish = "POST document_service/sign/signicat/status";
const eidentReturn = "?code=c0de&state=s1&iss=http%3A%2F%2F127.0.0.1%3A4303%2Fauth%2Fopen";

/** Norway (and Finland through the toolbar): signing through the e-ID broker; the start sends the browser there. */
export const SignWithEident: Story = {
  globals: { locale: "nb" },
  args: {
    view: "action",
    documents: [CONTRACT_NO],
    documentId: CONTRACT_NO.id,
    routes: { [eidentStart]: { authorizationUrl: EIDENT_AUTHORIZATION_URL } },
  },
};

/** On the way to the broker. */
export const SignWithEidentStarting: Story = {
  ...SignWithEident,
  args: { ...SignWithEident.args, eidentState: { kind: "starting" } },
};

/** The broker does not answer. */
export const SignWithEidentUnavailable: Story = {
  ...SignWithEident,
  args: { ...SignWithEident.args, routes: { [eidentStart]: refused(503, "eidentUnavailable") } },
};

/** Back from the broker: the signature is being recorded (then the done page). */
export const EidentReturnFinishing: Story = {
  ...SignWithEident,
  args: { ...SignWithEident.args, query: eidentReturn, routes: { [eidentFinish]: bridgePending } },
};

/** Back from the broker with someone else's e-ID: nothing signed, the way back to the document. */
export const EidentReturnWrongPerson: Story = {
  ...SignWithEident,
  args: {
    ...SignWithEident.args,
    query: eidentReturn,
    returnState: { kind: "problem", message: "documents.error.eidentSignerMismatch" },
  },
};

/** Back from the broker after a cancel there. */
export const EidentReturnCancelled: Story = {
  ...SignWithEident,
  args: {
    ...SignWithEident.args,
    query: "?error=access_denied&state=s1",
    routes: { [eidentFinish]: { status: "Cancelled" } },
  },
};

/** Back with a used or expired state (a reload, a second tab). */
export const EidentReturnExpired: Story = {
  ...SignWithEident,
  args: {
    ...SignWithEident.args,
    query: eidentReturn,
    returnState: { kind: "problem", message: "documents.error.eidentExpired" },
  },
};
