import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, userEvent, within } from "storybook/test";
import {
  ChangeEmailPage,
  EmailChangeSent,
  EmailConfirmationView,
  ForgotPasswordPage,
  PasswordChangeOutcomeView,
  ResetOutcomeView,
  ResetSent,
  SetPasswordPage,
  authBankidPagesMessages,
} from "@housing/auth-bankid/pages/passwords";
import type { PageViewModel } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { TEST_API_USER, TestSessionProvider } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { Container, Heading } from "@housing/ui";
import { MockApi } from "../../mocks/mock-api";
import { MockSessionBridge, bridgeAnswer, bridgePending, type BridgeRoutes } from "../../mocks/mock-session-bridge";
import { startPageModel } from "../fixtures";

/*
 * The forgotten-password, change-password and change-e-mail pages (auth-bankid, spec sections 2,
 * 4, 5 and 7) in each of their states. Their calls go through the site's session bridge, answered
 * here by the story's routes; the states after a call show the page's state views directly, and
 * the play functions walk the forms by keyboard. Locale and brand through the toolbar.
 */

const site = getSite("se");
const TOKEN = "Jx6tX1nq3mYkE0oQ9bq7v2H5cW8zR4sL1dF6gA3hK0p";
const model = (title: string): PageViewModel => ({ ...startPageModel, templateName: "Page", title, blocks: [] });
const refusal = (field: string, key: string) =>
  bridgeAnswer(400, { status: 400, error: "InvalidInput", message: key, fieldErrors: { [field]: [key] } });
const OK = { status: "Ok" };
const user = (extra: Record<string, unknown> = {}) => ({ ...TEST_API_USER, hasPassword: true, ...extra });

/** The pages' own messages in the toolbar's locale (the preview has the frame's). */
const withPageMessages: Decorator = (Story, context) => (
  <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[authBankidPagesMessages]}>
    <Story />
  </TestI18nProvider>
);

function Bridge({ routes, isLoggedIn, children }: { routes: BridgeRoutes; isLoggedIn?: boolean; children: ReactNode }) {
  return (
    <MockApi site={site} routes={{}}>
      <TestSessionProvider>
        <MockSessionBridge routes={routes} isLoggedIn={isLoggedIn}>
          {children}
        </MockSessionBridge>
      </TestSessionProvider>
    </MockApi>
  );
}

/** A state view in the page's frame: its h1 and width. */
function InPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container>
      <div style={{ maxWidth: "32rem", margin: "0 auto", paddingBlock: "2rem", display: "grid", gap: "1.5rem" }}>
        <Heading level={1}>{title}</Heading>
        {children}
      </div>
    </Container>
  );
}

const meta = {
  title: "Auth/Passwords and e-mail",
  decorators: [withPageMessages],
  parameters: { layout: "fullscreen" },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Forgotten password (public, /glomt-losenord/)

/** Without a token: the reset form (spec section 4 "Reset password"). */
export const ForgotPasswordForm: Story = {
  render: () => (
    <Bridge routes={{ "POST user_system/forgotpassword": OK }}>
      <ForgotPasswordPage
        model={model("Glömt lösenord")}
        site={site}
        location={{ path: "/glomt-losenord/", query: "" }}
      />
    </Bridge>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-post/), "anna.andersson@example.com{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent(/anna\.andersson@example\.com/);
  },
};

/** Then the confirmation showing the e-mail. */
export const ForgotPasswordSent: Story = {
  render: () => (
    <InPage title="Glömt lösenord">
      <ResetSent email="anna.andersson@example.com" />
    </InPage>
  ),
};

/** Too many requests for the address: how long to wait; what was typed stays. */
export const ForgotPasswordTooManyAttempts: Story = {
  render: () => (
    <Bridge
      routes={{
        "POST user_system/forgotpassword": bridgeAnswer(429, {
          status: 429,
          error: "TooManyAttempts",
          message: "tooManyAttempts",
          retryAfter: 900,
        }),
      }}
    >
      <ForgotPasswordPage
        model={model("Glömt lösenord")}
        site={site}
        location={{ path: "/glomt-losenord/", query: "" }}
      />
    </Bridge>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/E-post/), "anna.andersson@example.com{Enter}");
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

