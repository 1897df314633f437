import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { RegisterForm, VipUpgrade, authBankidPagesMessages } from "@housing/auth-bankid/register-forms";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { getSite } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";

/**
 * The create-account page's form (spec section 3) and my pages' VIP upgrade, in the states a
 * visitor meets. Their calls go through the site's session bridge, which Storybook does not
 * have: the states are set up by the components' initial props instead.
 */
const se = getSite("se");

/** The login pages' messages (sent with those pages only on the sites) and the API provider. */
const withPages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[authBankidPagesMessages]}>
    <MockApi site={se} routes={{}}>
      <div style={{ maxWidth: "32rem", margin: "2rem auto", padding: "0 1rem" }}>
        <Story />
      </div>
    </MockApi>
  </TestI18nProvider>
);

const meta = {
  title: "Login/Create account",
  component: RegisterForm,
  decorators: [withPages],
  args: { site: se, verified: null, onRegistered: () => undefined },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = {
  firstName: "Nils",
  lastName: "Nilsson",
  birthDate: "1990-05-05",
  address: "Storgatan 3",
  postalCode: "113 51",
  city: "Stockholm",
  phoneNumber: "070-765 43 21",
  email: "nils.nilsson@example.com",
  password: "Nils-1234",
  passwordRepeat: "Nils-1234",
};

/** E-mail registration, nothing typed yet: the code is asked for first. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Skicka verifieringskod" })).toBeVisible();
  },
};

/** Sent with mistakes: each field says what is wrong (spec section 5's keys), in the site's language. */
export const FieldErrors: Story = {
  args: {
    initialValues: { firstName: "Nils2", email: "nils@example", phoneNumber: "12", birthDate: "1990-02-30" },
    validateOnMount: true,
  },
};

/** The code was mailed: its field is there. */
export const CodeSent: Story = {
  args: { initialValues: typed, initialCodeSentTo: typed.email },
};

/** After BankID: name, personal number and birth date come from the verification, read-only; no password. */
export const VerifiedWithBankId: Story = {
  args: {
    verified: {
      status: "Ok",
      registrationToken: "registration-token",
      person: { securityNumber: "200109095679", firstName: "Sara", lastName: "Nyström" },
    },
    initialCodeSentTo: "sara@example.com",
    initialValues: { email: "sara@example.com" },
  },
};

/** The registration was refused (an account exists): the reason and a way to log in; what was typed stays. */
export const FailedCall: Story = {
  args: {
    initialValues: typed,
    initialCodeSentTo: typed.email,
    initialProblem: { kind: "register", status: "UserAlreadyExists" },
  },
};

/** Too many attempts (HTTP 429): how long to wait. */
export const TooManyAttempts: Story = {
  args: {
    initialValues: typed,
    initialCodeSentTo: typed.email,
    initialProblem: { kind: "tooManyAttempts", minutes: 10 },
  },
};

/** Finland: no VIP, so no campaign code (spec section 1). */
export const WithoutVip: Story = {
  args: { site: getSite("fi") },
  globals: { locale: "fi" },
};

/** My pages' VIP upgrade: a campaign code makes the user VIP on this site. */
export const VipUpgradeForm: Story = {
  render: () => <VipUpgrade site={se} onUpgraded={() => undefined} />,
};

/** The VIP upgrade with a code the API refused (spec section 8: InvalidCampaignCode). */
export const VipUpgradeFailed: Story = {
  render: () => (
    <VipUpgrade
      site={se}
      onUpgraded={() => undefined}
      initialCampaignCode="VIP2024"
      initialProblem={{ kind: "register", status: "InvalidCampaignCode" }}
    />
  ),
};

/** The VIP upgrade sent empty. */
export const VipUpgradeEmpty: Story = {
  render: () => <VipUpgrade site={se} onUpgraded={() => undefined} validateOnMount />,
};
