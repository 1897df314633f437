import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import type { PageViewModel } from "@housing/contracts";
import type { CaseDetail, CaseSummary } from "@housing/contracts/cases";
import { ErrandsPage } from "@housing/case-management/errands";
import { caseManagementMessages } from "@housing/case-management/messages";
import { ERRANDS, ERRAND_DETAIL, ERRAND_INSPECTION, ROUND, ROUND_DETAIL } from "@housing/case-management/testing";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { MyPagesLayout } from "@housing/my-pages";
import { BOARD_MEMBER, CUSTOMER } from "@housing/my-pages/testing";
import { TestSessionProvider } from "@housing/session/testing";
import { routePath } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { siteFromGlobals } from "../site-from-globals";

/*
 * My pages' errands (spec section 2, errands and company errands; sections 3, 4, 8 and 9): the
 * list with its filters (kept in the address), the status badges, the errand with its files and
 * images, the update with its file limits and refusals, the close, and the board's rounds with
 * their control points. The calls answer from the story's routes. Locale and brand through the
 * toolbar.
 */

const model = { templateName: "MyPagesErrandsPage", title: "Mina ärenden", noIndex: true } as unknown as PageViewModel;

const withMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[caseManagementMessages]}>
    <Story />
  </TestI18nProvider>
);

interface ErrandsArgs {
  variant: "customer" | "board";
  /** What the server's load found; null: it could not fetch the list. */
  cases: CaseSummary[] | null;
  query?: string;
  routes?: BridgeRoutes;
}

const base = (variant: ErrandsArgs["variant"]) =>
  variant === "board" ? "case_management" : "case_management/customer";
const listCall = (variant: ErrandsArgs["variant"]) =>
  variant === "board" ? "GET case_management/cases" : "GET case_management/customer/get_cases";
const detailCall = (variant: ErrandsArgs["variant"], errand: CaseDetail) => `GET ${base(variant)}/case/${errand.id}`;
const updateCall = (variant: ErrandsArgs["variant"], errand: CaseDetail) => `PATCH ${base(variant)}/case/${errand.id}`;
const failure = (status: number) => bridgeAnswer(status, { status, error: "Failed", message: "somethingWentWrong" });

/** The errand as the board reads it: the files under the board's path. */
const BOARD_DETAIL: CaseDetail = {
  ...ERRAND_DETAIL,
  attachments: ERRAND_DETAIL.attachments.map((file) => ({
    ...file,
    path: file.path.replace("/customer/", "/"),
  })),
};

const meta = {
  title: "My pages/Errands",
  decorators: [withMessages],
  parameters: { layout: "fullscreen" },
  args: { variant: "customer", cases: ERRANDS },
  render: (args, context) => {
    const site = siteFromGlobals(context.globals);
    const path = routePath(site, "errands") ?? "/";
    const query = args.query ?? "";
    return (
      <MockApi site={site} routes={{}}>
        <TestSessionProvider>
          <MockSessionBridge
            routes={{ [listCall(args.variant)]: { cases: args.cases ?? [] }, ...args.routes }}
            isLoggedIn
          >
            <MyPagesLayout site={site} user={args.variant === "board" ? BOARD_MEMBER : CUSTOMER} path={path}>
              <ErrandsPage
                model={model}
                site={site}
                location={{ path, query }}
                initialData={{ variant: args.variant, cases: args.cases }}
              />
            </MyPagesLayout>
          </MockSessionBridge>
        </TestSessionProvider>
      </MockApi>
    );
  },
} satisfies Meta<ErrandsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A resident's errands, newest first, each with its status badge. */
export const List: Story = {};

/** The list while the browser fetches it (the server could not). */
export const Loading: Story = { args: { cases: null, routes: { [listCall("customer")]: bridgePending } } };

