import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ComponentProps } from "react";
import { expect, within } from "storybook/test";
import { LOGIN_MODAL_VARIANTS, LoginModalBody, type LoginModalName } from "@housing/auth-bankid";
import { useI18n } from "@housing/i18n/react";
import { clearLoginEmail, setLoginEmail } from "@housing/session/pending-signup";
import { getSite } from "@housing/site-config";
import { Button, Modal } from "@housing/ui";
import { withBrandOnRoot } from "../modal/brand-on-root";
import { LoginProviders, devIdentities, qrCode } from "./login-fixtures";

type BodyProps = ComponentProps<typeof LoginModalBody>;

/**
 * The login modal as the header's login button and the hashes open it (spec section 2: the
 * registered modal names): the login page's views in a modal, then the verification view. On the
 * sites its code and messages load with its first opening; here each story starts in one state.
 */
function LoginModalDemo({ name, ...body }: { name: LoginModalName } & Omit<BodyProps, "site" | "variant" | "onClose">) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(true);
  const site = getSite("se");
  return (
    <LoginProviders site={site}>
      <div style={{ padding: "2rem" }}>
        <Button onClick={() => setOpen(true)}>{t("auth-bankid.login.button")}</Button>
        <Modal open={isOpen} onClose={() => setOpen(false)} title={t("auth-bankid.login.title")} noHash>
          <LoginModalBody
            site={site}
            variant={LOGIN_MODAL_VARIANTS[name]}
            onClose={() => setOpen(false)}
            devIdentities={[]}
            {...body}
          />
        </Modal>
      </div>
    </LoginProviders>
  );
}

const meta = {
  title: "Login/Login modal",
  component: LoginModalDemo,
  decorators: [withBrandOnRoot],
  args: { name: "open-login-private" },
} satisfies Meta<typeof LoginModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's login button (#open-login-private): my pages' tab first. */
export const Private: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", { name: "Logga in" });
    await expect(within(dialog).getByRole("tab", { name: "Mina sidor" })).toHaveAttribute("aria-selected", "true");
  },
};

/** #open-login-board: the board portal's tab. */
export const BoardMember: Story = { args: { name: "open-login-board" } };

/** #case-management-sweden (and the other case names): a case login, on either tab. */
export const CaseManagement: Story = { args: { name: "case-management-sweden" } };

/** login-form-case-management-private: the private case login without the type toggle. */
export const CaseManagementPrivateOnly: Story = { args: { name: "login-form-case-management-private" } };

/** login-form-email: the e-mail view first. */
export const EmailForm: Story = { args: { name: "login-form-email" } };

/**
 * Opened by an anonymous interest for an existing user (spec section 4): the e-mail the form had
 * is filled in (pending-signup's handshake, read once).
 */
export const EmailPrefilledByInterest: Story = {
  args: { name: "login-form-email" },
  beforeEach: () => {
    setLoginEmail("anna.andersson@example.com");
    return clearLoginEmail;
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", { name: "Logga in" });
    await expect(within(dialog).getByLabelText(/E-post/)).toHaveValue("anna.andersson@example.com");
  },
};

export const EmailLoginFailed: Story = {
  args: {
    name: "login-form-email",
    initialViewState: { emailProblem: { kind: "status", status: "InvalidEmailLoginInput" } },
  },
};

/** A board tab's e-mail login: BankID is needed (MustLoginWithBankId). */
export const EmailMustUseBankId: Story = {
  args: {
    name: "open-login-board",
    initialView: "email",
    initialViewState: { emailProblem: { kind: "status", status: "MustLoginWithBankId" } },
  },
};

export const BankIdPendingQr: Story = {
  args: {
    initialViewState: {
      bankid: { kind: "pending", sessionId: "story", autoStartUrl: "", qrCode, hintCode: "outstandingTransaction" },
    },
  },
};

export const BankIdSameDevice: Story = {
  args: {
    initialViewState: {
      sameDevice: true,
      bankid: { kind: "pending", sessionId: "story", autoStartUrl: "bankid:///", qrCode: null, hintCode: "started" },
    },
  },
};

export const BankIdFailed: Story = {
  args: { initialViewState: { bankid: { kind: "failed", hintCode: "userCancel" } } },
};

export const ResetView: Story = { args: { initialView: "reset" } };

export const ResetConfirmation: Story = {
  args: { initialView: "reset", initialViewState: { resetSentTo: "anna.andersson@example.com" } },
};

export const AssociationChoice: Story = {
  args: {
    name: "open-login-board",
    initialOutcome: {
      kind: "associations",
      associations: [
        { id: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "BRF Solgläntan", activeFinancialManagement: true },
        { id: "8f14e45f-ceea-467a-9af0-2f2a5d2c5a1b", name: "BRF Ekbacken", activeFinancialManagement: false },
      ],
    },
  },
};

/** The verification view after a login: 'Klart!' and BankID's support. */
export const Done: Story = {
  args: { initialDone: "login" },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(within(dialog).getByRole("heading", { name: "Klart!" })).toBeVisible();
  },
};

/** After a case login: 'Fortsätt med felanmälan'. */
export const DoneCase: Story = { args: { name: "case-management-sweden", initialDone: "case" } };

/** A case login that went on without the national identity number ("not now"). */
export const DoneWithoutPid: Story = { args: { name: "case-management-sweden", initialDone: "withoutPid" } };

/** NoBoardMember: no technical management; the way to fault reporting. */
export const NoBoardMember: Story = { args: { name: "open-login-board", initialOutcome: { kind: "noBoardMember" } } };

/** MustActivatePid (update-bank-id-modal): verify with Mobile BankID, or not now. */
export const MustActivatePid: Story = { args: { name: "update-bank-id-modal" } };

/** The developer-only BankID form under the BankID login (never in preprod or production). */
export const DeveloperBankIdForm: Story = { args: { devIdentities } };

export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