const tokenPage = (routes: BridgeRoutes) => (
  <Bridge routes={routes}>
    <ForgotPasswordPage
      model={model("Glömt lösenord")}
      site={site}
      location={{ path: "/glomt-losenord/", query: `token=${TOKEN}` }}
    />
  </Bridge>
);

/** Opened from the mailed link: the new password twice. */
export const NewPasswordForm: Story = {
  render: () => tokenPage({ "POST user_system/setpassword": OK }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(canvas.getByLabelText(/Upprepa/), "Nytt-1234{Enter}");
    await expect(await canvas.findByRole("status")).toBeVisible();
  },
};

/** The repeated password differs (spec section 5: passwordNoMatch) and the first is too short. */
export const NewPasswordMismatch: Story = {
  render: () => tokenPage({}),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(canvas.getByLabelText(/Upprepa/), "Nytt-4321{Enter}");
    await expect(await canvas.findByText("Lösenorden är inte likadana.")).toBeVisible();
  },
};

/** The password is set: the way to the login. */
export const NewPasswordSet: Story = {
  render: () => (
    <InPage title="Glömt lösenord">
      <ResetOutcomeView outcome="done" site={site} />
    </InPage>
  ),
};

/** A used, expired or unknown link: the way to a new one. */
export const ResetLinkInvalid: Story = {
  render: () => (
    <InPage title="Glömt lösenord">
      <ResetOutcomeView outcome="tokenInvalid" site={site} />
    </InPage>
  ),
};

/** The same, reached through the call (the API refuses the token). */
export const ResetLinkInvalidAfterCall: Story = {
  render: () => tokenPage({ "POST user_system/setpassword": refusal("body.token", "tokenInvalid") }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(canvas.getByLabelText(/Upprepa/), "Nytt-1234{Enter}");
    await expect(await canvas.findByRole("alert")).toBeVisible();
  },
};

// Change password (my pages, route "changePassword")

const changePasswordPage = (routes: BridgeRoutes) => (
  <Bridge routes={routes} isLoggedIn>
    <SetPasswordPage
      model={model("Byt lösenord")}
      site={site}
      location={{ path: "/mina-sidor/mina-installningar/byt-losenord/", query: "" }}
    />
  </Bridge>
);

/** While the user is fetched. */
export const ChangePasswordLoading: Story = {
  render: () => changePasswordPage({ "GET account_service/user": bridgePending }),
};

/** The current password and the new one twice. */
export const ChangePasswordForm: Story = {
  render: () => changePasswordPage({ "GET account_service/user": user(), "POST user_system/updatepassword": OK }),
};

/** A wrong current password is that field's error; what was typed stays. */
export const ChangePasswordWrongCurrent: Story = {
  render: () =>
    changePasswordPage({
      "GET account_service/user": user(),
      "POST user_system/updatepassword": refusal("body.oldPassword", "wrongPassword"),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Nuvarande lösenord/), "Fel-1234");
    await userEvent.type(canvas.getByLabelText(/^Nytt lösenord/), "Nytt-1234");
    await userEvent.type(canvas.getByLabelText(/Upprepa/), "Nytt-1234{Enter}");
    await expect(await canvas.findByText("Lösenordet stämmer inte.")).toBeVisible();
  },
};

/** An account made with BankID, without a password: it chooses its first, no current one. */
export const FirstPasswordForm: Story = {
  render: () =>
    changePasswordPage({
      "GET account_service/user": user({ hasPassword: false }),
      "POST user_system/updatepassword": OK,
    }),
};

/** Changed. */
export const PasswordChanged: Story = {
  render: () => (
    <InPage title="Byt lösenord">
      <PasswordChangeOutcomeView outcome="changed" site={site} />
    </InPage>
  ),
};