/** Filtered from the address: ongoing (with its paused sub-statuses) and management (with management-other). */
export const Filtered: Story = {
  args: {
    query:
      "?status=ongoing&status=notResponding&status=waitingMaterial&status=waitingCustomer&type=F%C3%B6rvaltning&type=F%C3%B6rvaltning%20%C3%B6vrig",
  },
};

/** Filters that leave nothing. */
export const NoMatches: Story = { args: { query: "?q=hiss" } };

/** No errands at all. */
export const Empty: Story = { args: { cases: [] } };

/** The list could not be fetched on the server nor in the browser: 'Error fetching' and an empty list. */
export const LoadFailed: Story = { args: { cases: null, routes: { [listCall("customer")]: failure(503) } } };

/** Norway: the one-year inspection's remark shown as 'Reklamasjon - ettårsbefaring'. */
export const NorwegianTypes: Story = { args: { cases: [ERRAND_INSPECTION, ...ERRANDS] } };

/** An errand opened (as a notification links it): its fields, a photo in the case sizes, a PDF, the update and close. */
export const DetailWithFiles: Story = {
  args: {
    query: `?errandId=${ERRAND_DETAIL.id}`,
    routes: {
      [detailCall("customer", ERRAND_DETAIL)]: ERRAND_DETAIL,
      [updateCall("customer", ERRAND_DETAIL)]: ERRAND_DETAIL,
      [`PATCH case_management/customer/case/${ERRAND_DETAIL.id}/close`]: { ...ERRAND_DETAIL, isClosable: false },
    },
  },
};

/** The errand could not be fetched. */
export const DetailFailed: Story = {
  args: { query: `?errandId=${ERRAND_DETAIL.id}`, routes: { [detailCall("customer", ERRAND_DETAIL)]: failure(500) } },
};

/** A board member: the association's errands and rounds, with a round's control points opened. */
export const BoardWithRounds: Story = {
  args: {
    variant: "board",
    routes: {
      "GET case_management/rounds": { rounds: [ROUND] },
      [`GET case_management/rounds/${ROUND.id}`]: ROUND_DETAIL,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const show = await canvas.findByRole("button", { name: new RegExp(ROUND.name) });
    await userEvent.click(show);
    await expect(await canvas.findByText(ROUND_DETAIL.controlPoints[0]!.description)).toBeVisible();
  },
};

/** A board member's errand opened. */
export const BoardDetail: Story = {
  args: {
    variant: "board",
    query: `?errandId=${BOARD_DETAIL.id}`,
    routes: { [detailCall("board", BOARD_DETAIL)]: BOARD_DETAIL, "GET case_management/rounds": { rounds: [ROUND] } },
  },
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>("#errand-files-input")!;

/** Too many files and one whose content is no allowed type: refused before anything is sent. */
export const UpdateFileErrors: Story = {
  args: DetailWithFiles.args,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { level: 2 });
    const files = ["1.png", "2.png", "3.png", "4.png"].map((name) => new File([PNG], name, { type: "image/png" }));
    await userEvent.upload(fileInput(canvasElement), [...files, new File(["text"], "bild.png", { type: "image/png" })]);
    await expect(within(canvasElement).getAllByRole("alert").length).toBeGreaterThan(0);
  },
};

/** The update refused with 413: the files are too large; everything typed and chosen stays. */
export const UpdateTooLarge: Story = {
  args: {
    ...DetailWithFiles.args,
    routes: {
      ...DetailWithFiles.args?.routes,
      [updateCall("customer", ERRAND_DETAIL)]: failure(413),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole("heading", { level: 2 });
    await userEvent.upload(fileInput(canvasElement), [new File([PNG], "ny.png", { type: "image/png" })]);
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>("form button[type=submit]")!);
  },
};

/** The update refused for another reason. */
export const UpdateFailed: Story = {
  args: {
    ...DetailWithFiles.args,
    routes: { ...DetailWithFiles.args?.routes, [updateCall("customer", ERRAND_DETAIL)]: failure(500) },
  },
  play: UpdateTooLarge.play,
};
