import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LoginPage } from "@housing/auth-bankid";
import { getSite } from "@housing/site-config";
import { LoginProviders, devIdentities, loginPageModel, qrCode } from "./login-fixtures";

/**
 * The login page (spec section 2 "Login screen"): the tabs for my pages and the board portal,
 * the BankID login (QR code, same device, hints, failures), e-mail and password, password reset,
 * the association choice, the answers NoBoardMember and MustActivatePid, and the developer-only
 * BankID form (hidden in preprod and production: there the API has no developer route).
 */
const meta = {
  title: "Login/Login page",
  component: LoginPage,
  args: { model: loginPageModel, site: getSite("se"), devIdentities: [] },
  decorators: [
    (Story, { args }) => (
      <LoginProviders site={args.site}>
        <Story />
      </LoginProviders>
    ),
  ],
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mina sidor: the BankID login first. */
export const PrivateTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Mina sidor" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("button", { name: "Logga in med BankID" })).toBeVisible();
  },
};

/** The board portal's tab (chosen by the visitor; arrow keys move between the tabs). */
export const BoardTab: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Styrelseportal" }));
    await expect(canvas.getByRole("tab", { name: "Styrelseportal" })).toHaveAttribute("aria-selected", "true");
  },
};

/** A pending order on another device: the 144 px QR code of this second and BankID's hint. */
export const BankIdPendingQr: Story = {
  args: {
    initialViewState: {
      bankid: { kind: "pending", sessionId: "story", autoStartUrl: "", qrCode, hintCode: "outstandingTransaction" },
    },
  },
};

/** A pending order on this device: the link that opens the BankID app. */
export const BankIdSameDevice: Story = {
  args: {
    initialViewState: {
      sameDevice: true,
      bankid: {
        kind: "pending",
        sessionId: "story",
        autoStartUrl: "bankid:///?autostarttoken=story&redirect=null",
        qrCode: null,
        hintCode: "started",
      },
    },
  },
};

/** The user is asked for the security code (hint userSign). */
export const BankIdHintUserSign: Story = {
  args: {
    initialViewState: {
      bankid: { kind: "pending", sessionId: "story", autoStartUrl: "", qrCode, hintCode: "userSign" },
    },
  },
};

/** A hint code this site does not know: a neutral text. */
export const BankIdHintUnknown: Story = {
  args: {
    initialViewState: {
      bankid: { kind: "pending", sessionId: "story", autoStartUrl: "", qrCode, hintCode: "somethingNew" },
    },
  },
};

/** Cancelled in the app: the failure, retry and BankID's support. */
export const BankIdFailed: Story = {
  args: { initialViewState: { bankid: { kind: "failed", hintCode: "userCancel" } } },
};

/** The order expired. */
export const BankIdExpired: Story = {
  args: { initialViewState: { bankid: { kind: "failed", hintCode: "expiredTransaction" } } },
};

/** No account for the personal number (SsnNotFound). */
export const BankIdNoAccount: Story = {
  args: { initialViewState: { bankid: { kind: "problem", problem: { kind: "status", status: "SsnNotFound" } } } },
};

/** E-mail and password. */
export const EmailView: Story = { args: { initialView: "email" } };

/** E-mail and password, the field errors of the shared schema (after a submit). */
export const EmailViewFieldErrors: Story = {
  args: { initialView: "email" },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-post/), "anna@example");
    await userEvent.type(canvas.getByLabelText(/Lösenord/), "123");
    await userEvent.click(canvas.getByRole("button", { name: "Logga in" }));
    await expect(await canvas.findByText("Ange en giltig e-postadress.")).toBeVisible();
  },
};

/** The API's answer to a wrong password (InvalidEmailLoginInput). */
export const EmailViewLoginFailed: Story = {
  args: { initialView: "email", initialViewState: { emailProblem: { kind: "status", status: "InvalidEmailLoginInput" } } },
};

/** Too many attempts: how long to wait. */
export const EmailViewTooManyAttempts: Story = {
  args: { initialView: "email", initialViewState: { emailProblem: { kind: "tooManyAttempts", minutes: 15 } } },
};

/** Forgotten password: the form. */
export const ResetView: Story = { args: { initialView: "reset" } };

/** Forgotten password: the confirmation with the e-mail. */
export const ResetConfirmation: Story = {
  args: { initialView: "reset", initialViewState: { resetSentTo: "anna.andersson@example.com" } },
};

/** A board member in several associations chooses one (or cancels the login). */
export const AssociationChoice: Story = {
  args: {
    initialOutcome: {
      kind: "associations",
      associations: [
        { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "BRF Solgläntan", activeFinancialManagement: true },
        { id: "8f14e45f-ceea-467a-9af0-2f2a5d2c5a1b", name: "BRF Ekbacken", activeFinancialManagement: false },
      ],
    },
  },
};

/** NoBoardMember: the association has no technical management; the way to fault reporting. */
export const NoBoardMember: Story = { args: { initialOutcome: { kind: "noBoardMember" } } };

/** MustActivatePid: a case login by e-mail without a national identity number; verify with BankID or not now. */
export const MustActivatePid: Story = { args: { initialOutcome: { kind: "pid", session: null } } };

/** Logged in: on the way to the referrer or my pages. */
export const Done: Story = { args: { initialDone: true } };

/** The developer-only BankID form (local, dev and test): a demo person logs in without the phone. */
export const DeveloperBankIdForm: Story = {
  args: { devIdentities },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Logga in som testperson" })).toBeVisible();
  },
};

/** Norway: the e-ID broker's login instead of Swedish BankID. */
export const Norway: Story = { args: { site: getSite("no") }, globals: { locale: "nb" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