/** The first password set. */
export const FirstPasswordSet: Story = {
  render: () => (
    <InPage title="Byt lösenord">
      <PasswordChangeOutcomeView outcome="firstSet" site={site} />
    </InPage>
  ),
};

/** Not logged in with BankID, the API cannot set the first password: the way through the mailed link. */
export const FirstPasswordThroughMail: Story = {
  render: () => (
    <InPage title="Byt lösenord">
      <PasswordChangeOutcomeView outcome="passwordNotSet" site={site} />
    </InPage>
  ),
};

// Change e-mail (my pages, route "changeEmail")

const changeEmailPage = (routes: BridgeRoutes, query = "") => (
  <Bridge routes={routes} isLoggedIn>
    <ChangeEmailPage
      model={model("Byt e-postadress")}
      site={site}
      location={{ path: "/mina-sidor/mina-installningar/byt-e-post/", query }}
    />
  </Bridge>
);

/** While the user is fetched. */
export const ChangeEmailLoading: Story = {
  render: () => changeEmailPage({ "GET account_service/user": bridgePending }),
};

/** The address now and the field for the new one. */
export const ChangeEmailForm: Story = {
  render: () => changeEmailPage({ "GET account_service/user": user(), "POST user_system/triggerchangeemail": OK }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Ny e-postadress/), "astrid.ny@example.se{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent(/astrid\.ny@example\.se/);
  },
};

/** Another account has the address. */
export const ChangeEmailInUse: Story = {
  render: () =>
    changeEmailPage({
      "GET account_service/user": user(),
      "POST user_system/triggerchangeemail": refusal("body.email", "emailInUse"),
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Ny e-postadress/), "anna.andersson@example.com{Enter}");
    await expect(await canvas.findByText("Det finns redan ett konto med den e-postadressen.")).toBeVisible();
  },
};

/** "We sent a link to X". */
export const ChangeEmailSent: Story = {
  render: () => (
    <InPage title="Byt e-postadress">
      <EmailChangeSent email="astrid.ny@example.se" site={site} />
    </InPage>
  ),
};

/** Opened from the mailed link: confirming. */
export const ChangeEmailConfirming: Story = {
  render: () => changeEmailPage({ [`GET user_system/changeemail/${TOKEN}`]: bridgePending }, `token=${TOKEN}`),
};

/** Confirmed, with the new address from the refreshed user. */
export const ChangeEmailConfirmed: Story = {
  render: () =>
    changeEmailPage(
      {
        [`GET user_system/changeemail/${TOKEN}`]: OK,
        "GET account_service/user": user({ email: "astrid.ny@example.se" }),
      },
      `token=${TOKEN}`,
    ),
};

/** A used, expired or unknown link. */
export const ChangeEmailLinkInvalid: Story = {
  render: () => (
    <InPage title="Byt e-postadress">
      <EmailConfirmationView state={{ kind: "tokenInvalid" }} site={site} />
    </InPage>
  ),
};

/** The address went to another account between the request and the link. */
export const ChangeEmailAddressTaken: Story = {
  render: () =>
    changeEmailPage(
      { [`GET user_system/changeemail/${TOKEN}`]: refusal("params.token", "emailInUse") },
      `token=${TOKEN}`,
    ),
};

/** The service failed: try again. */
export const ChangeEmailFailed: Story = {
  render: () => (
    <InPage title="Byt e-postadress">
      <EmailConfirmationView
        state={{ kind: "failed", problem: { kind: "generic" } }}
        site={site}
        onRetry={() => undefined}
      />
    </InPage>
  ),
};

/** A long address wraps inside the page. */
export const ChangeEmailSentLongAddress: Story = {
  render: () => (
    <InPage title="Byt e-postadress">
      <EmailChangeSent
        email="astrid.maria.elisabeth.lindqvist-johansson.fjallvik@example-bostadsrattsforening.se"
        site={site}
      />
    </InPage>
  ),
};
